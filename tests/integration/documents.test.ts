import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as adminReceiptRoute } from '@/app/api/admin/orders/[id]/receipt/route';
import { PATCH as patchSettingsRoute } from '@/app/api/admin/settings/route';
import { POST as postZoneRoute } from '@/app/api/admin/delivery-zones/route';
import { GET as receiptRoute } from '@/app/api/orders/[id]/receipt/route';
import { POST as placeOrderRoute } from '@/app/api/orders/route';
import { POST as quoteRoute } from '@/app/api/quotes/route';
import { seedDeliveryZones } from '@/db/seed-data';
import { clearDocumentCache } from '@/lib/documents/cache';
import { addDays, colombiaDate } from '@/lib/documents/model';
import { documentDate } from '@/lib/documents/rows';
import type { RouteHandler } from '@/lib/http/route';
import { useOrderFixture } from '../helpers/orders';
import { apiRequest, type CallOptions, callRoute } from '../helpers/staff';

/**
 * Issue 26 §3: the quote (POST /api/quotes) and the order receipt (GET /api/orders/{id}/receipt,
 * GET /api/admin/orders/{id}/receipt) as PDFs, read back as text with unpdf: the texts, the
 * figures, the language, who may have them, and that a quote holds nothing personal.
 */
const { fx } = useOrderFixture();
let ip = 0;

