import { storageKeys } from '../../lib/browser-storage-keys';
import {
  addAddressByApi,
  type APIRequestContext,
  CUCUTA_ADDRESS,
  expect,
  type Page,
  pathnameOf,
  signInNewCustomerByApi,
  test,
  staffToken,
} from './fixtures';

/**
 * Issue 22 §2-3 on a phone: a cart line set to 0 goes, and 'Deshacer' brings it back in its
 * place; an order for more units than are left is refused (409) with the quantity there is, the
 * cart offers 'Ajustar a N', and after one tap the order goes through.
 */

test.use({ locale: 'es-CO', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

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
type Line = { productId: number; variantId: number; name: string };

/**
 * Cart lines of variants without volume tiers and priced between `min` and `max` pesos, skipping
 * the first products (the checkout journeys run beside this one and buy those).
 */
async function pickLines(request: APIRequestContext, count: number, min: number, max: number): Promise<{ line: Line; item: object }[]> {
  const { products } = (await (await request.get('/api/products?limit=200')).json()) as { products: Product[] };
  const picked: { line: Line; item: object }[] = [];
  for (const product of products.slice(5, -5)) {
    const v = product.variants.find((x) => {
      const price = x.salePrice ?? x.price;
      return x.inStock && x.volumeDiscounts.length === 0 && price >= min && price <= max;
    });
    if (!v || product.name.startsWith('Vaso de cartón')) continue;
    const item = {
      productId: product.id,
      variantId: v.id,
      name: product.name,
      variantDescription: v.variantValues.map((x) => x.value).join(' / '),
      unitOfMeasure: v.unitOfMeasure,
      volumeDiscounts: [],
      price: v.salePrice ?? v.price,
      image_url: v.imageUrl ?? product.imageUrl,
      quantity: 1,
    };
    picked.push({ line: { productId: product.id, variantId: v.id, name: product.name }, item });
    if (picked.length === count) return picked;
  }
  throw new Error('not enough variants for the cart');
}

/** Written from a same-origin page with no scripts: a store page hydrating late would save its empty cart over it. */
async function storeCart(page: Page, items: object[]) {
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.cart, JSON.stringify(items)] as const);
}

const storedCart = (page: Page) =>
  page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '[]') as { variantId: number; quantity: number }[]).map((i) => [i.variantId, i.quantity]),
    storageKeys.cart,
  );

test("a line set to 0 goes, and 'Deshacer' puts it back in its place", async ({ page, request }) => {
  const lines = await pickLines(request, 3, 1_000, 200_000);
  await storeCart(
    page,
    lines.map((l, i) => ({ ...l.item, quantity: i + 1 })),
  );
  await page.goto('/carrito');
  const middle = lines[1].line;
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: middle.name, exact: true }) });
  await expect(line.getByRole('spinbutton', { name: `Cantidad de ${middle.name}` })).toHaveValue('2');
  await page.waitForLoadState('networkidle');

  // 2 → 1 → 0: the second press takes the line out and says so, with 'Deshacer'.
  const decrease = line.getByRole('button', { name: `Quitar una unidad de ${middle.name}` });
  await decrease.click();
  await expect(line.getByRole('spinbutton')).toHaveValue('1');
  await decrease.click();
  await expect(line).toHaveCount(0);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Quitaste' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`Quitaste ${middle.name}`);
  await expect
    .poll(() => storedCart(page))
    .toEqual([
      [lines[0].line.variantId, 1],
      [lines[2].line.variantId, 3],
    ]);
  await page.screenshot({ path: '/tmp/cart-undo-toast.png' });

  await toast.getByRole('button', { name: 'Deshacer' }).click();
  await expect(line.getByRole('spinbutton', { name: `Cantidad de ${middle.name}` })).toHaveValue('1');
  await expect(toast).toBeHidden();
  // Back between the other two, as it was before its last unit went.
  await expect(page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 })).toHaveText(lines.map((l) => l.line.name));
  await expect
    .poll(() => storedCart(page))
    .toEqual([
      [lines[0].line.variantId, 1],
      [middle.variantId, 1],
      [lines[2].line.variantId, 3],
    ]);
});

