import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { formatCOP } from '../../lib/domain/money';
import { readSuiteLoginCode } from '../helpers/e2e-server';
import {
  acceptDataPolicyByApi,
  type APIRequestContext,
  expect,
  type Page,
  test,
  logInStaff,
  staffToken,
  watchConsoleErrors,
} from './fixtures';

/**
 * Issue 23 §3 "A payment link for every order", on a phone: an order placed by API; staff open it
 * in the back office and take its link (Copiar, Enviar por WhatsApp to the customer's mobile); a
 * FRESH browser (nobody signed in) opens /pagar/<token>, sees the total and the IVA breakdown,
 * uploads a proof and reaches the confirmation; staff then see it pending confirmation. Restores
 * the stock afterwards (the order is rejected). Garbage tokens are the store's plain 404.
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-CO' };
const pathnameOf = (page: Page) => new URL(page.url()).pathname;

type Order = { id: number; total: number; iva: { base: number; iva: number; total: number } };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A customer with a mobile on her address and one unpaid order of one unit, placed through the API. */
async function orderByApi(request: APIRequestContext): Promise<{ order: Order; customerToken: string }> {
  const email = `enlace-pago-${Date.now()}@e2e.test`;
  await ok(await request.post('/api/auth/request-code', { data: { email } }));
  const { token } = await ok<{ token: string }>(
    await request.post('/api/auth/verify-code', { data: { email, code: await readSuiteLoginCode(email) } }),
  );
  await acceptDataPolicyByApi(request, token);
  const headers = { Authorization: `Bearer ${token}` };
  const { address } = await ok<{ address: { id: number } }>(
    await request.post('/api/addresses', {
      headers,
      data: {
        recipientName: 'Luz Marina Peña',
        street: 'Calle 9 # 3-21',
        city: 'Cúcuta',
        state: 'Norte de Santander',
        phone: '315 444 0101',
      },
    }),
  );
  const { products } = await ok<{ products: { variants: { id: number; price: number; salePrice: number | null; inStock: boolean }[] }[] }>(
    await request.get('/api/products?limit=60'),
  );
  const variant = products.find((p) => p.variants.length === 1 && p.variants[0].inStock)!.variants[0];
  const { order } = await ok<{ order: Order }>(
    await request.post('/api/orders', {
      headers,
      data: {
        items: [{ variantId: variant.id, quantity: 1, unitPrice: variant.salePrice ?? variant.price }],
        shippingAddressId: address.id,
      },
    }),
  );
  return { order, customerToken: token };
}

async function receiptPhoto(): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'proof-')), 'comprobante.jpg');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="100%" height="100%" fill="#fff"/>
    <text x="450" y="500" font-size="80" text-anchor="middle" fill="#14532d">Comprobante</text></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(file);
  return file;
}

