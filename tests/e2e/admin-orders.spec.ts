import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  acceptDataPolicyByApi,
  type APIRequestContext,
  expect,
  expectNoSeriousA11yViolations,
  logInStaff,
  type Page,
  test,
} from './fixtures';
import postgres from 'postgres';
import sharp from 'sharp';
import { storageKeys } from '../../lib/business';
import { formatCOP } from '../../lib/domain/money';
import { customerProofKey } from '../../lib/storage/keys';

/**
 * Both sides of an order after checkout: a customer orders and uploads a proof (through the API,
 * for speed), staff approve it in 'Órdenes' with the proof viewer, reject another one with a
 * reason, ship the first from 'Envíos' (national, carrier and tracking), edit the tracking, and
 * the customer finds it in 'Mis Envíos' and copies the tracking number; then staff mark it
 * delivered. Every step's e-mail must be in the outbox.
 *
 * Needs the e2e server's own database (TEST_DATABASE_URL mode): server.mjs writes its URL to
 * `.data/e2e-<port>/e2e-server.json`; the login code and the e-mails are read from email_outbox.
 */

const port = process.env.E2E_PORT ?? '3100';
const serverInfoFile = path.resolve(import.meta.dirname, '..', '..', '.data', `e2e-${port}`, 'e2e-server.json');

