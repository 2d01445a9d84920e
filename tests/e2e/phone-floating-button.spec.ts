import { storageKeys } from '../../lib/browser-storage-keys';
import { addAddressByApi, createJourneyProduct, expect, type Page, signInNewCustomerByApi, staffToken, test } from './fixtures';

/*
 * On a 390 × 844 phone nothing a shopper must tap is under the floating WhatsApp button or its
 * bubble: on every store page each button, link and price is scrolled to the middle of the screen
 * (or as far as the page goes, at its end) and its box must not meet the button's. The cart, with
 * its own WhatsApp order, and the payment page hide the button; the cart's sticky bar is one line
 * of total and the primary button.
 */

const PHONE = { width: 390, height: 844 };
test.use({ locale: 'es-CO', viewport: PHONE, isMobile: true, hasTouch: true });

/** What lies under the floating button (and its bubble when shown) once each target is scrolled into view. */
async function coveredTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = [...document.querySelectorAll('aside a[href^="https://wa.me/"], aside a[href^="https://api.whatsapp.com/"]')]
      .map((a) => a.closest('aside')!)
      .flatMap((aside) => [...aside.querySelectorAll('a, p, button')]);
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const boxes = () => floating.filter(shown).map((el) => el.getBoundingClientRect());
    const prices: Element[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (/\$\s?\d/.test(node.textContent ?? '') && node.parentElement) prices.push(node.parentElement);
    const targets = [
      ...document.querySelectorAll('main a[href], main button, footer a[href], [data-testid="cart-summary-bar"] *'),
      ...prices,
    ];
    const covered: string[] = [];
    for (const el of new Set(targets)) {
      if (el.closest('aside') || !shown(el)) continue;
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      const r = el.getBoundingClientRect();
      const hit = boxes().some((b) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top);
      if (hit) covered.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 60)}"`);
    }
    return covered;
  });
}

const floatingButton = (page: Page) =>
  page.getByRole('complementary', { name: 'Chat de WhatsApp' }).getByRole('link', { name: /^Escríbenos por WhatsApp/ });

test('nothing a shopper taps sits under the floating WhatsApp button', async ({ page, request }) => {
  test.setTimeout(120_000);
  const product = await createJourneyProduct(request, `Vaso flotante ${Date.now()}`, [
    { price: 4200, stock: 30, unitOfMeasure: 'Paquete' },
  ]);
  const [variant] = product.variants;
  const { token, headers } = await signInNewCustomerByApi(request, 'flotante');
  const address = await addAddressByApi(request, headers);
  const placed = await request.post('/api/orders', {
    headers,
    data: { items: [{ variantId: variant.id, quantity: 2, unitPrice: 4200 }], shippingAddressId: address.id },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { order: { id: number } }).order.id;
  try {
    // Signed in, with two lines in the cart, written before any store page runs.
    await page.goto('/robots.txt');
    const cart = [
      {
        productId: product.id,
        variantId: variant.id,
        name: product.name,
        variantDescription: '',
        unitOfMeasure: 'Paquete',
        volumeDiscounts: [],
        price: 4200,
        image_url: null,
        quantity: 3,
        unitsPerItem: 1,
      },
    ];
    await page.evaluate(
      ([cartKey, cartValue, tokenKey, tokenValue]) => {
        localStorage.setItem(cartKey, cartValue);
        localStorage.setItem(tokenKey, tokenValue);
      },
      [storageKeys.cart, JSON.stringify(cart), storageKeys.customerToken, token] as const,
    );

    // Home first: the bubble too (it shows 3 s after the page loads).
    await page.goto('/');
    await expect(page.getByText('¿Cómo podemos ayudarte?')).toBeVisible();
    expect(await coveredTargets(page), '/').toEqual([]);

    for (const [path, ready] of [
      ['/tienda', () => page.getByRole('button', { name: /^Añadir .+ al carrito$/ }).first()],
      [`/producto/${product.slug}`, () => page.getByRole('button', { name: 'Añadir al carrito' })],
      [`/orden-confirmada/${orderId}`, () => page.locator('main h1').first()],
      ['/perfil?tab=pedidos', () => page.getByText(`#${orderId}`).first()],
    ] as const) {
      await page.goto(path);
      await expect(ready()).toBeVisible();
      await expect(floatingButton(page)).toBeVisible();
      expect(await coveredTargets(page), path).toEqual([]);
    }

    // The floating button can be closed, and stays closed for the visit.
    await page.getByRole('button', { name: 'Ocultar el botón de WhatsApp' }).click();
    await expect(floatingButton(page)).toHaveCount(0);
    await page.goto('/tienda');
    await expect(page.getByRole('button', { name: /^Añadir .+ al carrito$/ }).first()).toBeVisible();
    await expect(floatingButton(page)).toHaveCount(0);
    await page.evaluate((key) => sessionStorage.removeItem(key), storageKeys.whatsappDismissed);

    // The cart has its own WhatsApp order: no floating button, and a short sticky bar.
    await page.goto('/carrito');
    await expect(page.getByRole('link', { name: /Pedir por WhatsApp/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Descargar cotización' })).toBeVisible();
    await expect(floatingButton(page)).toBeHidden();
    const bar = page.getByTestId('cart-summary-bar');
    await expect(bar).toContainText('$ 12.600');
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(100);
    expect(await coveredTargets(page), '/carrito').toEqual([]);

    // The payment page keeps its submit clear the same way.
    await page.goto(`/checkout/${orderId}`);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(floatingButton(page)).toBeHidden();
  } finally {
    const status = ((await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as { order: { paymentStatus: string } }).order
      .paymentStatus;
    if (status === 'pending_payment') expect((await request.post(`/api/orders/${orderId}/cancel`, { headers })).status()).toBe(200);
    const staff = { Authorization: `Bearer ${await staffToken(request)}` };
    expect((await request.delete(`/api/admin/products/${product.id}`, { headers: staff })).status()).toBe(200);
  }
});