test("an order for more than is left: 409 with the quantity there is, 'Ajustar a N', then the order", async ({ page, request }) => {
  test.setTimeout(120_000);
  // Signed in with a default address in Cúcuta (local delivery, no minimum order).
  const { token, headers: customer } = await signInNewCustomerByApi(request, 'ajusta');
  await addAddressByApi(request, customer, {
    ...CUCUTA_ADDRESS,
    recipientName: 'Rosa Díaz',
    street: 'Calle 11 # 3-21',
    phone: '311 555 0102',
  });

  const [{ line, item }] = await pickLines(request, 1, 10_000, 100_000);
  const staff = { Authorization: `Bearer ${await staffToken(request)}` };
  const figures = async () =>
    (
      (await (await request.get(`/api/admin/products/${line.productId}`, { headers: staff })).json()) as {
        product: { variants: { id: number; stock: number; reserved: number }[] };
      }
    ).product.variants.find((v) => v.id === line.variantId)!;
  const patchStock = async (stock: number) =>
    expect((await request.patch(`/api/admin/inventory/${line.variantId}`, { headers: staff, data: { stock } })).status()).toBe(200);
  // `available` units left to sell: on hand is that plus what other journeys' open orders hold (docs/stock.md).
  const setAvailable = async (available: number) => patchStock(available + (await figures()).reserved);
  const stockBefore = (await figures()).stock;

  let orderId: string | null = null;
  try {
    // 6 on the shelf when the cart opens: its check finds 4 fit.
    await setAvailable(6);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKeys.customerToken, token] as const);
    await storeCart(page, [{ ...item, quantity: 4 }]);
    await page.goto('/carrito');
    const cartLine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: line.name, exact: true }) });
    await expect(cartLine.getByRole('spinbutton')).toHaveValue('4');
    await page.waitForLoadState('networkidle');
    await expect(cartLine.getByRole('button', { name: /^Ajustar a/ })).toHaveCount(0);

    // Meanwhile the shop sells 4 over the counter: 2 left.
    await setAvailable(2);
    await page.getByRole('button', { name: 'Continuar con la compra' }).click();
    const picker = page.getByRole('dialog', { name: '¿A dónde enviamos tu pedido?' });
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST'),
      picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click(),
    ]);
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code?: string }).code).toBe('out_of_stock');
    await expect(page.getByText(new RegExp(`No hay suficiente stock de ${line.name}.*\\(quedan 2\\)`)).first()).toBeVisible();
    expect(pathnameOf(page)).toBe('/carrito');

    // One tap: the line asks for the 2 there are.
    const adjust = cartLine.getByRole('button', { name: `Ajustar a 2: ${line.name}` });
    await expect(adjust).toBeVisible();
    await expect(cartLine.getByText('Solo quedan 2', { exact: true })).toBeVisible();
    await page.screenshot({ path: '/tmp/stock-conflict-adjust.png', fullPage: true });
    await adjust.click();
    await expect(cartLine.getByRole('spinbutton')).toHaveValue('2');
    await expect(adjust).toBeHidden();

    // And the order goes through, for 2.
    await page.getByRole('button', { name: 'Continuar con la compra' }).click();
    const [placed] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST'),
      picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click(),
    ]);
    expect(placed.status()).toBe(201);
    const { order } = (await placed.json()) as { order: { id: number; items: { variant: { id: number | null }; quantity: number }[] } };
    orderId = String(order.id);
    expect(order.items.map((i) => [i.variant.id, i.quantity])).toEqual([[line.variantId, 2]]);
    await expect.poll(() => pathnameOf(page)).toBe(`/checkout/${orderId}`);
  } finally {
    // The order's units back on the shelf, then the shelf as it was.
    if (orderId) expect((await request.post(`/api/orders/${orderId}/cancel`, { headers: customer })).status()).toBe(200);
    await patchStock(stockBefore);
  }
});
