import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import {
  acceptDataPolicyByApi,
  type APIRequestContext,
  E2E_ADMIN,
  expect,
  expectNoSeriousA11yViolations,
  test,
  logInStaff,
} from './fixtures';
import { formatCOP } from '../../lib/domain/money';

/**
 * Issue 21 "Cash on delivery", staff's side (docs/delivery.md): a shopper in Cúcuta orders with
 * cash on delivery (through the API, for speed); the order is in staff's pending list at once,
 * with no proof to approve; staff ship it before it is paid (local delivery, the driver's phone),
 * record the cash the driver brought back, and the order reads paid and delivered, with every step
 * in its history and the customer's e-mails in the outbox.
 *
 * Needs the e2e server's own database (TEST_DATABASE_URL mode) for the login code and e-mails.
 */

const port = process.env.E2E_PORT ?? '3100';
const serverInfoFile = path.resolve(import.meta.dirname, '..', '..', '.data', `e2e-${port}`, 'e2e-server.json');
type Sql = ReturnType<typeof postgres>;
type Variant = { id: number; price: number; salePrice: number | null; inStock: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const databaseUrl = () => (JSON.parse(readFileSync(serverInfoFile, 'utf8')) as { databaseUrl: string | null }).databaseUrl;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function readLoginCode(sql: Sql, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const rows = await sql<{ subject: string }[]>`
      select subject from email_outbox where to_address = ${email} and kind = 'login_code' order by id desc limit 1`;
    const code = rows[0]?.subject.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await sleep(200);
  }
  throw new Error(`No login code e-mail for ${email}`);
}

/** A customer in Cúcuta (the demo zone offers cash on delivery) and one COD order; elsewhere, an ordinary one. */
async function cashOnDeliveryOrder(request: APIRequestContext, sql: Sql, where = { city: 'Cúcuta', state: 'Norte de Santander' }) {
  const cod = where.city === 'Cúcuta';
  const email = `cliente-${cod ? 'contraentrega' : 'porconfirmar'}-${Date.now()}@e2e.test`;
  await ok(await request.post('/api/auth/request-code', { data: { email } }));
  const { token } = await ok<{ token: string }>(
    await request.post('/api/auth/verify-code', { data: { email, code: await readLoginCode(sql, email) } }),
  );
  await acceptDataPolicyByApi(request, token);
  const headers = { Authorization: `Bearer ${token}` };
  const { address } = await ok<{ address: { id: number } }>(
    await request.post('/api/addresses', {
      headers,
      data: { recipientName: 'Rosa Contreras', street: 'Calle 10 # 4-56', ...where, phone: '310 555 0101' },
    }),
  );
  const { products } = await ok<{ products: { name: string; variants: Variant[] }[] }>(await request.get('/api/products?limit=60'));
  const variant = products.find((p) => p.variants.length === 1 && p.variants[0].inStock)!.variants[0];
  const { order } = await ok<{ order: { id: number; total: number; subtotal: number; shippingFee: number | null; paymentStatus: string } }>(
    await request.post('/api/orders', {
      headers,
      data: {
        items: [{ variantId: variant.id, quantity: 1, unitPrice: variant.salePrice ?? variant.price }],
        shippingAddressId: address.id,
        ...(cod ? { deliveryOption: 'local_delivery', cashOnDelivery: true } : {}),
      },
    }),
  );
  return { email, order };
}

