import { storageKeys } from '../../lib/browser-storage-keys';
import { addAddressByApi, createJourneyProduct, expect, type Page, signInNewCustomerByApi, staffToken, test } from './fixtures';
import { overflowingLabels } from './label-overflow';

/*
 * On the narrowest phone (320 px), in Spanish and in English, no button's label runs out of it on
 * the pages a shopper buys through and the back office screens a seller works from on a phone:
 * the cart's sticky bar, the payment page, the order screens, products and inventory. The
 * detector (tests/e2e/label-overflow.ts) measures each control's text against its box.
 */

test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

type Step = { path: string; ready: (page: Page) => ReturnType<Page['locator']> };

test('no button label overflows its button at 320 px, in Spanish and English', async ({ page, request }) => {
  test.setTimeout(180_000);
  const product = await createJourneyProduct(request, `Vaso de etiqueta ${Date.now()}`, [
    { price: 3900, stock: 40, unitOfMeasure: 'Paquete' },
  ]);
  const [variant] = product.variants;
  const { token, headers } = await signInNewCustomerByApi(request, 'etiquetas');
  const address = await addAddressByApi(request, headers);
  const placed = await request.post('/api/orders', {
    headers,
    data: { items: [{ variantId: variant.id, quantity: 2, unitPrice: 3900 }], shippingAddressId: address.id },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { order: { id: number } }).order.id;
  const admin = await staffToken(request);
  const cart = [
    {
      productId: product.id,
      variantId: variant.id,
      name: product.name,
      variantDescription: '',
      unitOfMeasure: 'Paquete',
      volumeDiscounts: [],
      price: 3900,
      image_url: null,
      quantity: 3,
      unitsPerItem: 1,
    },
  ];
  try {
    // Signed in as the shopper and as staff, with a line in the cart, before any page runs.
    await page.goto('/robots.txt');
    await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), [
      [storageKeys.cart, JSON.stringify(cart)],
      [storageKeys.customerToken, token],
      [storageKeys.adminToken, admin],
    ] as [string, string][]);
    const main = (page: Page) => page.locator('main h1').first();
    const steps: Step[] = [
      { path: '/', ready: main },
      {
        path: '/tienda',
        ready: (p) =>
          p
            .getByRole('region', { name: /Productos|Products/ })
            .getByRole('article')
            .first(),
      },
      { path: `/producto/${product.slug}`, ready: main },
      { path: '/carrito', ready: (p) => p.getByTestId('cart-summary-bar').getByRole('button').first() },
      { path: `/checkout/${orderId}`, ready: (p) => p.locator('form button[type="submit"]').first() },
      { path: '/perfil?tab=pedidos', ready: (p) => p.getByText(`#${orderId}`).first() },
      { path: '/admin/dashboard', ready: main },
      { path: '/admin/orders', ready: (p) => p.getByRole('tabpanel') },
      { path: `/admin/orders/${orderId}`, ready: (p) => p.getByText(product.name).first() },
      { path: '/admin/orders/new', ready: main },
      {
        path: '/admin/products',
        ready: (p) =>
          p
            .getByRole('list', { name: /Lista de productos|Product list/ })
            .getByRole('listitem')
            .first(),
      },
      {
        path: '/admin/inventory',
        ready: (p) =>
          p
            .getByRole('list', { name: /Inventario de variantes|Variant inventory/ })
            .getByRole('listitem')
            .first(),
      },
      { path: '/admin/shipments', ready: main },
    ];
    const found: string[] = [];
    for (const prefix of ['', '/en']) {
      for (const { path, ready } of steps) {
        await page.goto(prefix + (prefix && path === '/' ? '' : path));
        await expect(ready(page), `${prefix}${path} loaded`).toBeVisible();
        for (const line of await overflowingLabels(page)) found.push(`${prefix || '/es'} ${path}: ${line}`);
      }
    }
    expect(found, 'buttons whose label runs out of them').toEqual([]);
  } finally {
    const status = ((await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as { order: { paymentStatus: string } }).order
      .paymentStatus;
    if (status === 'pending_payment') expect((await request.post(`/api/orders/${orderId}/cancel`, { headers })).status()).toBe(200);
    expect((await request.delete(`/api/admin/products/${product.id}`, { headers: { Authorization: `Bearer ${admin}` } })).status()).toBe(
      200,
    );
  }
});
