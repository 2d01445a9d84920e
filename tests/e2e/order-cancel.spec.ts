import { storageKeys } from '../../lib/browser-storage-keys';
import {
  addAddressByApi,
  type APIRequestContext,
  expect,
  type Page,
  pathnameOf,
  signInNewCustomerByApi,
  test,
  staffToken,
} from './fixtures';

/**
 * Issue 22 §3 on a phone: going back from the payment page and continuing again offers the same
 * order instead of a second one; 'Cancelar pedido' in 'Mis Pedidos' cancels it and the stock returns.
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

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

/** A one-line cart of 2 units worth $ 20.000–200.000 (no volume tiers), in the browser's storage. */
async function fillCart(page: Page, request: APIRequestContext) {
  const { products } = (await (await request.get('/api/products?limit=200')).json()) as { products: Product[] };
  for (const product of products.slice().reverse()) {
    for (const v of product.variants) {
      const price = v.salePrice ?? v.price;
      if (!v.inStock || v.volumeDiscounts.length > 0 || price * 2 < 20_000 || price * 2 > 200_000) continue;
      const item = {
        productId: product.id,
        variantId: v.id,
        name: product.name,
        variantDescription: v.variantValues.map((x) => x.value).join(' / '),
        unitOfMeasure: v.unitOfMeasure,
        volumeDiscounts: [],
        price,
        image_url: v.imageUrl ?? product.imageUrl,
        quantity: 2,
      };
      // Written from a same-origin page with no scripts: a store page hydrating late (two workers on
      // two cores) would save its empty cart over this one.
      await page.goto('/robots.txt');
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.cart, JSON.stringify([item])] as const);
      return { productId: product.id, variantId: v.id };
    }
  }
  throw new Error('no variant for the cart');
}

/** What is left to sell of a variant (on hand − reserved, docs/stock.md): what an order takes and a cancellation gives back. */
async function stockOf(request: APIRequestContext, productId: number, variantId: number): Promise<number> {
  const token = await staffToken(request);
  const res = await request.get(`/api/admin/products/${productId}`, { headers: { Authorization: `Bearer ${token}` } });
  const { product } = (await res.json()) as { product: { variants: { id: number; available: number }[] } };
  return product.variants.find((v) => v.id === variantId)!.available;
}

/**
 * A new account signed in through the API with a default address, its token in the browser's
 * storage. `consent: false`: she never answered the consent step (a session from before it).
 */
async function signedInCustomer(page: Page, request: APIRequestContext, who: string, consent = true) {
  const { token, headers, consentRequired } = await signInNewCustomerByApi(request, who, { consent });
  expect(consentRequired).toBe(true);
  await addAddressByApi(request, headers);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKeys.customerToken, token] as const);
  return { headers };
}

test.use(phone);

test('back from the payment page: the same order again; then cancel it from Mis Pedidos and the stock returns', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signedInCustomer(page, request, 'cancela');
  const { productId, variantId } = await fillCart(page, request);
  const stockBefore = await stockOf(request, productId, variantId);

  await page.goto('/carrito');
  await page.getByRole('button', { name: 'Continuar con la compra' }).click();
  const picker = page.getByRole('dialog', { name: '¿A dónde enviamos tu pedido?' });
  await picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click();
  await expect.poll(() => pathnameOf(page)).toMatch(/^\/checkout\/\d+$/);
  const orderId = pathnameOf(page).split('/').pop()!;
  expect(await stockOf(request, productId, variantId)).toBe(stockBefore - 2);

  // Back to the cart, and 'Continuar con la compra' again: her order waiting for payment, not a new one.
  await page.goBack();
  await expect.poll(() => pathnameOf(page)).toBe('/carrito');
  await page.getByRole('button', { name: 'Continuar con la compra' }).click();
  await expect(picker.getByText('Ya tienes este pedido esperando el pago')).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Crear un pedido nuevo de todas formas' })).toBeVisible();
  await page.screenshot({ path: '/tmp/order-cancel-pending-notice.png' });
  await picker.getByRole('link', { name: `Ir a pagar el pedido #${orderId}` }).click();
  await expect.poll(() => pathnameOf(page)).toBe(`/checkout/${orderId}`);
  expect(await stockOf(request, productId, variantId)).toBe(stockBefore - 2);

  // 'Mis Pedidos': cancel it, after confirming.
  await page.goto('/perfil');
  const card = page.getByRole('article', { name: `Pedido #${orderId}` });
  await card.getByRole('button', { name: `Cancelar el pedido #${orderId}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `¿Cancelar el pedido #${orderId}?` });
  await page.screenshot({ path: '/tmp/order-cancel-confirm.png' });
  await confirm.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('Cancelado').first()).toBeVisible();
  await expect(card.getByRole('button', { name: `Cancelar el pedido #${orderId}` })).toHaveCount(0);
  await expect(card.getByRole('link', { name: `Pagar el pedido #${orderId}` })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/order-cancel-done.png', fullPage: true });
  expect(await stockOf(request, productId, variantId)).toBe(stockBefore);
});

test('a session that began before the data policy: checkout asks for it, the order needs it, then it is recorded', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // Signed in through the API without answering the consent step: her token is valid, her account
  // has not accepted the current policy (as a session from before the step existed).
  const { headers } = await signedInCustomer(page, request, 'consiente', false);
  const { productId, variantId } = await fillCart(page, request);
  const stockBefore = await stockOf(request, productId, variantId);

  await page.goto('/carrito');
  await page.getByRole('button', { name: 'Continuar con la compra' }).click();
  const picker = page.getByRole('dialog', { name: '¿A dónde enviamos tu pedido?' });
  await expect(picker.getByRole('heading', { name: 'Tus datos personales' })).toBeVisible();
  const box = picker.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ });
  await expect(box).not.toBeChecked();
  await expect(picker.getByRole('link', { name: 'política de tratamiento de datos personales' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );

  // Unticked: no order, and the box says why.
  await picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click();
  await expect(
    picker.getByRole('alert').filter({ hasText: 'Acepta la política de tratamiento de datos personales para hacer tu pedido.' }),
  ).toBeVisible();
  expect(pathnameOf(page)).toBe('/carrito');
  expect(await stockOf(request, productId, variantId)).toBe(stockBefore);
  await page.screenshot({ path: '/tmp/checkout-consent-required.png' });

  await box.check();
  await picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click();
  await expect.poll(() => pathnameOf(page)).toMatch(/^\/checkout\/\d+$/);
  const orderId = pathnameOf(page).split('/').pop()!;
  const consent = await (await request.get('/api/profile/consent', { headers })).json();
  expect(consent.consent).toMatchObject({ required: false });

  // Shared data back as it was: the order is cancelled and its units return.
  expect((await request.post(`/api/orders/${orderId}/cancel`, { headers })).status()).toBe(200);
  expect(await stockOf(request, productId, variantId)).toBe(stockBefore);
});