type Sql = ReturnType<typeof postgres>;
type Variant = { id: number; price: number; salePrice: number | null; inStock: boolean };
type Product = { name: string; variants: Variant[] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function databaseUrl(): string | null {
  return (JSON.parse(readFileSync(serverInfoFile, 'utf8')) as { databaseUrl: string | null }).databaseUrl;
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Every missing translation is logged by next-intl; none may appear on these screens. */
function collectMissingMessages(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('MISSING_MESSAGE')) missing.push(message.text());
  });
  return missing;
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

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A receipt photo as the browser would send it: WebP, well under 1 MB. */
function receiptWebp(total: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <text x="300" y="200" font-size="48" text-anchor="middle" fill="#14532d">Comprobante</text>
    <text x="300" y="400" font-size="56" text-anchor="middle" fill="#18181b">${formatCOP(total)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** A signed-in customer, an address, and `count` orders paid with an uploaded proof (pending confirmation). */
async function customerWithPaidOrders(request: APIRequestContext, sql: Sql, count: number) {
  const email = `cliente-ordenes-${Date.now()}@e2e.test`;
  await ok(await request.post('/api/auth/request-code', { data: { email } }));
  const { token } = await ok<{ token: string }>(
    await request.post('/api/auth/verify-code', { data: { email, code: await readLoginCode(sql, email) } }),
  );
  await acceptDataPolicyByApi(request, token);
  const headers = { Authorization: `Bearer ${token}` };
  const { address } = await ok<{ address: { id: number } }>(
    await request.post('/api/addresses', {
      headers,
      data: { recipientName: 'Ana Pérez', street: 'Av. 0 # 12-34', city: 'Cúcuta', state: 'Norte de Santander' },
    }),
  );
  const { products } = await ok<{ products: Product[] }>(await request.get('/api/products?limit=60'));
  const product = products.find((p) => p.variants.length === 1 && p.variants[0].inStock)!;
  const variant = product.variants[0];
  const { paymentMethods } = await ok<{ paymentMethods: { id: number }[] }>(await request.get('/api/payment-methods'));

  const orders: { id: number; total: number }[] = [];
  for (let i = 0; i < count; i++) {
    const { order } = await ok<{ order: { id: number; total: number } }>(
      await request.post('/api/orders', {
        headers,
        data: {
          items: [{ variantId: variant.id, quantity: 2, unitPrice: variant.salePrice ?? variant.price }],
          shippingAddressId: address.id,
        },
      }),
    );
    const { url, publicUrl } = await ok<{ url: string; publicUrl: string }>(
      await request.post('/api/customer/upload-url', {
        headers,
        data: { filename: customerProofKey(order.id), contentType: 'image/webp' },
      }),
    );
    const put = await request.put(url, { headers: { 'Content-Type': 'image/webp' }, data: await receiptWebp(order.total) });
    expect(put.ok(), `PUT proof → ${put.status()}`).toBe(true);
    await ok(
      await request.post(`/api/orders/${order.id}/confirm-payment`, {
        headers,
        data: { paymentMethodId: paymentMethods[0].id, paymentConfirmationUrl: publicUrl },
      }),
    );
    orders.push(order);
  }
  return { email, token, product, orders };
}

const emailKinds = async (sql: Sql, to: string) =>
  (await sql<{ kind: string }[]>`select kind from email_outbox where to_address = ${to} order by id`).map((r) => r.kind);

test.describe('orders and shipments, customer and staff', () => {
  test.use({ locale: 'es-CO', viewport: { width: 1280, height: 800 } });

  test('approve a proof, reject another, ship, track and deliver @postgres', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const url = databaseUrl();
    test.skip(!url, 'Needs TEST_DATABASE_URL: the login code and the e-mails are read from the database.');
    const sql = postgres(url!, { max: 1, onnotice: () => {} });
    const missing = collectMissingMessages(page);
    try {
      const { email, token, product, orders } = await customerWithPaidOrders(request, sql, 2);
      const [approved, rejected] = orders;

      // ---- Órdenes: the default tab is 'Pendiente de Confirmación'
      await logInStaff(page);
      await page.getByRole('navigation', { name: 'Secciones de administración' }).getByRole('link', { name: 'Órdenes' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Órdenes' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Pendiente de Confirmación' })).toHaveAttribute('aria-selected', 'true');
      const rowOf = (id: number) =>
        page.getByRole('row').filter({ has: page.getByRole('link', { name: `Ver detalles de la orden #${id}`, exact: true }) });
      await expect(rowOf(approved.id)).toBeVisible();
      await expect(rowOf(approved.id).getByRole('button', { name: `Aprobar la orden #${approved.id}` })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The proof beside the amount and the lines; approve from there.
      await rowOf(approved.id)
        .getByRole('button', { name: `Ver comprobante de la orden #${approved.id}` })
        .click();
      const viewer = page.getByRole('dialog', { name: `Comprobante de la orden #${approved.id}` });
      const proof = viewer.getByRole('img', { name: `Comprobante de pago de la orden #${approved.id}` });
      await expect(proof).toBeVisible();
      // Private proof: a signed, expiring address of the file, not the optimiser, and it really loads.
      await expect(proof).toHaveAttribute('src', /^\/files\/payment-confirmation\/order-\d+-\d+\.webp\?expires=\d+&sig=/);
      await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await expect(viewer.getByText(formatCOP(approved.total)).first()).toBeVisible();
      await expect(viewer.getByText(product.name)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await viewer.getByRole('button', { name: `Aprobar la orden #${approved.id}` }).click();
      // Issue 25 §3: approving asks first, with the number, the amount and the proof.
      const confirmApprove = page.getByRole('alertdialog', { name: `¿Aprobar el pago de la orden #${approved.id}?` });
      await expect(confirmApprove.getByText(formatCOP(approved.total))).toBeVisible();
      await expect(confirmApprove.getByRole('img', { name: `Comprobante de pago de la orden #${approved.id}` })).toBeVisible();
      await confirmApprove.getByRole('button', { name: 'Sí, aprobar' }).click();
      await expect(page.getByText(`Orden #${approved.id} aprobada con éxito.`)).toBeVisible();
      await expect(viewer).toBeHidden();
      await expect(rowOf(approved.id)).toHaveCount(0);

      // Reject the other one with a reason for the customer.
      await rowOf(rejected.id)
        .getByRole('button', { name: `Rechazar la orden #${rejected.id}` })
        .click();
      const rejectDialog = page.getByRole('alertdialog', { name: `Rechazar la orden #${rejected.id}` });
      await rejectDialog.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('El valor del comprobante no coincide con el total.');
      await rejectDialog.getByRole('button', { name: 'Rechazar orden' }).click();
      await expect(page.getByText(`Orden #${rejected.id} rechazada.`)).toBeVisible();
      await expect(rowOf(rejected.id)).toHaveCount(0);

      // The tab is in the address; 'Pagados' lists the approved order.
      await page.getByRole('tab', { name: 'Pagados' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('paid');
      await expect(rowOf(approved.id)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Pagados' })).toHaveAttribute('aria-selected', 'true');

      // ---- Envíos: the approved order waits under 'Pendientes de Envío'
      await page.getByRole('navigation', { name: 'Secciones de administración' }).getByRole('link', { name: 'Envíos' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Envíos' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Pendientes de Envío' })).toHaveAttribute('aria-selected', 'true');
      const card = page.getByRole('article', { name: `Pedido #${approved.id}`, exact: true });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: /^Ver 1 producto/ }).click();
      await expect(card.getByText(product.name)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await card.getByRole('button', { name: `Gestionar Envío del pedido #${approved.id}` }).click();
      const form = page.getByRole('dialog', { name: `Envío del pedido #${approved.id}` });
      // It starts on the method the order chose (a Cúcuta address: the local zone); staff may change it.
      await expect(form.getByRole('radio', { name: 'Domicilio' })).toBeChecked();
      await expect(form.getByText('El cliente eligió: Domicilio.')).toBeVisible();
      await form.getByRole('radio', { name: 'Envío Nacional' }).check();
      await expect(form.getByText('Ana Pérez')).toBeVisible();
      await form.getByRole('button', { name: 'Crear envío' }).click();
      await expect(form.getByText('La transportadora es requerida.')).toBeVisible();
      await expect(form.getByText('El número de guía es requerido.')).toBeVisible();
      // Switching the method empties the other fields.
      await form.getByRole('textbox', { name: 'Transportadora' }).fill('Envía');
      await form.getByRole('radio', { name: 'Domicilio' }).check();
      await expect(form.getByRole('textbox', { name: 'Nombre del conductor' })).toBeVisible();
      await form.getByRole('radio', { name: 'Envío Nacional' }).check();
      await expect(form.getByRole('textbox', { name: 'Transportadora' })).toHaveValue('');
      await form.getByRole('textbox', { name: 'Transportadora' }).fill('Servientrega');
      await form.getByRole('textbox', { name: 'Número de guía' }).fill('SV-1000');
      await form.getByRole('textbox', { name: 'Enlace de rastreo' }).fill('https://www.servientrega.com/rastreo');
      await expectNoSeriousA11yViolations(page);
      await form.getByRole('button', { name: 'Crear envío' }).click();
      await expect(page.getByText(`Envío para el pedido #${approved.id} creado con éxito.`)).toBeVisible();
      await expect(card).toHaveCount(0);

      // 'Envíos Realizados': edit sends only the national fields.
      await page.getByRole('tab', { name: 'Envíos Realizados' }).click();
      const shipped = page.getByRole('row').filter({ hasText: `Pedido #${approved.id}` });
      await expect(shipped).toContainText('Servientrega');
      await expect(shipped).toContainText('Enviado');
      await expectNoSeriousA11yViolations(page);
      await shipped.getByRole('button', { name: /^Editar el envío #\d+/ }).click();
      const edit = page.getByRole('dialog', { name: /^Editar envío #\d+$/ });
      await expect(edit.getByRole('textbox', { name: 'Número de guía' })).toHaveValue('SV-1000');
      await edit.getByRole('textbox', { name: 'Número de guía' }).fill('SV-2024-778899');
      const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/admin\/shipments\/\d+$/.test(r.url()));
      await edit.getByRole('button', { name: 'Guardar cambios' }).click();
      expect(Object.keys((await put).postDataJSON()).sort()).toEqual(['company', 'shippingMethod', 'trackingNumber', 'trackingUrl']);
      await expect(page.getByText(/^Envío #\d+ actualizado\.$/)).toBeVisible();
      await expect(shipped).toContainText('SV-2024-778899');

      // ---- the customer: 'Mis Envíos', copy the tracking number
      const customer = await browser.newContext({ locale: 'es-CO', permissions: ['clipboard-read', 'clipboard-write'] });
      await customer.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKeys.customerToken, token] as const);
      const customerPage = await customer.newPage();
      await customerPage.goto('/perfil');
      await customerPage.getByRole('tab', { name: 'Mis Envíos' }).click();
      const shipment = customerPage.getByRole('article', { name: `Pedido #${approved.id}`, exact: true });
      await expect(shipment).toContainText('Servientrega');
      await expect(shipment).toContainText('SV-2024-778899');
      await shipment.getByRole('button', { name: 'Copiar número de guía' }).click();
      await expect(customerPage.getByText('Número de guía copiado')).toBeVisible();
      expect(await customerPage.evaluate(() => navigator.clipboard.readText())).toBe('SV-2024-778899');
      await customer.close();

      // ---- staff mark it delivered
      await shipped.getByRole('button', { name: `Marcar entregado el pedido #${approved.id}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, fue entregado' }).click();
      await expect(page.getByText(`Pedido #${approved.id} marcado como entregado.`)).toBeVisible();
      await expect(shipped).toContainText('Entregado');

      // The order's detail: customer, history with who and the rejection note elsewhere.
      await page.goto(`/admin/orders/${approved.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Orden #${approved.id}` })).toBeVisible();
      await expect(page.getByRole('link', { name: email })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Historial' })).toContainText('Pendiente de confirmación → Pagado');
      await expectNoSeriousA11yViolations(page);
      await page.goto(`/admin/orders/${rejected.id}`);
      await expect(page.getByRole('region', { name: 'Historial' })).toContainText('El valor del comprobante no coincide con el total.');

      // ---- every step's e-mail is in the outbox
      await expect
        .poll(() => emailKinds(sql, email))
        .toEqual(
          expect.arrayContaining([
            'order_received',
            'payment_approved',
            'payment_rejected',
            'order_shipped',
            'shipment_updated',
            'order_delivered',
          ]),
        );
      const proofs =
        await sql`select 1 from email_outbox where kind = 'proof_received' and subject = ${`Comprobante de pago del pedido #${approved.id}`}`;
      expect(proofs.length).toBe(1);
      expect(missing).toEqual([]);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});

test.describe('orders and shipments on a phone', () => {
  test.use({ locale: 'es-CO', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the lists become cards and nothing scrolls sideways at 360 px', async ({ page }) => {
    const missing = collectMissingMessages(page);
    await logInStaff(page);
    // The dashboard's cards.
    await expect(page.getByRole('heading', { level: 2, name: 'Pagos por confirmar' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Ventas de este mes' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin/orders?tab=all');
    await expect(page.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Órdenes: Todos' }).or(page.getByText('No hay órdenes en esta pestaña.'))).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin/shipments?tab=shipped');
    await expect(page.getByRole('tab', { name: 'Envíos Realizados' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Envíos Realizados' }).or(page.getByText('Todavía no hay envíos.'))).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    expect(missing).toEqual([]);
  });
});
