import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUT as putPickupRoute } from '@/app/api/admin/delivery-rules/pickup/route';
import { GET as getDeliveryRulesRoute } from '@/app/api/admin/delivery-rules/route';
import { PUT as putZoneRoute } from '@/app/api/admin/delivery-zones/[id]/route';
import { POST as postZoneRoute } from '@/app/api/admin/delivery-zones/route';
import { POST as postGroupRoute } from '@/app/api/admin/shipping-rate-groups/route';
import { GET as getAdminOrderRoute } from '@/app/api/admin/orders/[id]/route';
import { POST as quoteRoute } from '@/app/api/delivery/quote/route';
import { GET as summaryRoute } from '@/app/api/delivery/summary/route';
import { GET as getOrderRoute } from '@/app/api/orders/[id]/route';
import { POST as postOrderRoute } from '@/app/api/orders/route';
import { orders, variants } from '@/db/schema';
import { seedDeliveryPickup, seedDeliveryZones, seedShippingRateGroups } from '@/db/seed-data';
import { setEmailDriverForTests } from '@/lib/email';
import { ORDER_RECEIVED_EMAIL_KIND } from '@/lib/email/templates/order-received';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { createAddress, createCustomer, lastEmail } from '../helpers/customers';
import { useTestDb } from '../helpers/db';
import { invokeRoute } from '../helpers/routes';
import { createStaffUser } from '../helpers/staff';

const testDb = useTestDb();
const db = () => testDb().db;

/** Variant ids by SKU. */
const v: Record<string, number> = {};
let admin: string;
let ipCounter = 0;

const demoRules = {
  pickup: seedDeliveryPickup,
  zones: seedDeliveryZones.map((z) => ({ ...z, municipalityCodes: [...z.municipalityCodes], weekdays: [...z.weekdays], active: true })),
  groups: seedShippingRateGroups.map((g) => ({
    ...g,
    departmentCodes: [...g.departmentCodes],
    weightBands: [...g.weightBands],
    active: true,
  })),
};

beforeAll(async () => {
  setEmailDriverForTests({ name: 'test', send: async () => ({ id: null }) });
  await createCatalogFixture(db());
  for (const row of await db().select({ id: variants.id, sku: variants.sku }).from(variants)) v[row.sku] = row.id;
  await db().update(variants).set({ weightGrams: 20 }).where(eq(variants.id, v['PLAT-UNI']));
  await db().update(variants).set({ weightGrams: 400 }).where(eq(variants.id, v['VASO-TRA-7OZ-PAQ']));
  admin = (await createStaffUser(db(), { rol: 'ADMIN' })).token;
  // The demo rules, saved as staff do (one route per rule).
  const saved = [
    await invokeRoute(putPickupRoute, '/api/admin/delivery-rules/pickup', { method: 'PUT', token: admin, body: demoRules.pickup }),
  ];
  for (const body of demoRules.zones)
    saved.push(await invokeRoute(postZoneRoute, '/api/admin/delivery-zones', { method: 'POST', token: admin, body }));
  for (const body of demoRules.groups)
    saved.push(await invokeRoute(postGroupRoute, '/api/admin/shipping-rate-groups', { method: 'POST', token: admin, body }));
  for (const res of saved) expect(res.status, res.text).toBeLessThan(300);
});

/** A new customer with one address (a fresh customer per order keeps the unpaid-order caps out of the way). */
async function shopper(city: string, state: string) {
  const customer = await createCustomer(db());
  const address = await createAddress(db(), customer.id, { city, state });
  return { ...customer, addressId: address.id };
}
const CUCUTA = ['Cúcuta', 'Norte de Santander'] as const;
const VILLA = ['Villa del Rosario', 'Norte de Santander'] as const;
const ZULIA = ['El Zulia', 'Norte de Santander'] as const;
const BUCARAMANGA = ['Bucaramanga', 'Santander'] as const;
const LETICIA = ['Leticia', 'Amazonas'] as const;

