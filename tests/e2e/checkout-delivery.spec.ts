import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatCOP } from '../../lib/domain/money';
import { storageKeys } from '../../lib/browser-storage-keys';
import { readSuiteLoginCode } from '../helpers/e2e-server';
import { customerWithAddress, fillCart as fillCartWith, openCheckout } from './customer-helpers';
import {
  acceptDataPolicy,
  addAddressByApi,
  type APIRequestContext,
  CUCUTA_ADDRESS,
  expect,
  expectNoSeriousA11yViolations,
  type Page,
  pathnameOf,
  signInNewCustomerByApi,
  staffToken,
  test,
} from './fixtures';
import sharp from 'sharp';

/**
 * Issue 21 on a phone, the shopper's side: the checkout shows the delivery options the address
 * allows with their fees and the total before the order exists (demo rules, db/seed-data.ts:
 * Cúcuta $ 5.000 with cash on delivery; Villa del Rosario y Los Patios $ 8.000, minimum $ 50.000,
 * free from $ 250.000; pickup free).
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const VILLA = 'Villa del Rosario y Los Patios';

const used = new Set<number>();
const fillCart = (page: Page, request: APIRequestContext, min: number, max: number) => fillCartWith(page, request, min, max, used);

async function receiptPhoto(): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'proof-')), 'comprobante.jpg');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><rect width="100%" height="100%" fill="#fff"/><text x="400" y="500" font-size="80" text-anchor="middle">Pagado</text></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(file);
  return file;
}

test.describe('delivery at checkout, on a phone', () => {
  test.use({ locale: 'es-CO', permissions: ['clipboard-read', 'clipboard-write'], ...phone });

  test('Villa del Rosario: new address with phone → Domicilio $ 8.000 → total → payment page breakdown → proof', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const subtotal = await fillCart(page, request, 55_000, 120_000);
    const email = `villa-${Date.now()}@e2e.test`;

    await page.goto('/carrito');
    await expect(page.getByText('El costo del envío se calcula en el siguiente paso.')).toBeVisible();
    // Signed out: the public rules' line.
    await expect(page.getByText(`Domicilio gratis en Cúcuta desde ${formatCOP(150_000)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Continuar con la compra' }).click();
    const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await login.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await login.getByRole('button', { name: 'Enviar código' }).click();
    const codeField = login.getByRole('textbox', { name: 'Código de acceso' });
    await expect(codeField).toBeVisible();
    await codeField.fill(await readSuiteLoginCode(email));
    await login.getByRole('button', { name: 'Ingresar' }).click();
    await acceptDataPolicy(login);

    const addressDialog = page.getByRole('dialog', { name: 'Nueva dirección de envío' });
    await addressDialog.getByRole('textbox', { name: 'Quién recibe' }).fill('Luis Carvajal');
    await addressDialog.getByRole('textbox', { name: 'Teléfono de quien recibe' }).fill('315 222 3344');
    await addressDialog.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calle 6 # 8-10, La Parada');
    await addressDialog.getByRole('combobox', { name: 'Departamento' }).fill('Norte de S');
    await addressDialog.getByRole('option', { name: 'Norte de Santander' }).click();
    await addressDialog.getByRole('combobox', { name: 'Ciudad o municipio' }).fill('Villa del R');
    await addressDialog.getByRole('option', { name: 'Villa del Rosario' }).click();
    await addressDialog.getByRole('button', { name: 'Guardar dirección' }).click();

    const picker = page.getByRole('dialog', { name: '¿A dónde enviamos tu pedido?' });
    await expect(picker.getByRole('radio', { name: /Luis Carvajal/ })).toBeChecked();
    const local = picker.getByRole('radio', { name: /^Domicilio/ });
    await expect(local).toBeChecked();
    await expect(local).toBeEnabled();
    const localCard = picker.locator('label').filter({ has: page.getByRole('radio', { name: /^Domicilio/ }) });
    await expect(localCard).toContainText(VILLA);
    await expect(localCard).toContainText(formatCOP(8_000));
    await expect(localCard).toContainText(/Llega (hoy|mañana|el )/);
    await expect(localCard).toContainText('Puedes pagar contra entrega');
    await expect(picker.locator('label').filter({ has: page.getByRole('radio', { name: /^Recoger en tienda/ }) })).toContainText('Gratis');
    // National shipping is never offered inside a local zone.
    await expect(picker.getByRole('radio', { name: /^Envío Nacional/ })).toHaveCount(0);

    const totals = picker.getByRole('group', { name: 'Resumen del pago' });
    await expect(totals).toContainText(`Subtotal${formatCOP(subtotal)}`);
    await expect(totals).toContainText(`Domicilio${formatCOP(8_000)}`);
    await expect(totals).toContainText(`Total${formatCOP(subtotal + 8_000)}`);
    await page.screenshot({ path: '/tmp/checkout-delivery-villa.png', fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click();
    await expect.poll(() => pathnameOf(page)).toMatch(/^\/checkout\/\d+$/);
    const orderId = pathnameOf(page).split('/').pop()!;
    const step1 = page.getByRole('region', { name: /Realiza tu pago/ });
    // The total first; the IVA breakdown's Total row repeats it (issue 26 on the payment page).
    await expect(step1.getByText(formatCOP(subtotal + 8_000), { exact: true }).first()).toBeVisible();
    await expect(step1.getByText(`Productos: ${formatCOP(subtotal)}`)).toBeVisible();
    await expect(step1.getByText(`Envío (${VILLA}): ${formatCOP(8_000)}`)).toBeVisible();

    // 'Copiar' beside the total and every number of the instructions.
    await step1.getByRole('button', { name: `Copiar ${formatCOP(subtotal + 8_000)}` }).click();
    await expect(step1.getByRole('button', { name: `Copiado: ${formatCOP(subtotal + 8_000)}` })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(subtotal + 8_000));
    const nequiNumber = step1.getByRole('button', { name: /^Copiar 3\d\d \d{3} \d{4}$/ }).first();
    await nequiNumber.click();
    await expect(step1.getByText('Copiado').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^3\d{9}$/);
    await expect(step1.getByRole('button', { name: 'Copiar 123-456789-01' })).toBeVisible();

    // No floating WhatsApp button over the submit button on a phone.
    await expect(page.getByRole('link', { name: /Escríbenos por WhatsApp/ })).toBeHidden();
    await page.screenshot({ path: '/tmp/checkout-delivery-payment.png', fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('radio').first().check();
    await page.getByLabel('Comprobante de pago').setInputFiles(await receiptPhoto());
    await page.getByRole('button', { name: 'Confirmar y Enviar Comprobante' }).click();
    await expect.poll(() => pathnameOf(page), { timeout: 30_000 }).toBe(`/orden-confirmada/${orderId}`);
    await expect(page.getByText(`Hemos recibido la notificación de tu pago para el pedido #${orderId}`)).toBeVisible();
  });

  test('store pickup: Gratis, and the order total is the subtotal', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { headers } = await customerWithAddress(page, request, 'recoge', 'Cúcuta');
    const subtotal = await fillCart(page, request, 15_000, 60_000);
    const picker = await openCheckout(page);
    await expect(picker.getByRole('radio', { name: /^Domicilio/ })).toBeChecked();
    const pickup = picker.getByRole('radio', { name: /^Recoger en tienda/ });
    await pickup.check();
    const pickupCard = picker.locator('label').filter({ has: page.getByRole('radio', { name: /^Recoger en tienda/ }) });
    await expect(pickupCard).toContainText('Gratis');
    await expect(pickupCard).toContainText(/Listo (hoy|mañana|el .+) a las/);
    await expect(pickupCard).toContainText('Av. 7 # 12-45');
    const totals = picker.getByRole('group', { name: 'Resumen del pago' });
    await expect(totals).toContainText(`Recoger en tiendaGratis`);
    await expect(totals).toContainText(`Total${formatCOP(subtotal)}`);
    // Pickup is paid by transfer: no cash-on-delivery choice.
    await expect(picker.getByRole('radio', { name: /^Pago contra entrega/ })).toHaveCount(0);

    await picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click();
    await expect.poll(() => pathnameOf(page)).toMatch(/^\/checkout\/\d+$/);
    const orderId = pathnameOf(page).split('/').pop()!;
    await expect(page.getByText('Recoges en la tienda: sin costo de envío')).toBeVisible();
    const { order } = (await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as {
      order: { deliveryOption: string; shippingFee: number; subtotal: number; total: number; cashOnDelivery: boolean };
    };
    expect(order).toMatchObject({ deliveryOption: 'pickup', shippingFee: 0, subtotal, total: subtotal, cashOnDelivery: false });
  });

  test('a town no rule covers: the payment page waits for the fee, then shows it and takes the proof (issue 34 §2)', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { token, headers } = await signInNewCustomerByApi(request, 'leticia');
    await addAddressByApi(request, headers, { ...CUCUTA_ADDRESS, city: 'Leticia', state: 'Amazonas' });
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKeys.customerToken, token] as const);
    const subtotal = await fillCart(page, request, 15_000, 60_000);
    const picker = await openCheckout(page);
    await picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click();
    await expect.poll(() => pathnameOf(page)).toMatch(/^\/checkout\/\d+$/);
    const orderId = pathnameOf(page).split('/').pop()!;

    // Nothing to pay yet: the page says so and offers no proof.
    await expect(page.getByRole('heading', { name: 'Estamos calculando el valor del envío' })).toBeVisible();
    await expect(page.getByText('Envío por confirmar: te avisaremos el valor antes de que pagues')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirmar y Enviar Comprobante' })).toHaveCount(0);
    // Nor how to pay: no method to choose, no QR to scan.
    await expect(page.getByRole('radio')).toHaveCount(0);
    await page.screenshot({ path: '/tmp/checkout-fee-pending.png', fullPage: true });

    // Staff set the fee; the page she comes back to shows it and the new total, and takes the proof.
    const staff = { Authorization: `Bearer ${await staffToken(request)}` };
    const set = await request.put(`/api/admin/orders/${orderId}/shipping-fee`, {
      headers: staff,
      data: { shippingFee: 45_000, note: 'Envío por transportadora a Leticia' },
    });
    expect(set.status(), await set.text()).toBe(200);
    await page.reload();
    await expect(page.getByText(`Envío: ${formatCOP(45_000)}`)).toBeVisible();
    await expect(page.getByText(formatCOP(subtotal + 45_000)).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirmar y Enviar Comprobante' })).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeVisible();
    await page.screenshot({ path: '/tmp/checkout-fee-set.png', fullPage: true });
  });

  test('cash on delivery in Cúcuta: the order is confirmed with no proof to upload', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { headers } = await customerWithAddress(page, request, 'contraentrega', 'Cúcuta');
    const subtotal = await fillCart(page, request, 20_000, 100_000);
    const picker = await openCheckout(page);
    await expect(picker.getByRole('radio', { name: /^Domicilio/ })).toBeChecked();
    await picker.getByRole('radio', { name: /^Pago contra entrega/ }).check();
    await expect(picker.getByRole('group', { name: 'Resumen del pago' })).toContainText(`Total${formatCOP(subtotal + 5_000)}`);
    await page.screenshot({ path: '/tmp/checkout-delivery-cod.png', fullPage: true });
    await picker.getByRole('button', { name: 'Confirmar pedido contra entrega' }).click();

    await expect.poll(() => pathnameOf(page)).toMatch(/^\/orden-confirmada\/\d+$/);
    const orderId = pathnameOf(page).split('/').pop()!;
    expect(new URL(page.url()).searchParams.get('pago')).toBe('contra-entrega');
    await expect(page.getByText(`Recibimos tu pedido #${orderId} con pago contra entrega.`)).toBeVisible();
    await expect(page.getByLabel('Comprobante de pago')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.cart)).toBe('[]');
    const { order } = (await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as {
      order: { deliveryOption: string; shippingFee: number; total: number; cashOnDelivery: boolean };
    };
    expect(order).toMatchObject({ deliveryOption: 'local_delivery', shippingFee: 5_000, total: subtotal + 5_000, cashOnDelivery: true });

    // Its payment page asks for nothing either.
    await page.goto(`/checkout/${orderId}`);
    await expect(page.getByText(/Este pedido se paga contra entrega/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirmar y Enviar Comprobante' })).toHaveCount(0);
  });

  test('Villa del Rosario under the $ 50.000 minimum: the missing amount, and pickup instead', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { headers } = await customerWithAddress(page, request, 'minimo', 'Villa del Rosario');
    const subtotal = await fillCart(page, request, 10_000, 45_000);

    // The cart knows the default address: what is missing for free delivery there.
    await page.goto('/carrito');
    await expect(page.getByText(`Te faltan ${formatCOP(250_000 - subtotal)} para el domicilio gratis`)).toBeVisible();

    const picker = await openCheckout(page);
    const local = picker.getByRole('radio', { name: /^Domicilio/ });
    await expect(local).toBeDisabled();
    await expect(picker.locator('label').filter({ has: page.getByRole('radio', { name: /^Domicilio/ }) })).toContainText(
      `Pedido mínimo para domicilio: ${formatCOP(50_000)}. Te faltan ${formatCOP(50_000 - subtotal)}.`,
    );
    await expect(picker.getByRole('radio', { name: /^Recoger en tienda/ })).toBeChecked();
    await expect(picker.getByRole('group', { name: 'Resumen del pago' })).toContainText(`Total${formatCOP(subtotal)}`);
    await page.screenshot({ path: '/tmp/checkout-delivery-minimum.png', fullPage: true });
    await picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click();
    await expect.poll(() => pathnameOf(page)).toMatch(/^\/checkout\/\d+$/);
    const orderId = pathnameOf(page).split('/').pop()!;
    const { order } = (await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as {
      order: { deliveryOption: string; total: number };
    };
    expect(order).toMatchObject({ deliveryOption: 'pickup', total: subtotal });
    await expect(page.getByRole('link', { name: /Escríbenos por WhatsApp/ })).toHaveCount(0);
  });
  test('a fee that went up since it was shown: 409, the new figures, and the shopper confirms', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { headers } = await customerWithAddress(page, request, 'tarifa', 'Cúcuta');
    const subtotal = await fillCart(page, request, 20_000, 100_000);
    // The quote the shopper saw was made before staff raised Cúcuta's fee: it said $ 3.000.
    await page.route('**/api/delivery/quote', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { quote: { options: { option: string; fee: number | null; total: number | null }[] } };
      for (const o of body.quote.options) if (o.option === 'local_delivery') Object.assign(o, { fee: 3_000, total: subtotal + 3_000 });
      await route.fulfill({ response, json: body });
    });
    const picker = await openCheckout(page);
    const totals = picker.getByRole('group', { name: 'Resumen del pago' });
    await expect(totals).toContainText(`Total${formatCOP(subtotal + 3_000)}`);
    await picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click();

    await expect(picker.getByText(`El costo del envío cambió de ${formatCOP(3_000)} a ${formatCOP(5_000)}`)).toBeVisible();
    await expect(totals).toContainText(`Total${formatCOP(subtotal + 5_000)}`);
    expect(pathnameOf(page)).toBe('/carrito');
    await picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click();
    await expect.poll(() => pathnameOf(page)).toMatch(/^\/checkout\/\d+$/);
    const orderId = pathnameOf(page).split('/').pop()!;
    const { order } = (await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as {
      order: { shippingFee: number; total: number };
    };
    expect(order).toMatchObject({ shippingFee: 5_000, total: subtotal + 5_000 });
  });
});
