import { storageKeys } from '../../lib/browser-storage-keys';
import { lineQuantityPriceLabel } from '../../lib/domain/units';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from './fixtures';

/**
 * Issue #23 §1 on a phone: 'Pedir por WhatsApp' saves the cart and the message carries the
 * lines, the total and the /c/ link; the link opens in another browser with the same lines and
 * loads them into that browser's cart (empty: at once; with products: 'Añadir' or 'Reemplazar').
 */

const PHONE = { locale: 'es-CO', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
test.use(PHONE);

type Variant = {
  id: number;
  price: number;
  salePrice: number | null;
  inStock: boolean;
  unitOfMeasure: string | null;
  imageUrl: string | null;
  unitsPerItem?: number;
  variantValues: { attributeValue: { value: string } }[];
  volumeDiscounts: unknown[];
};
type Product = { id: number; name: string; slug: string; imageUrl: string | null; variants: Variant[] };

/** Two in-stock variants without tiers or packs, from the end of the catalogue (checkout journeys buy from its start). */
async function pickItems(request: APIRequestContext) {
  const { products } = (await (await request.get('/api/products?limit=200')).json()) as { products: Product[] };
  const items: {
    slug: string;
    productId: number;
    variantId: number;
    name: string;
    variantDescription: string;
    unitOfMeasure: string | null;
    volumeDiscounts: [];
    price: number;
    image_url: string | null;
    quantity: number;
    unitsPerItem: number;
  }[] = [];
  for (const product of products.slice(5).reverse()) {
    // One variant: its product page adds it without choosing options.
    const v = product.variants.length === 1 ? product.variants[0] : undefined;
    // No tier within the few units bought.
    const tiered = (v?.volumeDiscounts as { minQuantity: number }[] | undefined)?.some((t) => t.minQuantity <= 3);
    if (!v || !v.inStock || tiered || (v.salePrice ?? v.price) <= 0) continue;
    items.push({
      slug: product.slug,
      productId: product.id,
      variantId: v.id,
      name: product.name,
      variantDescription: v.variantValues.map((x) => x.attributeValue.value).join(' / '),
      unitOfMeasure: v.unitOfMeasure,
      volumeDiscounts: [],
      price: v.salePrice ?? v.price,
      image_url: v.imageUrl ?? product.imageUrl,
      quantity: items.length + 2,
      unitsPerItem: v.unitsPerItem ?? 1,
    });
    if (items.length === 2) return items;
  }
  throw new Error('not enough variants for the cart');
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A line of the message: '• 2 × Name' or, for a pack, '• 2 paquetes × Name'. */
const messageLine = (quantity: number, name: string) => new RegExp(`• ${quantity}(?: \\S+)? × ${escapeRe(name)}`);

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

/** WhatsApp is never reached: its address answers a stub, and the test reads the message from it. */
async function stubWhatsApp(context: BrowserContext) {
  await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }),
  );
}

/** Taps 'Pedir por WhatsApp' and answers the message the opened window was sent to. */
async function tapWhatsApp(page: Page): Promise<string> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Pedir por WhatsApp/ }).tap();
  const chat = await popup;
  await chat.waitForURL(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//);
  const text = new URL(chat.url()).searchParams.get('text') ?? '';
  await chat.close();
  return text;
}

test('the WhatsApp order carries the cart link, and the link loads the same lines in another browser', async ({
  page,
  context,
  browser,
  request,
}) => {
  const items = await pickItems(request);
  await stubWhatsApp(context);
  // The shopper fills her cart on the product pages.
  for (const [index, item] of items.entries()) {
    await page.goto(`/producto/${item.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    const quantity = page.getByRole('spinbutton', { name: 'Cantidad' });
    await quantity.fill(String(item.quantity));
    await quantity.press('Enter');
    await page.getByRole('button', { name: 'Añadir al carrito' }).tap();
    await expect(page.getByRole('banner').getByRole('button', { name: `Carrito, ${index + 1} producto${index ? 's' : ''}` })).toBeVisible();
  }
  await page.goto('/carrito');
  for (const item of items) await expect(page.getByRole('main').getByText(item.name).first()).toBeVisible();

  const text = await tapWhatsApp(page);
  expect(text).toMatch(messageLine(items[0].quantity, items[0].name));
  expect(text).toMatch(messageLine(items[1].quantity, items[1].name));
  expect(text).toMatch(/\*Total: \$\s?[\d.]+\*/);
  const link = /Mi carrito: (https?:\/\/\S+\/c\/([A-Za-z0-9_-]{22}))/.exec(text);
  expect(link, text).not.toBeNull();
  // After the total, before the closing question.
  expect(text.indexOf('*Total:')).toBeLessThan(text.indexOf('Mi carrito:'));
  expect(text.indexOf('Mi carrito:')).toBeLessThan(text.indexOf('¿Me confirman'));
  // The shopper's own cart is untouched.
  expect(await storedCart(page)).toEqual(items.map((i) => [i.variantId, i.quantity]));

  // Another phone: the link (its path on this server) shows the same lines and loads them.
  const other = await browser.newContext({ ...PHONE, baseURL: new URL(page.url()).origin });
  const friend = await other.newPage();
  const path = new URL(link![1]).pathname;
  await friend.goto(path);
  await expect(friend.getByRole('heading', { level: 1, name: 'Carrito compartido' })).toBeVisible();
  const lines = friend.getByTestId('shared-cart-lines').getByRole('listitem');
  await expect(lines).toHaveCount(2);
  // Counted in each line's selling unit ('3 paquetes × $ 5.600 por paquete'); 'c/u' only by the piece.
  for (const item of items)
    await expect(lines.filter({ hasText: item.name })).toContainText(lineQuantityPriceLabel(item.quantity, item.price, item, 'es'));
  await friend.getByRole('button', { name: 'Cargar en mi carrito' }).tap();
  await expect(friend).toHaveURL((url) => url.pathname === '/carrito');
  for (const item of items) await expect(friend.getByRole('main').getByText(item.name).first()).toBeVisible();
  expect(await storedCart(friend)).toEqual(items.map((i) => [i.variantId, i.quantity]));

  // With products in the cart, it asks: 'Añadir a mi carrito' sums the quantities.
  await friend.goto(path);
  await friend.getByRole('button', { name: 'Cargar en mi carrito' }).tap();
  await expect(friend.getByText('Ya tienes productos en tu carrito.')).toBeVisible();
  await friend.getByRole('button', { name: 'Añadir a mi carrito' }).tap();
  await expect(friend).toHaveURL((url) => url.pathname === '/carrito');
  expect(await storedCart(friend)).toEqual(items.map((i) => [i.variantId, i.quantity * 2]));
  await other.close();
});

test('a failed save still sends the order, without the link', async ({ page, context, request }) => {
  const items = await pickItems(request);
  await stubWhatsApp(context);
  await page.route('**/api/shared-carts', (route) => route.abort());
  await storeCart(page, items.slice(0, 1));
  await page.goto('/carrito');
  await expect(page.getByRole('main').getByText(items[0].name).first()).toBeVisible();
  const text = await tapWhatsApp(page);
  expect(text).toMatch(messageLine(items[0].quantity, items[0].name));
  expect(text).toContain('*Total:');
  expect(text).not.toContain('/c/');
});

test('an unknown or expired-looking link says so in Spanish and offers the store', async ({ page }) => {
  const response = await page.goto('/c/AAAAAAAAAAAAAAAAAAAAAA');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos este carrito' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute('href', '/tienda');
  await page.goto('/en/c/not-a-real-id');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this cart' })).toBeVisible();
});