test.describe('cash on delivery in the back office', () => {
  test.use({ locale: 'es-CO', viewport: { width: 1280, height: 900 } });

  test('a COD order reaches staff at once, is shipped before it is paid, and the cash is recorded @postgres', async ({ page, request }) => {
    test.setTimeout(180_000);
    const url = databaseUrl();
    test.skip(!url, 'Needs TEST_DATABASE_URL: the login code and the e-mails are read from the database.');
    const sql = postgres(url!, { max: 1, onnotice: () => {} });
    const missing: string[] = [];
    page.on('console', (m) => (m.text().includes('MISSING_MESSAGE') ? missing.push(m.text()) : undefined));
    try {
      const { email, order } = await cashOnDeliveryOrder(request, sql);
      expect(order.paymentStatus).toBe('pending_confirmation');

      await logInStaff(page, E2E_ADMIN.email, E2E_ADMIN.password);

      // In the default tab at once: cash on delivery, nothing to approve, a way to manage it.
      await page.goto('/admin/orders');
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: `Ver detalles de la orden #${order.id}`, exact: true }) });
      await expect(row).toContainText('Contra entrega');
      await expect(row).toContainText(`Domicilio: ${formatCOP(order.shippingFee!)}`);
      await expect(row.getByRole('button', { name: `Aprobar la orden #${order.id}` })).toHaveCount(0);
      await row.getByRole('link', { name: `Gestionar la orden #${order.id} (contra entrega)` }).click();

      await expect(page.getByRole('heading', { level: 1, name: `Orden #${order.id}` })).toBeVisible();
      const payment = page.getByRole('region', { name: 'Pago', exact: true });
      await expect(payment.getByText('Pago contra entrega').first()).toBeVisible();
      await expect(payment).toContainText(formatCOP(order.subtotal));
      await expect(payment).toContainText(formatCOP(order.total));
      await expect(page.getByRole('button', { name: 'Registrar pago' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      // Shipped before it is paid: the dialog starts on local delivery; the driver's phone is optional.
      await page.getByRole('group', { name: 'Acciones de la orden' }).getByRole('button', { name: 'Gestionar Envío' }).click();
      const form = page.getByRole('dialog', { name: `Envío del pedido #${order.id}` });
      await expect(form.getByRole('radio', { name: 'Domicilio' })).toBeChecked();
      await form.getByRole('textbox', { name: 'Nombre del conductor' }).fill('Carlos Ruiz');
      await form.getByRole('textbox', { name: 'Teléfono del conductor' }).fill('300 123 4567');
      await form.getByRole('button', { name: 'Crear envío' }).click();
      await expect(page.getByText(`Envío para el pedido #${order.id} creado con éxito.`)).toBeVisible();
      await expect(page.getByText('Pendiente de confirmación').first()).toBeVisible();

      // The driver is back: record the cash.
      await page.getByRole('button', { name: 'Registrar pago' }).click();
      const cash = page.getByRole('dialog', { name: `Registrar el pago contra entrega de la orden #${order.id}` });
      await expect(cash.getByRole('textbox', { name: 'Monto recibido' })).toHaveValue(String(order.total));
      await expectNoSeriousA11yViolations(page);
      await cash.getByRole('button', { name: 'Registrar pago' }).click();
      await expect(page.getByText(`Pago de la orden #${order.id} registrado.`)).toBeVisible();

      const history = page.getByRole('region', { name: 'Historial' });
      await expect(history).toContainText(`Pago contra entrega: ${formatCOP(order.total)} recibido`);
      await expect(history).toContainText('Pendiente de confirmación → Pagado');
      await expect(history).toContainText('Enviado → Entregado');
      await expect(payment).toContainText('Efectivo recibido');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: '/tmp/hcod-cod-detail.png', fullPage: true });

      await expect
        .poll(async () =>
          (await sql<{ kind: string }[]>`select kind from email_outbox where to_address = ${email} order by id`).map((r) => r.kind),
        )
        .toEqual(expect.arrayContaining(['order_received', 'order_shipped', 'cash_payment_received']));
      expect(missing).toEqual([]);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });

  test("staff set the fee of a 'por confirmar' order; the customer is e-mailed the new total @postgres", async ({ page, request }) => {
    test.setTimeout(120_000);
    const url = databaseUrl();
    test.skip(!url, 'Needs TEST_DATABASE_URL: the login code and the e-mails are read from the database.');
    const sql = postgres(url!, { max: 1, onnotice: () => {} });
    try {
      // Leticia (Amazonas) is in no demo rule: 'por confirmar', total = subtotal.
      const { email, order } = await cashOnDeliveryOrder(request, sql, { city: 'Leticia', state: 'Amazonas' });
      expect(order.shippingFee).toBeNull();
      await logInStaff(page, E2E_ADMIN.email, E2E_ADMIN.password);

      await page.goto('/admin/orders?tab=all');
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: `Ver detalles de la orden #${order.id}`, exact: true }) });
      await expect(row).toContainText('Envío: Por confirmar');
      await page.goto(`/admin/orders/${order.id}`);
      const payment = page.getByRole('region', { name: 'Pago', exact: true });
      await expect(payment).toContainText('Por confirmar');
      await payment.getByRole('button', { name: 'Fijar costo de envío' }).click();
      const dialog = page.getByRole('dialog', { name: `Costo de envío de la orden #${order.id}` });
      await dialog.getByRole('textbox', { name: 'Costo de envío' }).fill('45.000');
      await expect(dialog).toContainText(`Nuevo total: ${formatCOP(order.subtotal + 45_000)}`);
      // The note is required.
      await dialog.getByRole('button', { name: 'Guardar y avisar al cliente' }).click();
      await expect(dialog.getByText('Escribe una nota para el cliente.')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Nota para el cliente' }).fill('Envío aéreo a Leticia');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: '/tmp/hcod-fee-dialog.png' });
      await dialog.getByRole('button', { name: 'Guardar y avisar al cliente' }).click();
      await expect(page.getByText(`Costo de envío de la orden #${order.id} actualizado.`)).toBeVisible();
      await expect(payment).toContainText(formatCOP(order.subtotal + 45_000));
      await expect(page.getByRole('region', { name: 'Historial' })).toContainText('Costo de envío: Por confirmar → $');
      await expect
        .poll(async () =>
          (
            await sql<{ subject: string }[]>`select subject from email_outbox where to_address = ${email} and kind = 'shipping_fee_changed'`
          ).map((r) => r.subject),
        )
        .toEqual([`Nuevo total de tu pedido #${order.id}`]);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});