test.describe('payment link, on a phone', () => {
  test.use(phone);

  test('staff take the link; a stranger to the session pays from it; staff see the proof waiting', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const { order, customerToken } = await orderByApi(request);
    const adminToken = await staffToken(request);
    try {
      // Staff: the order's detail carries the link, a copy button and WhatsApp to the customer's mobile.
      await logInStaff(page);
      await page.goto(`/admin/orders/${order.id}`);
      const section = page.getByRole('region', { name: 'Enlace de pago' });
      await expect(section).toBeVisible();
      const link = (await section.getByTestId('payment-link').textContent())!.trim();
      expect(new URL(link).pathname).toMatch(/^\/pagar\/[\w-]+\.[\w-]+\.[\w-]+$/);
      await expect(section.getByRole('button', { name: `Copiar el enlace de pago del pedido #${order.id}` })).toBeVisible();
      const whatsapp = section.getByRole('link', { name: 'Enviar por WhatsApp' });
      const href = (await whatsapp.getAttribute('href'))!;
      expect(href.startsWith('https://wa.me/573154440101?text=')).toBe(true);
      const message = new URL(href).searchParams.get('text')!;
      expect(message).toContain(`#${order.id}`);
      expect(message).toContain(formatCOP(order.total));
      expect(message).toContain(link);
      expect(message).toMatch(/^Hola /);

      // A fresh browser, nobody signed in: the link opens the payment steps.
      const stranger = await browser.newContext({ ...phone, baseURL: test.info().project.use.baseURL });
      try {
        const payer = await stranger.newPage();
        const consoleErrors = watchConsoleErrors(payer);
        await payer.goto(new URL(link).pathname);
        await expect(payer.getByRole('heading', { level: 1, name: `Confirmar Pago del Pedido #${order.id}` })).toBeVisible();
        const step1 = payer.getByRole('region', { name: /Realiza tu pago/ });
        await expect(step1.locator('strong', { hasText: formatCOP(order.total) })).toBeVisible();
        const iva = step1.getByTestId('iva-breakdown');
        await expect(iva).toBeVisible();
        await expect(iva.getByRole('row').last()).toHaveText(
          `Total${formatCOP(order.iva.base)}${formatCOP(order.iva.iva)}${formatCOP(order.total)}`,
        );
        // Nothing of the customer's: not the street, not the recipient.
        await expect(payer.getByText('Calle 9')).toHaveCount(0);
        await expect(payer.getByText('Luz Marina')).toHaveCount(0);
        expect(await payer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        // Hydrated as the server rendered it: no React #418 (dates, amounts in another time zone or format).
        await expect(payer.getByRole('button', { name: 'Confirmar y Enviar Comprobante' })).toBeDisabled();
        expect(consoleErrors).toEqual([]);

        const submit = payer.getByRole('button', { name: 'Confirmar y Enviar Comprobante' });
        await expect(submit).toBeDisabled();
        await payer.getByRole('radio').first().check();
        await payer.getByLabel('Comprobante de pago').setInputFiles(await receiptPhoto());
        await expect(submit).toBeEnabled();
        await submit.click();
        await expect(payer.getByText(`Hemos recibido la notificación de tu pago para el pedido #${order.id}`)).toBeVisible({
          timeout: 30_000,
        });
        await expect(payer.getByText('¡Gracias! Hemos recibido tu comprobante.').first()).toBeVisible();
        await expect(payer.getByRole('link', { name: 'Ir a Mi Perfil' })).toHaveCount(0);
        expect(pathnameOf(payer)).toBe(new URL(link).pathname);
        await payer.screenshot({ path: '/tmp/payment-link-confirmed.png', fullPage: true });

        // The same link again: the status, read-only, no form.
        await payer.reload();
        await expect(payer.getByText(`Hemos recibido la notificación de tu pago para el pedido #${order.id}`)).toBeVisible();
        await expect(payer.getByRole('button', { name: 'Confirmar y Enviar Comprobante' })).toHaveCount(0);

        // Garbage and forged tokens: the store's plain 404.
        for (const bad of ['/pagar/hola', `${new URL(link).pathname.slice(0, -3)}AAA`]) {
          const res = await payer.goto(bad);
          expect(res?.status(), bad).toBe(404);
          await expect(payer.getByRole('heading', { level: 1 })).not.toContainText(String(order.id));
        }
      } finally {
        await stranger.close();
      }

      // Staff: waiting for confirmation, and the link is gone.
      await page.reload();
      await expect(page.getByText(/Pendiente de confirmación/i).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Enlace de pago' })).toHaveCount(0);
    } finally {
      // The unit goes back on the shelf (rejected once the proof is in; else the customer cancels it).
      const rejected = await request.post(`/api/admin/orders/${order.id}/reject`, {
        headers: { Authorization: `Bearer ${adminToken}` },
        data: { reason: 'Prueba del enlace de pago' },
      });
      if (!rejected.ok()) await request.post(`/api/orders/${order.id}/cancel`, { headers: { Authorization: `Bearer ${customerToken}` } });
    }
  });
});
