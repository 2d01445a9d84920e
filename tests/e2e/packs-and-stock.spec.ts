import { expect, expectNoSeriousA11yViolations, type Page, test } from './fixtures';

/**
 * Issue 22 §1-2 on a phone: packs show their pieces and the price per piece (product page,
 * store card, cart), the quantity never goes above the stock ('Quedan N', 'Solo quedan N'), and
 * a cart line that asks for more than there is offers 'Ajustar a N' in one tap.
 *
 * Seed: 'Vaso de cartón para bebidas calientes', Paquete x50: 7 oz $ 7.900 (10+ $ 7.500, 50+
 * $ 7.100, stock 210); 12 oz $ 12.900 with 8 left (below the default threshold of 10).
 */
test.use({ locale: 'es-CO', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PRODUCT = 'Vaso de cartón para bebidas calientes';

async function openProduct(page: Page) {
  await page.goto('/tienda?category=Vasos');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: PRODUCT }) });
  // Store card: packs of one size, per-piece from the cheapest ($ 5.900 / 50).
  await expect(card.getByText('Desde $ 118 c/u')).toBeVisible();
  const mixed = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Vaso plástico transparente' }) });
  // Packs of 50 and of 1000: the millar is cheaper per cup ($ 68.000 / 1000).
  await expect(mixed.getByText('Desde $ 68 c/u')).toBeVisible();
  await card.getByRole('link', { name: PRODUCT }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  // Hydrated and the live stock answered before the test types.
  await page.waitForLoadState('networkidle');
}

test('packs: price per piece, tiers in packs and the pieces of the quantity, on the page and in the cart', async ({ page }) => {
  await openProduct(page);
  await page.getByLabel('Capacidad').selectOption('7 oz');
  await expect(page.getByText('$ 158 c/u').first()).toBeVisible();
  const tiers = page.getByRole('table', { name: 'Precios por volumen' });
  await expect(tiers.getByRole('columnheader', { name: 'Precio por paquete' })).toBeVisible();
  await expect(tiers.getByRole('cell', { name: 'Desde 10 paquetes' })).toBeVisible();
  await expect(tiers.getByText('$ 150 c/u')).toBeVisible();

  const quantity = page.getByRole('spinbutton', { name: 'Cantidad' });
  await quantity.fill('10');
  await quantity.press('Enter');
  await expect(page.getByText('10 paquetes = 500 unidades')).toBeVisible();
  await page.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(page.getByText('11 paquetes = 550 unidades')).toBeVisible();
  await page.screenshot({ path: '/tmp/h-pieces-product-pack.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.getByText('Producto añadido al carrito').first()).toBeVisible();

  await page.goto('/carrito');
  const line = page.getByRole('listitem').filter({ hasText: PRODUCT });
  // The unit once, with the pack size (the description already names it: no '(Paquete)' after).
  await expect(line.getByText('7 oz / Paquete x50', { exact: true })).toBeVisible();
  await expect(line.getByText('Paquete (Paquete)')).toHaveCount(0);
  await expect(line.getByText('11 paquetes = 550 unidades')).toBeVisible();
  await expect(line.getByText('$ 150 c/u')).toBeVisible();
  await expect(line.getByText('por paquete', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/h-pieces-cart-pack.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // The WhatsApp message counts the packs and the cups.
  const href = await page.getByRole('link', { name: /Pedir por WhatsApp/ }).getAttribute('href');
  const text = new URL(href!).searchParams.get('text') ?? '';
  expect(text).toContain('11 paquetes × Vaso de cartón para bebidas calientes - 7 oz / Paquete x50 = 550 unidades');
  expect(text).toContain('$\u00a07.500 por paquete ($\u00a0150 c/u) = $\u00a082.500');
});

test("stock: 'Quedan N', the quantity capped with 'Solo quedan N', and 'Ajustar a N' in the cart", async ({ page }) => {
  await openProduct(page);
  const quantity = page.getByRole('spinbutton', { name: 'Cantidad' });
  await page.getByLabel('Capacidad').selectOption('12 oz');
  await expect(page.getByText('Quedan 8', { exact: true })).toBeVisible();

  // Typing more than there is sets the stock and says so.
  await quantity.fill('99999');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('8');
  await expect(page.getByText('Solo quedan 8', { exact: true })).toBeVisible();
  await expect(page.getByText('8 paquetes = 400 unidades')).toBeVisible();
  // + at the stock does not go further either.
  await page.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(quantity).toHaveValue('8');
  await page.screenshot({ path: '/tmp/h-pieces-stock-cap.png', fullPage: true });
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.getByText('Producto añadido al carrito').first()).toBeVisible();

  // Another tab (or an old cart) asks for 20: the cart's check marks the line and offers 8.
  await page.goto('/carrito');
  await expect(page.getByRole('button', { name: 'Continuar con la compra' })).toBeVisible();
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-cart'))!;
    const items = JSON.parse(localStorage.getItem(key)!) as { quantity: number }[];
    localStorage.setItem(key, JSON.stringify(items.map((item) => ({ ...item, quantity: 20 }))));
  });
  await page.reload();
  const line = page.getByRole('listitem').filter({ hasText: PRODUCT });
  const adjust = line.getByRole('button', { name: `Ajustar a 8: ${PRODUCT}` });
  await expect(adjust).toBeVisible();
  await expect(line.getByText('Solo quedan 8', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/h-pieces-cart-adjust.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await adjust.click();
  await expect(line.getByRole('spinbutton')).toHaveValue('8');
  await expect(adjust).toBeHidden();
  await expect(line.getByText('8 paquetes = 400 unidades')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(Object.entries(localStorage).find(([key]) => key.endsWith('-cart'))![1])[0].quantity))
    .toBe(8);
});