beforeAll(async () => {
  // The demo's Cúcuta zone: $ 5.000, free from $ 150.000.
  const zone = seedDeliveryZones[0];
  const saved = await callRoute(postZoneRoute, '/api/admin/delivery-zones', {
    token: fx.admin.token,
    body: { ...zone, municipalityCodes: [...zone.municipalityCodes], weekdays: [...zone.weekdays], active: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
});

type Pdf = { status: number; headers: Headers; bytes: Uint8Array; text: string; pages: number; json: any };

async function callPdf(handler: RouteHandler, path: string, options: CallOptions = {}): Promise<Pdf> {
  const res = await handler(apiRequest(path, options), { params: Promise.resolve(options.params ?? {}) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (!res.headers.get('content-type')?.startsWith('application/pdf')) {
    return { status: res.status, headers: res.headers, bytes, text: '', pages: 0, json: JSON.parse(new TextDecoder().decode(bytes)) };
  }
  const { text, totalPages } = await extractText(bytes.slice(), { mergePages: true });
  return { status: res.status, headers: res.headers, bytes, text: text.replace(/\s+/g, ' '), pages: totalPages, json: null };
}

/** Each quote from its own address, so the per-IP limit stays out of the way except where tested. */
const quote = (body: unknown, options: CallOptions = {}) =>
  callPdf(quoteRoute, '/api/quotes', {
    method: 'POST',
    body,
    ...options,
    headers: { 'x-forwarded-for': `192.0.2.${++ip}`, ...options.headers },
  });

const fileName = (res: Pdf) => /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
const peso = (n: string) => `$\u00a0${n}`;
const hasAmount = (text: string, n: string) => text.includes(peso(n)) || text.includes(`$ ${n}`);

describe('POST /api/quotes', () => {
  it('prices the lines on the server (tiers, packs, IVA per class) and says the delivery is still to be calculated', async () => {
    clearDocumentCache();
    const res = await quote({
      lines: [
        // 100 cups reach the $ 120 tier; a client price would be ignored (it is not even read).
        { variantId: fx.sku['VASO-BLA-7OZ-UNI'], quantity: 100, unitPrice: 1 },
        { variantId: fx.sku['CUCH-BLA-PAQ'], quantity: 2 },
      ],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(fileName(res)).toMatch(/^cotizacion-COT-\d{6}\.pdf$/);
    expect(new TextDecoder().decode(res.bytes.slice(0, 5))).toBe('%PDF-');
    const { text } = res;
    expect(text).toContain('Cotización');
    expect(text).toMatch(/COT-\d{6}/);
    expect(text).toContain('EcoPlast Cúcuta');
    expect(text).toContain('NIT 901482736-8');
    // Spanish characters survive the embedded font.
    expect(text).toContain('Cuchara Pequeña, Desechable (x100)!');
    expect(text).toContain('Vaso Plástico 7 oz');
    expect(text).toContain('Blanco / 7 oz');
    expect(hasAmount(text, '120')).toBe(true);
    expect(hasAmount(text, '12.000')).toBe(true);
    expect(hasAmount(text, '7.000')).toBe(true);
    expect(text).toContain('IVA 19 %');
    // 19 % of $ 19.000 included: base 15.966, IVA 3.034.
    expect(hasAmount(text, '15.966')).toBe(true);
    expect(hasAmount(text, '3.034')).toBe(true);
    expect(hasAmount(text, '19.000')).toBe(true);
    expect(text).toContain('Domicilio por calcular');
    const today = colombiaDate(new Date());
    expect(text).toContain(`Válida hasta: ${documentDate(addDays(today, 15), 'es')}`);
    expect(text).toContain(`Fecha: ${documentDate(today, 'es')}`);
  });

  it('adds the delivery fee when the municipality has a rule, and the quote is in the page’s language', async () => {
    const lines = [{ variantId: fx.sku['PLAT-UNI'], quantity: 10 }];
    const es = await quote({ lines, city: 'Cúcuta', state: 'Norte de Santander' });
    expect(es.status).toBe(200);
    expect(es.text).toContain('Domicilio');
    expect(es.text).not.toContain('Domicilio por calcular');
    expect(hasAmount(es.text, '5.000')).toBe(true);
    expect(hasAmount(es.text, '13.000')).toBe(true);
    expect(es.text).toContain('Envío (IVA 19 %)');
    // Where it goes is not printed: only the fee.
    expect(es.text).not.toContain('Norte de Santander Cúcuta');

    const en = await quote({ lines }, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.status).toBe(200);
    expect(fileName(en)).toMatch(/^quote-COT-\d{6}\.pdf$/);
    expect(en.text).toContain('Quote');
    expect(en.text).toContain('Delivery to be calculated');
    expect(en.text).toContain('VAT 19 %');
    expect(en.text).toContain('Plato Biodegradable de Bagazo');
  });

  it('answers the same quote for the same lines from the cache, and a new number for other lines', async () => {
    const lines = [{ variantId: fx.sku['PLAT-UNI'], quantity: 3 }];
    const a = await quote({ lines });
    const b = await quote({ lines });
    expect(fileName(a)).toBe(fileName(b));
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    const c = await quote({ lines: [{ variantId: fx.sku['PLAT-UNI'], quantity: 4 }] });
    expect(fileName(c)).not.toBe(fileName(a));
  });

  it('holds nothing personal, even when a signed-in customer asks', async () => {
    const res = await quote(
      { lines: [{ variantId: fx.sku['PLAT-UNI'], quantity: 1 }], city: 'Cúcuta', state: 'Norte de Santander' },
      { token: fx.ana.token },
    );
    expect(res.status).toBe(200);
    for (const personal of ['Ana', 'ana@example.com', 'Restaurante La Frontera', '900123456', 'facturas@lafrontera.co', 'Facturar a']) {
      expect(res.text).not.toContain(personal);
    }
  });

  it('uses the validity ADMIN sets in the store settings', async () => {
    const set = await callRoute(patchSettingsRoute, '/api/admin/settings', {
      method: 'PATCH',
      token: fx.admin.token,
      body: { quoteValidityDays: '30' },
    });
    expect(set.status).toBe(200);
    expect(set.body.settings).toMatchObject({ quoteValidityDays: 30 });
    const res = await quote({ lines: [{ variantId: fx.sku['PLAT-UNI'], quantity: 5 }] });
    expect(res.text).toContain(`Válida hasta: ${documentDate(addDays(colombiaDate(new Date()), 30), 'es')}`);

    const bad = await callRoute(patchSettingsRoute, '/api/admin/settings', {
      method: 'PATCH',
      token: fx.admin.token,
      body: { quoteValidityDays: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.quoteValidityDays[0]).toMatch(/al menos 1 día/);
    const seller = await callRoute(patchSettingsRoute, '/api/admin/settings', {
      method: 'PATCH',
      token: fx.seller.token,
      body: { quoteValidityDays: 10 },
    });
    expect(seller.status).toBe(403);
    const restored = await callRoute(patchSettingsRoute, '/api/admin/settings', {
      method: 'PATCH',
      token: fx.admin.token,
      body: { quoteValidityDays: 15 },
    });
    expect(restored.body.settings.quoteValidityDays).toBe(15);
  });

  it('refuses bad lines with Spanish field errors, and floods with a 429', async () => {
    const empty = await quote({ lines: [] });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.json.fields)).toEqual(['lines']);
    const gone = await quote({ lines: [{ variantId: 999_999, quantity: 1 }] });
    expect(gone.status).toBe(400);
    expect(gone.json.fields['lines.0.variantId'][0]).toBe('Este producto ya no está disponible.');
    const zero = await quote({ lines: [{ variantId: fx.sku['PLAT-UNI'], quantity: 0 }] });
    expect(zero.status).toBe(400);
    expect(zero.json.fields['lines.0.quantity'][0]).toMatch(/número entero/);

    const flood = { 'x-forwarded-for': '198.51.100.7' };
    const body = { lines: [{ variantId: fx.sku['PLAT-UNI'], quantity: 1 }] };
    let last: Pdf | null = null;
    for (let i = 0; i < 31; i++) last = await callPdf(quoteRoute, '/api/quotes', { method: 'POST', body, headers: flood });
    expect(last?.status).toBe(429);
    expect(last?.json.error).toMatch(/demasiadas cotizaciones/);
  });
});

describe('order receipts', () => {
  let anaOrder: number;
  let betoOrder: number;

  beforeAll(async () => {
    const items = (list: [string, number][]) => list.map(([sku, quantity]) => ({ variantId: fx.sku[sku], quantity, unitPrice: 1_000_000 }));
    const a = await callRoute(placeOrderRoute, '/api/orders', {
      token: fx.ana.token,
      body: {
        items: items([
          ['PLAT-UNI', 3],
          ['CUCH-BLA-PAQ', 2],
        ]),
        shippingAddressId: fx.ana.addressId,
        invoiceTo: 'business',
      },
    });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    anaOrder = a.body.order.id;
    const b = await callRoute(placeOrderRoute, '/api/orders', {
      token: fx.beto.token,
      body: { items: items([['PLAT-UNI', 1]]), shippingAddressId: fx.beto.addressId },
    });
    expect(b.status, JSON.stringify(b.body)).toBe(201);
    betoOrder = b.body.order.id;
  });

  const mine = (id: number, token?: string) => callPdf(receiptRoute, `/api/orders/${id}/receipt`, { token, params: { id: String(id) } });
  const staff = (id: number, token?: string) =>
    callPdf(adminReceiptRoute, `/api/admin/orders/${id}/receipt`, { token, params: { id: String(id) } });

  it('shows the order number, date, status, payment, whom it is invoiced to, the lines, IVA and total, and says it is no electronic invoice', async () => {
    const res = await mine(anaOrder, fx.ana.token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(fileName(res)).toBe(`pedido-${anaOrder}-comprobante.pdf`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { text } = res;
    expect(text).toContain('Comprobante de pedido');
    expect(text).toContain(`Pedido #${anaOrder}`);
    expect(text).toContain('Estado: Pendiente de pago');
    expect(text).toContain('Forma de pago');
    expect(text).toContain('Facturar a');
    expect(text).toContain('Restaurante La Frontera');
    expect(text).toContain('NIT 900123456-8');
    expect(text).toContain('facturas@lafrontera.co');
    expect(text).toContain('Plato Biodegradable de Bagazo');
    expect(text).toContain('Cuchara Pequeña, Desechable (x100)!');
    expect(hasAmount(text, '9.400')).toBe(true);
    expect(text).toContain('IVA 19 %');
    expect(text).toContain('Este documento no es una factura electrónica.');
  });

  it('prints the e-mail once under the bill-to of a customer who gave no name, and where the order goes', async () => {
    // Beto has no profile and no name: he is billed under his e-mail.
    const { text } = await mine(betoOrder, fx.beto.token);
    expect(text.split('beto@example.com')).toHaveLength(2);
    expect(text).toContain('Bill to');
    expect(text).toContain('Deliver to');
    expect(text).toContain('Calle 10 # 5-20');
    expect(text).toContain('Cúcuta, Norte de Santander');
    const ana = (await mine(anaOrder, fx.ana.token)).text;
    expect(ana).toContain('Entregar en');
    expect(ana).toContain('Ana Gómez');
    expect(ana).not.toContain('Recoge en tienda');
  });

  it('is in English when the order was placed in English', async () => {
    const res = await mine(betoOrder, fx.beto.token);
    expect(res.status).toBe(200);
    expect(fileName(res)).toBe(`order-${betoOrder}-receipt.pdf`);
    expect(res.text).toContain('Order receipt');
    expect(res.text).toContain(`Order #${betoOrder}`);
    expect(res.text).toContain('Awaiting payment');
    expect(res.text).toContain('This document is not an electronic invoice.');
  });

  it('is its customer’s and staff’s only: another customer gets a 404, no session a 401, a customer on the staff route a 401', async () => {
    expect((await mine(anaOrder, fx.beto.token)).status).toBe(404);
    expect((await mine(anaOrder)).status).toBe(401);
    expect((await mine(999_999, fx.ana.token)).status).toBe(404);
    const seller = await staff(anaOrder, fx.seller.token);
    expect(seller.status).toBe(200);
    expect(seller.text).toContain(`Pedido #${anaOrder}`);
    expect((await staff(betoOrder, fx.admin.token)).text).toContain('Order receipt');
    expect((await staff(anaOrder, fx.ana.token)).status).toBe(401);
    expect((await staff(999_999, fx.admin.token)).status).toBe(404);
  });
});