type Lines = [sku: string, quantity: number][];
const items = (lines: Lines) => lines.map(([sku, quantity]) => ({ variantId: v[sku], quantity, unitPrice: 1_000_000 }));

const order = (token: string, body: Record<string, unknown>) =>
  invokeRoute(postOrderRoute, '/api/orders', { token, body, ip: `10.21.0.${++ipCounter}` });
const quote = (token: string, body: unknown) => invokeRoute(quoteRoute, '/api/delivery/quote', { token, body });
const orderCount = async () => (await db().select({ n: count() }).from(orders))[0].n;
const stockOf = async (sku: string) =>
  (await db().select({ stock: variants.available }).from(variants).where(eq(variants.id, v[sku])))[0].stock;

describe('POST /api/orders: the server computes the delivery', () => {
  it('no option in Cúcuta: local delivery with the zone fee, total = subtotal + fee, all stored', async () => {
    const ana = await shopper(...CUCUTA);
    const res = await order(ana.token, { items: items([['PLAT-UNI', 2]]), shippingAddressId: ana.addressId });
    expect(res.status, res.text).toBe(201);
    expect(res.body.order).toMatchObject({
      subtotal: 1_600,
      shippingFee: 5_000,
      total: 6_600,
      deliveryOption: 'local_delivery',
      deliveryRuleName: 'Cúcuta',
      cashOnDelivery: false,
      deliveryEstimate: { earliest: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), readyAt: null },
    });
    const [row] = await db().select().from(orders).where(eq(orders.id, res.body.order.id));
    expect(row).toMatchObject({
      subtotal: 1_600,
      shippingFee: 5_000,
      total: 6_600,
      deliveryOption: 'local_delivery',
      deliveryRuleName: 'Cúcuta',
    });
    // The e-mail shows the goods, the delivery and the total to pay.
    const email = await lastEmail(db(), ana.email, ORDER_RECEIVED_EMAIL_KIND);
    expect(email?.textBody).toMatch(/Subtotal: \$\s1\.600[\s\S]*Domicilio: \$\s5\.000[\s\S]*Total: \$\s6\.600/);
  });

  it('Cúcuta at the free threshold: free delivery', async () => {
    const ana = await shopper(...CUCUTA);
    // 28 × $ 5.500 = $ 154.000 ≥ $ 150.000.
    const res = await order(ana.token, { items: items([['VASO-TRA-7OZ-PAQ', 28]]), shippingAddressId: ana.addressId, shippingFee: 0 });
    expect(res.status, res.text).toBe(201);
    expect(res.body.order).toMatchObject({ subtotal: 154_000, shippingFee: 0, total: 154_000, deliveryOption: 'local_delivery' });
  });

  it('pickup, only when chosen: free, with the time it is ready', async () => {
    const ana = await shopper(...VILLA);
    const res = await order(ana.token, { items: items([['PLAT-UNI', 1]]), shippingAddressId: ana.addressId, deliveryOption: 'pickup' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.order).toMatchObject({ subtotal: 800, shippingFee: 0, total: 800, deliveryOption: 'pickup', deliveryRuleName: null });
    expect(Date.parse(res.body.order.deliveryEstimate.readyAt)).toBeGreaterThan(Date.now());
  });

  it('national shipping by weight band; a line without weight falls back to the flat fee', async () => {
    const ana = await shopper(...BUCARAMANGA);
    // 10 × 400 g = 4 kg: the 3–10 kg band of 'Santanderes' ($ 26.000).
    const banded = await order(ana.token, { items: items([['VASO-TRA-7OZ-PAQ', 10]]), shippingAddressId: ana.addressId });
    expect(banded.status, banded.text).toBe(201);
    expect(banded.body.order).toMatchObject({
      subtotal: 55_000,
      shippingFee: 26_000,
      total: 81_000,
      deliveryOption: 'national_shipping',
      deliveryRuleName: 'Santanderes',
    });
    const flat = await order(ana.token, {
      items: items([
        ['VASO-TRA-7OZ-PAQ', 1],
        ['CUCH-BLA-PAQ', 1],
      ]),
      shippingAddressId: ana.addressId,
    });
    expect(flat.status, flat.text).toBe(201);
    expect(flat.body.order).toMatchObject({ subtotal: 9_000, shippingFee: 16_000, total: 25_000 });
  });

  it("a destination no rule covers is 'por confirmar': no fee yet, total = subtotal", async () => {
    const ana = await shopper(...LETICIA);
    const res = await order(ana.token, { items: items([['PLAT-UNI', 3]]), shippingAddressId: ana.addressId });
    expect(res.status, res.text).toBe(201);
    expect(res.body.order).toMatchObject({
      subtotal: 2_400,
      shippingFee: null,
      total: 2_400,
      deliveryOption: 'to_confirm',
      deliveryEstimate: null,
    });
    expect((await lastEmail(db(), ana.email, ORDER_RECEIVED_EMAIL_KIND))?.textBody).toContain('Envío: Por confirmar');
  });

  it('cash on delivery where the zone offers it is stored on the order', async () => {
    const ana = await shopper(...CUCUTA);
    const res = await order(ana.token, {
      items: items([['PLAT-UNI', 2]]),
      shippingAddressId: ana.addressId,
      deliveryOption: 'local_delivery',
      cashOnDelivery: true,
      shippingFee: 5_000,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.order).toMatchObject({ cashOnDelivery: true, total: 6_600 });
  });
});

describe('POST /api/orders: tampering and refusals write nothing', () => {
  it('a lower fee than the server’s → 409 with the current figures; equal or higher → the server’s fee', async () => {
    const ana = await shopper(...CUCUTA);
    const before = { orders: await orderCount(), stock: await stockOf('PLAT-UNI') };
    const low = await order(ana.token, { items: items([['PLAT-UNI', 2]]), shippingAddressId: ana.addressId, shippingFee: 0 });
    expect(low.status).toBe(409);
    expect(low.body).toMatchObject({
      code: 'shipping_fee_changed',
      deliveryOption: 'local_delivery',
      shippingFee: 5_000,
      subtotal: 1_600,
      total: 6_600,
    });
    expect(low.body.error).toMatch(/\$\s5\.000/);
    expect({ orders: await orderCount(), stock: await stockOf('PLAT-UNI') }).toEqual(before);
    const high = await order(ana.token, { items: items([['PLAT-UNI', 2]]), shippingAddressId: ana.addressId, shippingFee: 9_000 });
    expect(high.status, high.text).toBe(201);
    expect(high.body.order).toMatchObject({ shippingFee: 5_000, total: 6_600 });
  });

  it('an option the address does not allow → 400 on deliveryOption', async () => {
    const ana = await shopper(...CUCUTA);
    const before = await orderCount();
    const res = await order(ana.token, {
      items: items([['PLAT-UNI', 1]]),
      shippingAddressId: ana.addressId,
      deliveryOption: 'national_shipping',
      shippingFee: 0,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.deliveryOption[0]).toBe('Esta forma de entrega no está disponible para la dirección elegida.');
    const far = await shopper(...LETICIA);
    const free = await order(far.token, {
      items: items([['PLAT-UNI', 1]]),
      shippingAddressId: far.addressId,
      deliveryOption: 'local_delivery',
    });
    expect(free.status).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('a minimum order not reached → 400 with the amount missing; pickup is still possible', async () => {
    const ana = await shopper(...ZULIA);
    const res = await order(ana.token, { items: items([['PLAT-UNI', 2]]), shippingAddressId: ana.addressId });
    expect(res.status).toBe(400);
    expect(res.body.fields.deliveryOption[0]).toBe('El pedido mínimo para El Zulia es $\u00a0120.000: te faltan $\u00a0118.400.');
    const pickup = await order(ana.token, { items: items([['PLAT-UNI', 2]]), shippingAddressId: ana.addressId, deliveryOption: 'pickup' });
    expect(pickup.status, pickup.text).toBe(201);
  });

  it('cash on delivery where not offered → 400 on cashOnDelivery', async () => {
    const ana = await shopper(...BUCARAMANGA);
    const res = await order(ana.token, { items: items([['PLAT-UNI', 1]]), shippingAddressId: ana.addressId, cashOnDelivery: true });
    expect(res.status).toBe(400);
    expect(res.body.fields.cashOnDelivery[0]).toBe('El pago contra entrega no está disponible para esta forma de entrega.');
  });

  it("another customer's address → 400, nothing written", async () => {
    const ana = await shopper(...CUCUTA);
    const beto = await shopper(...CUCUTA);
    const before = await orderCount();
    const res = await order(beto.token, { items: items([['PLAT-UNI', 1]]), shippingAddressId: ana.addressId, deliveryOption: 'pickup' });
    expect(res.status).toBe(400);
    expect(res.body.fields.shippingAddressId).toBeDefined();
    expect(await orderCount()).toBe(before);
  });

  it('bad delivery fields → 400 with Spanish field errors', async () => {
    const ana = await shopper(...CUCUTA);
    const base = { items: items([['PLAT-UNI', 1]]), shippingAddressId: ana.addressId };
    const unknown = await order(ana.token, { ...base, deliveryOption: 'drone' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.deliveryOption[0]).toMatch(/forma de entrega/);
    const negative = await order(ana.token, { ...base, shippingFee: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.fields.shippingFee).toBeDefined();
    const text = await order(ana.token, { ...base, cashOnDelivery: 'sí' });
    expect(text.status).toBe(400);
    expect(text.body.fields.cashOnDelivery).toBeDefined();
  });
});

describe('rules change later: existing orders keep their figures', () => {
  it('the order, customer and admin views, stay as placed; new orders use the new rules', async () => {
    const ana = await shopper(...CUCUTA);
    const placed = await order(ana.token, { items: items([['PLAT-UNI', 2]]), shippingAddressId: ana.addressId, cashOnDelivery: true });
    expect(placed.status, placed.text).toBe(201);
    const id = placed.body.order.id;

    const current = await invokeRoute(getDeliveryRulesRoute, '/api/admin/delivery-rules', { token: admin });
    const { id: zoneId, sortOrder: _o, ...cucuta } = current.body.zones.find((z: { name: string }) => z.name === 'Cúcuta');
    const putZone = (body: unknown) =>
      invokeRoute(putZoneRoute, `/api/admin/delivery-zones/${zoneId}`, {
        method: 'PUT',
        token: admin,
        body,
        params: { id: String(zoneId) },
      });
    const saved = await putZone({ ...cucuta, name: 'Cúcuta centro', fee: 7_000, cashOnDeliveryMax: 5_000 });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.zone).toMatchObject({ id: zoneId, name: 'Cúcuta centro', fee: 7_000 });

    const customerView = await invokeRoute(getOrderRoute, `/api/orders/${id}`, { token: ana.token, params: { id: String(id) } });
    expect(customerView.body.order).toMatchObject({
      subtotal: 1_600,
      shippingFee: 5_000,
      total: 6_600,
      deliveryRuleName: 'Cúcuta',
      cashOnDelivery: true,
    });
    const adminView = await invokeRoute(getAdminOrderRoute, `/api/admin/orders/${id}`, { token: admin, params: { id: String(id) } });
    expect(adminView.body.order).toMatchObject({
      subtotal: 1_600,
      shippingFee: 5_000,
      total: 6_600,
      deliveryOption: 'local_delivery',
      deliveryRuleName: 'Cúcuta',
    });

    const next = await order(ana.token, { items: items([['PLAT-UNI', 2]]), shippingAddressId: ana.addressId });
    expect(next.body.order).toMatchObject({ shippingFee: 7_000, total: 8_600, deliveryRuleName: 'Cúcuta centro' });
    // $ 8.600 in cash is above the new $ 5.000 limit.
    const cash = await order(ana.token, { items: items([['PLAT-UNI', 2]]), shippingAddressId: ana.addressId, cashOnDelivery: true });
    expect(cash.status).toBe(400);
    expect(cash.body.fields.cashOnDelivery[0]).toBe('El pago contra entrega está disponible para pedidos de hasta $\u00a05.000.');

    const restored = await putZone(cucuta);
    expect(restored.status, restored.text).toBe(200);
  });
});

describe('POST /api/delivery/quote', () => {
  it('lists what the address allows with fees, minimum and thresholds, priced by the server', async () => {
    const ana = await shopper(...VILLA);
    const res = await quote(ana.token, { shippingAddressId: ana.addressId, items: [{ variantId: v['PLAT-UNI'], quantity: 5 }] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.quote).toMatchObject({
      subtotal: 4_000,
      defaultOption: 'local_delivery',
      destination: { municipality: 'Villa del Rosario', municipalityCode: '54874', departmentCode: '54' },
    });
    expect(res.body.quote.options.map((o: { option: string }) => o.option)).toEqual(['pickup', 'local_delivery']);
    expect(res.body.quote.options[1]).toMatchObject({
      ruleName: 'Villa del Rosario y Los Patios',
      fee: 8_000,
      selectable: false,
      minimumOrder: { amount: 50_000, missing: 46_000 },
      freeDelivery: { from: 250_000, missing: 246_000 },
      cashOnDelivery: { available: true, max: 300_000 },
    });
  });

  it("'por confirmar' where no rule covers the address; unknown variant and bad input → 400", async () => {
    const ana = await shopper(...LETICIA);
    const res = await quote(ana.token, { shippingAddressId: ana.addressId, items: [{ variantId: v['PLAT-UNI'], quantity: 1 }] });
    expect(res.body.quote).toMatchObject({ defaultOption: 'to_confirm', destination: { municipalityCode: '91001' } });
    const gone = await quote(ana.token, { shippingAddressId: ana.addressId, items: [{ variantId: 999_999, quantity: 1 }] });
    expect(gone.status).toBe(400);
    expect(gone.body.fields['items.0.variantId']).toBeDefined();
    const bad = await quote(ana.token, { shippingAddressId: 'x', items: [] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['items', 'shippingAddressId']);
  });

  it("another customer's address → 404", async () => {
    const ana = await shopper(...CUCUTA);
    const beto = await shopper(...CUCUTA);
    const res = await quote(beto.token, { shippingAddressId: ana.addressId, items: [{ variantId: v['PLAT-UNI'], quantity: 1 }] });
    expect(res.status).toBe(404);
  });
});

describe('GET /api/delivery/summary', () => {
  it('tells anyone the active zones, national groups and pickup, without ids or weight bands', async () => {
    const res = await invokeRoute(summaryRoute, '/api/delivery/summary');
    expect(res.status).toBe(200);
    expect(res.body.delivery.zones[0]).toEqual({
      name: 'Cúcuta',
      municipalityCodes: ['54001'],
      fee: 5_000,
      freeFrom: 150_000,
      minimumOrder: null,
      weekdays: [1, 2, 3, 4, 5, 6],
      sameDayCutoff: '14:00',
      cashOnDelivery: true,
      cashOnDeliveryMax: 500_000,
    });
    expect(res.body.delivery.national.map((g: { name: string }) => g.name)).toEqual([
      'Santanderes',
      'Bogotá y zona andina',
      'Resto del país',
    ]);
    expect(res.body.delivery.pickup).toMatchObject({ enabled: true, preparationHours: 2, opens: '07:30', closes: '18:00' });
    expect(res.text).not.toMatch(/weightBands|"id"/);
  });
});
