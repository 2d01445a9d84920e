import { storageKeys } from '../../lib/browser-storage-keys';
import { addAddressByApi, type APIRequestContext, CUCUTA_ADDRESS, type Page, signInNewCustomerByApi, test } from './fixtures';

/** Journeys that start from a signed-in customer and a filled cart (checkout-delivery, checkout-iva). */

type Variant = {
  id: number;
  price: number;
  salePrice: number | null;
  inStock: boolean;
  unitOfMeasure: string | null;
  imageUrl: string | null;
  variantValues: { value: string }[];
  volumeDiscounts: unknown[];
};
type Product = { id: number; name: string; imageUrl: string | null; variants: Variant[] };

/**
 * A one-line cart worth between `min` and `max` (a variant without volume tiers, a few units), in
 * the browser's storage; `used` keeps the variants a file already took (its tests share the DB).
 */
export async function fillCart(
  page: Page,
  request: APIRequestContext,
  min: number,
  max: number,
  used: Set<number>,
  accept: (product: Product) => boolean = () => true,
): Promise<number> {
  const { products } = (await (await request.get('/api/products?limit=200')).json()) as { products: Product[] };
  // Workers running at the same time take disjoint variants (by id) first, so two carts do not
  // race for the last units of one variant between the availability check and the order; the
  // others only when the worker's own share has none that fits (one named product).
  const { parallelIndex, config } = test.info();
  const workers = Math.max(1, config.workers);
  const own = (id: number) => id % workers === parallelIndex % workers;
  const candidates = products
    .filter(accept)
    .flatMap((product) => product.variants.map((v) => ({ product, v })))
    .sort((a, b) => Number(own(b.v.id)) - Number(own(a.v.id)));
  for (const { product, v } of candidates) {
    const price = v.salePrice ?? v.price;
    if (!v.inStock || v.volumeDiscounts.length > 0 || used.has(v.id)) continue;
    const quantity = Math.max(1, Math.ceil(min / price));
    if (quantity > 4 || price * quantity > max) continue;
    // In stock is not enough: the other journeys' unpaid orders hold units of the same demo
    // variants, and a cart past what is left stops at the cart's 'Ajustar a …' instead of the
    // checkout. The live availability (what the cart itself reads) must cover the quantity.
    const live = (await (await request.get(`/api/products/availability?variantIds=${v.id}`)).json()) as {
      variants: { variantId: number; stock: number }[];
    };
    if ((live.variants.find((row) => row.variantId === v.id)?.stock ?? 0) < quantity) continue;
    used.add(v.id);
    const item = {
      productId: product.id,
      variantId: v.id,
      name: product.name,
      variantDescription: v.variantValues.map((x) => x.value).join(' / '),
      unitOfMeasure: v.unitOfMeasure,
      volumeDiscounts: [],
      price,
      image_url: v.imageUrl ?? product.imageUrl,
      quantity,
    };
    // Written from a same-origin page with no scripts: a store page hydrating late (two workers on
    // two cores) would save its empty cart over this one.
    await page.goto('/robots.txt');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.cart, JSON.stringify([item])] as const);
    return price * quantity;
  }
  throw new Error(`no variant for a cart between ${min} and ${max}`);
}

/** A signed-in customer (by API) with one address; the browser carries the token. */
export async function customerWithAddress(page: Page, request: APIRequestContext, who: string, city: string) {
  const { email, token, headers } = await signInNewCustomerByApi(request, who);
  await addAddressByApi(request, headers, { ...CUCUTA_ADDRESS, city });
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKeys.customerToken, token] as const);
  return { headers, email };
}

/** The checkout's address step, from the cart. */
export async function openCheckout(page: Page) {
  await page.goto('/carrito');
  await page.getByRole('button', { name: 'Continuar con la compra' }).click();
  return page.getByRole('dialog', { name: '¿A dónde enviamos tu pedido?' });
}
