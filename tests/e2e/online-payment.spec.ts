import { storageKeys } from '../../lib/browser-storage-keys';
import { freePort, type OwnAppInstance, sleep, startOwnInstance } from '../helpers/e2e-server';
import { startWompiMock, type WompiMock } from '../helpers/wompi-mock';
import { fillCart, openCheckout } from './customer-helpers';
import { type APIRequestContext, type BrowserContext, CUCUTA_ADDRESS, expect, type Page, pathnameOf, test } from './fixtures';

/**
 * Paying online through Wompi, on a phone: cart → order → 'Pagar en línea' → Wompi's checkout
 * (the local mock, tests/helpers/wompi-mock.ts) → back on the order's page, which turns to paid
 * by itself → the approval e-mail. And a declined payment: the page says so, keeps the manual
 * methods (with the Bre-B key to copy) and lets the shopper try again.
 *
 * The suite's server keeps the manual flow for every other journey: this file starts its own
 * server of the same build, embedded, with the WOMPI_* variables pointing at the mock, and the
 * mock sends its signed events to that server (docs/online-payment-screens.md "Tested").
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-CO' } as const;

let mock: WompiMock;
let app: OwnAppInstance;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  mock = await startWompiMock({ eventsUrl: `http://localhost:${port}/api/payments/wompi/events` });
  app = await startOwnInstance(mock.env, port);
});

test.afterAll(async () => {
  await app?.stop();
  await mock?.close();
});

/** The newest e-mail to `email` whose subject matches, as the instance's log mail driver printed it. */
async function mailTo(email: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const blocks = app.output().split('──── e-mail (log driver, not sent) ────');
    for (const block of blocks.reverse()) {
      const found = block.match(/^Subject: +(.*)$/m)?.[1];
      if (block.includes(`To:       ${email}`) && found && subject.test(found)) return { subject: found, text: block };
    }
    await sleep(200);
  }
  throw new Error(`No e-mail to ${email} matching ${subject}`);
}

/** A new customer of the instance, signed in by e-mail code, with an address in Cúcuta; the browser carries her token. */
async function signedInCustomer(context: BrowserContext, request: APIRequestContext, who: string) {
  const email = `${who}-${Date.now()}@e2e.test`;
  expect((await request.post('/api/auth/request-code', { data: { email } })).status()).toBe(200);
  const code = (await mailTo(email, /código de acceso/)).subject.match(/\b(\d{6})\b/)![1];
  const verified = await request.post('/api/auth/verify-code', { data: { email, code } });
  expect(verified.status()).toBe(200);
  const { token } = (await verified.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.put('/api/profile/consent', { headers, data: { acceptDataPolicy: true } })).status()).toBe(200);
  expect((await request.post('/api/addresses', { headers, data: CUCUTA_ADDRESS })).status()).toBe(201);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKeys.customerToken, token] as const);
  return email;
}

/** Cart → address → 'Crear pedido e ir a pagar': the order's id, on /checkout/{id}. */
async function placeOrder(page: Page, request: APIRequestContext, used: Set<number>): Promise<string> {
  await fillCart(page, request, 20_000, 200_000, used);
  const picker = await openCheckout(page);
  await picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click();
  await expect.poll(() => pathnameOf(page), { timeout: 30_000 }).toMatch(/^\/checkout\/\d+$/);
  return pathnameOf(page).split('/').pop()!;
}

/** 'Pagar en línea' → the mock's checkout page for the order's exact total. */
async function openWompiCheckout(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  await expect.poll(() => page.url(), { timeout: 30_000 }).toContain(`${mock.url}/l/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const used = new Set<number>();

test('pays online: Wompi approves and the order page turns to paid by itself', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ ...PHONE, baseURL: app.baseURL });
  const page = await context.newPage();
  const email = await signedInCustomer(context, context.request, 'en-linea');
  const orderId = await placeOrder(page, context.request, used);

  // 'Pagar en línea' first, the manual methods below, unchanged.
  const online = page.getByTestId('online-payment');
  await expect(online.getByRole('heading', { name: 'Pagar en línea' })).toBeVisible();
  await expect(online.getByText('Nequi, PSE, tarjeta o Bancolombia', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar y Enviar Comprobante' })).toBeVisible();

  await openWompiCheckout(page, 'Pagar en línea');
  const [link] = [...mock.links.values()].slice(-1);
  const { order } = (await (await context.request.get(`/api/orders/${orderId}`, { headers: await bearer(page) })).json()) as {
    order: { total: number };
  };
  expect(link.amount_in_cents).toBe(order.total * 100);
  await page.getByRole('button', { name: 'Aprobar pago' }).click();

  // Back on the order's page with Wompi's transaction id; no reload from here on.
  await expect.poll(() => pathnameOf(page), { timeout: 30_000 }).toBe(`/checkout/${orderId}`);
  expect(new URL(page.url()).searchParams.get('id')).toMatch(/.+/);
  await expect(page.getByText('¡Pago confirmado! Recibimos tu pago en línea.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Pago: Pagado')).toBeVisible();
  // The order holds the items now: the cart emptied as the shopper left for Wompi.
  await expect(page.getByRole('button', { name: 'Carrito, vacío' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar y Enviar Comprobante' })).toHaveCount(0);

  const mail = await mailTo(email, new RegExp(`Pago aprobado: pedido #${orderId}$`));
  expect(mail.text).toContain(`#${orderId}`);
  await context.close();
});

test('a declined payment says so, keeps the manual methods and can be tried again', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ ...PHONE, baseURL: app.baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signedInCustomer(context, context.request, 'rechazado');
  const orderId = await placeOrder(page, context.request, used);

  await openWompiCheckout(page, 'Pagar en línea');
  await page.getByRole('button', { name: 'Rechazar pago' }).click();
  await expect.poll(() => pathnameOf(page), { timeout: 30_000 }).toBe(`/checkout/${orderId}`);
  await expect(page.getByText('Tu pago en línea no fue aprobado.', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('También puedes pagar con otro método abajo', { exact: false })).toBeVisible();

  // The manual methods are still there: Nequi's Bre-B key, copied with its button.
  const key = page.getByTestId('breb-key').first();
  await expect(key).toBeVisible();
  const value = (await key.locator('.font-mono').textContent())!.trim();
  await key.getByRole('button', { name: /^Copiar Llave Bre-B/ }).click();
  await expect(key.getByText('Copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

  // 'Intentar de nuevo': Wompi again, approved this time.
  await openWompiCheckout(page, 'Intentar de nuevo');
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect.poll(() => pathnameOf(page), { timeout: 30_000 }).toBe(`/checkout/${orderId}`);
  await expect(page.getByText('¡Pago confirmado! Recibimos tu pago en línea.')).toBeVisible({ timeout: 30_000 });
  await context.close();
});

/** The customer's token as the page stored it, for reading her order through the API. */
async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate((key) => localStorage.getItem(key), storageKeys.customerToken);
  return { Authorization: `Bearer ${token}` };
}
