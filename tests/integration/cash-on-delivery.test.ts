import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as cashPaymentRoute } from '@/app/api/admin/orders/[id]/cash-payment/route';
import { POST as approveRoute } from '@/app/api/admin/orders/[id]/approve/route';
import { POST as rejectRoute } from '@/app/api/admin/orders/[id]/reject/route';
import { POST as cancelRoute } from '@/app/api/admin/orders/[id]/cancel/route';
import { POST as processingRoute } from '@/app/api/admin/orders/[id]/processing/route';
import { GET as dashboardRoute } from '@/app/api/admin/dashboard/route';
import { GET as getAdminOrderRoute } from '@/app/api/admin/orders/[id]/route';
import { POST as shipRoute } from '@/app/api/admin/orders/[id]/shipments/route';
import { PUT as shippingFeeRoute } from '@/app/api/admin/orders/[id]/shipping-fee/route';
import { GET as listAdminOrdersRoute } from '@/app/api/admin/orders/route';
import { PUT as putPickupRoute } from '@/app/api/admin/delivery-rules/pickup/route';
import { POST as postZoneRoute } from '@/app/api/admin/delivery-zones/route';
import { POST as postGroupRoute } from '@/app/api/admin/shipping-rate-groups/route';
import { POST as uploadUrlRoute } from '@/app/api/customer/upload-url/route';
import { POST as confirmRoute } from '@/app/api/orders/[id]/confirm-payment/route';
import { GET as getOrderRoute } from '@/app/api/orders/[id]/route';
import { POST as postOrderRoute } from '@/app/api/orders/route';
import { orderHistory, orders, variants } from '@/db/schema';
import { seedDeliveryPickup, seedDeliveryZones, seedShippingRateGroups } from '@/db/seed-data';
import { business } from '@/lib/business';
import { cashToCollect } from '@/lib/domain/packing-slip';
import { formatCOP } from '@/lib/domain/money';
import { setEmailDriverForTests } from '@/lib/email';
import { CASH_ON_DELIVERY_ORDER_STAFF_EMAIL_KIND } from '@/lib/email/templates/cash-on-delivery-order';
import { CASH_PAYMENT_RECEIVED_EMAIL_KIND } from '@/lib/email/templates/cash-payment-received';
import { ORDER_RECEIVED_EMAIL_KIND } from '@/lib/email/templates/order-received';
import { ORDER_SHIPPED_EMAIL_KIND } from '@/lib/email/templates/order-shipped';
import { PAYMENT_APPROVED_EMAIL_KIND } from '@/lib/email/templates/payment-approved';
import { PAYMENT_REJECTED_EMAIL_KIND } from '@/lib/email/templates/payment-rejected';
import { SHIPPING_FEE_CHANGED_EMAIL_KIND } from '@/lib/email/templates/shipping-fee-changed';
import { getEnv } from '@/lib/env';
import { cancelExpiredOrders } from '@/lib/services/order-expiry';
import { getStorage } from '@/lib/storage';
import { customerProofKey } from '@/lib/storage/keys';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { createAddress, createCustomer, lastEmail } from '../helpers/customers';
import { useTestDb } from '../helpers/db';
import { invokeRoute } from '../helpers/routes';
import { createStaffUser } from '../helpers/staff';
import sharp from 'sharp';
import { createTranslator } from 'use-intl/core';
import es from '@/messages/es.json';

/**
 * docs/delivery.md "Cash on delivery" and "Staff set the fee", through the route handlers on the
 * real database: a COD order from placed to paid (the expiry job never touches it), a different
 * amount received, a refusal at the door (stock back once), and staff's delivery-fee change with
 * its e-mail, history and the flag on a proof made for the previous total.
 */

const testDb = useTestDb();
const db = () => testDb().db;
const v: Record<string, number> = {};
let admin: string;
let seller: string;
let ipCounter = 0;
let webp: Uint8Array;

beforeAll(async () => {
  setEmailDriverForTests({ name: 'test', send: async () => ({ id: null }) });
  await createCatalogFixture(db());
  for (const row of await db().select({ id: variants.id, sku: variants.sku }).from(variants)) v[row.sku] = row.id;
  admin = (await createStaffUser(db(), { rol: 'ADMIN', nombre: 'Admin Caja' })).token;
  seller = (await createStaffUser(db(), { rol: 'VENDEDOR', nombre: 'Vendedora Caja' })).token;
  const saved = [
    await invokeRoute(putPickupRoute, '/api/admin/delivery-rules/pickup', { method: 'PUT', token: admin, body: seedDeliveryPickup }),
  ];
  for (const z of seedDeliveryZones) {
    const body = { ...z, municipalityCodes: [...z.municipalityCodes], weekdays: [...z.weekdays], active: true };
    saved.push(await invokeRoute(postZoneRoute, '/api/admin/delivery-zones', { method: 'POST', token: admin, body }));
  }
  for (const g of seedShippingRateGroups) {
    const body = { ...g, departmentCodes: [...g.departmentCodes], weightBands: [...g.weightBands], active: true };
    saved.push(await invokeRoute(postGroupRoute, '/api/admin/shipping-rate-groups', { method: 'POST', token: admin, body }));
  }
  for (const res of saved) expect(res.status, res.text).toBeLessThan(300);
  webp = new Uint8Array(
    await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer(),
  );
});
afterAll(() => setEmailDriverForTests(undefined));

async function shopper(city = 'Cúcuta', state = 'Norte de Santander') {
  const customer = await createCustomer(db());
  const address = await createAddress(db(), customer.id, { city, state });
  return { ...customer, addressId: address.id };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

const place = (who: Shopper, body: Record<string, unknown> = {}, quantity = 2) =>
  invokeRoute(postOrderRoute, '/api/orders', {
    token: who.token,
    ip: `10.22.0.${++ipCounter}`,
    body: { items: [{ variantId: v['PLAT-UNI'], quantity, unitPrice: 1_000_000 }], shippingAddressId: who.addressId, ...body },
  });
const cod = async (who: Shopper, quantity = 2) => {
  const res = await place(who, { deliveryOption: 'local_delivery', cashOnDelivery: true }, quantity);
  expect(res.status, res.text).toBe(201);
  return res.body.order as { id: number; total: number; subtotal: number; shippingFee: number; paymentStatus: string };
};
const params = (id: number) => ({ id: String(id) });
const adminOrder = async (id: number) =>
  (await invokeRoute(getAdminOrderRoute, `/api/admin/orders/${id}`, { token: admin, params: params(id) })).body.order;
const ship = (id: number, token = admin) =>
  invokeRoute(shipRoute, `/api/admin/orders/${id}/shipments`, {
    token,
    params: params(id),
    body: { shippingMethod: 'local_delivery', driverName: 'Carlos', licensePlate: 'ABC123', driverPhone: '310 555 1234' },
  });
const cashPayment = (id: number, body: unknown, token = admin) =>
  invokeRoute(cashPaymentRoute, `/api/admin/orders/${id}/cash-payment`, { token, params: params(id), body });
const reject = (id: number, reason: string) =>
  invokeRoute(rejectRoute, `/api/admin/orders/${id}/reject`, { token: admin, params: params(id), body: { reason } });
const setFee = (id: number, body: unknown, token = admin) =>
  invokeRoute(shippingFeeRoute, `/api/admin/orders/${id}/shipping-fee`, { method: 'PUT', token, params: params(id), body });
const stock = async (sku: string) => (await db().select({ s: variants.available }).from(variants).where(eq(variants.id, v[sku])))[0].s;
const row = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

describe('cash on delivery: from the order to paid', () => {
  it('goes to staff at once, never expires, ships before it is paid, and is paid when the driver returns', async () => {
    const ana = await shopper();
    const order = await cod(ana);
    expect(order).toMatchObject({ paymentStatus: 'pending_confirmation', subtotal: 1_600, shippingFee: 5_000, total: 6_600 });

    // The e-mail asks for no proof and gives no deadline.
    const received = await lastEmail(db(), ana.email, ORDER_RECEIVED_EMAIL_KIND);
    expect(received?.textBody).toContain('pago contra entrega');
    expect(received?.textBody).not.toMatch(/comprobante:|Tienes \d+ horas/);
    expect(received?.textBody).toMatch(/Subtotal: \$\s1\.600[\s\S]*Domicilio: \$\s5\.000[\s\S]*Total: \$\s6\.600/);

    // Staff see it in the default list (pending confirmation), with the history saying why.
    const list = await invokeRoute(listAdminOrdersRoute, '/api/admin/orders?payment_status=pending_confirmation', { token: seller });
    expect(list.body.orders.find((o: { id: number }) => o.id === order.id)).toMatchObject({
      cashOnDelivery: true,
      subtotal: 1_600,
      shippingFee: 5_000,
    });
    let view = await adminOrder(order.id);
    expect(view.history[0]).toMatchObject({
      field: 'payment',
      from: null,
      to: 'pending_confirmation',
      actorType: 'customer',
      note: 'Pago contra entrega',
    });
    expect(view.allowedActions).toEqual(['reject', 'start_processing', 'ship', 'staff_cancel']);

    // Long past the payment window: the expiry job leaves it alone.
    await db()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - (getEnv().ORDER_PAYMENT_WINDOW_HOURS + 24) * 3600_000) })
      .where(eq(orders.id, order.id));
    await cancelExpiredOrders();
    expect((await row(order.id)).paymentStatus).toBe('pending_confirmation');

    // No proof to upload, nothing to approve; no payment before the goods leave.
    const upload = await invokeRoute(uploadUrlRoute, '/api/customer/upload-url', {
      token: ana.token,
      body: { filename: customerProofKey(order.id), contentType: 'image/webp' },
    });
    expect(upload.status).toBe(409);
    const approve = await invokeRoute(approveRoute, `/api/admin/orders/${order.id}/approve`, {
      token: admin,
      params: params(order.id),
      method: 'POST',
    });
    expect(approve.status).toBe(409);
    expect(approve.body.error).toContain('pago contra entrega');
    expect((await cashPayment(order.id, { amountReceived: 6_600 })).status).toBe(409);

    // Shipped before it is paid (VENDEDOR may), with the driver's phone.
    const shipped = await ship(order.id, seller);
    expect(shipped.status, shipped.text).toBe(201);
    expect(await row(order.id)).toMatchObject({ paymentStatus: 'pending_confirmation', shippingStatus: 'shipped' });
    expect(await lastEmail(db(), ana.email, ORDER_SHIPPED_EMAIL_KIND)).not.toBeNull();
    view = await adminOrder(order.id);
    expect(view.allowedActions).toEqual(['reject', 'deliver', 'record_cash_payment']);

    // The driver is back with the exact amount.
    const paid = await cashPayment(order.id, { amountReceived: '6.600' }, seller);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.order).toMatchObject({ paymentStatus: 'paid', shippingStatus: 'delivered', cashReceived: 6_600, total: 6_600 });
    expect(paid.body.order.paidAt).toEqual(expect.any(String));
    expect(paid.body.order.shipment.deliveredAt).toEqual(expect.any(String));
    const steps = paid.body.order.history.map((h: { field: string; from: string | null; to: string; note: string | null }) => [
      h.field,
      h.from,
      h.to,
      h.note,
    ]);
    expect(steps).toEqual([
      ['payment', null, 'pending_confirmation', 'Pago contra entrega'],
      ['shipping', 'unfulfilled', 'shipped', null],
      ['payment', 'pending_confirmation', 'paid', 'Pago contra entrega: $\u00a06.600 recibido'],
      ['shipping', 'shipped', 'delivered', null],
    ]);
    const mail = await lastEmail(db(), ana.email, CASH_PAYMENT_RECEIVED_EMAIL_KIND);
    expect(mail?.textBody).toMatch(
      /pago en efectivo de \$\s6\.600[\s\S]*Subtotal: \$\s1\.600[\s\S]*Domicilio: \$\s5\.000[\s\S]*Total: \$\s6\.600/,
    );

    // A second click changes nothing.
    expect((await cashPayment(order.id, { amountReceived: 6_600 })).status).toBe(409);
    // The customer reads the steps.
    const mine = await invokeRoute(getOrderRoute, `/api/orders/${order.id}`, { token: ana.token, params: params(order.id) });
    expect(mine.body.order).toMatchObject({ paymentStatus: 'paid', shippingStatus: 'delivered', cashOnDelivery: true });
  });

  it('a different amount is recorded in the note and on the order (flagged), with staff’s note', async () => {
    const ana = await shopper();
    const order = await cod(ana);
    expect((await ship(order.id)).status).toBe(201);
    const paid = await cashPayment(order.id, { amountReceived: 6_000, note: 'El cliente no tenía sencillo' });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.order).toMatchObject({ paymentStatus: 'paid', cashReceived: 6_000, total: 6_600 });
    const note = paid.body.order.history.find((h: { to: string }) => h.to === 'paid').note;
    expect(note).toBe(
      'Pago contra entrega: $\u00a06.000 recibido. Distinto del total ($\u00a06.600): faltan $\u00a0600. El cliente no tenía sencillo',
    );
  });

  it('bad input → 400 with Spanish field errors, nothing written', async () => {
    const ana = await shopper();
    const order = await cod(ana);
    expect((await ship(order.id)).status).toBe(201);
    for (const body of [
      {},
      { amountReceived: -1 },
      { amountReceived: 12.5 },
      { amountReceived: 'mucho' },
      { amountReceived: 100, note: 7 },
    ]) {
      const res = await cashPayment(order.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {}).length).toBeGreaterThan(0);
    }
    expect((await row(order.id)).paymentStatus).toBe('pending_confirmation');
  });

  it('an order paid by proof cannot ship before it is paid, nor take a cash payment', async () => {
    const ana = await shopper();
    const placed = await place(ana);
    expect(placed.status).toBe(201);
    const id = placed.body.order.id;
    expect(placed.body.order.paymentStatus).toBe('pending_payment');
    expect((await ship(id)).status).toBe(409);
    expect((await cashPayment(id, { amountReceived: 100 })).status).toBe(409);
  });
});

describe('cash on delivery in the back office: its own path, no proof', () => {
  const staffInbox = () => getEnv().STAFF_NOTIFICATION_EMAIL ?? business.email;
  const dashboard = async () => (await invokeRoute(dashboardRoute, '/api/admin/dashboard', { token: seller })).body;
  const toShip = async () => {
    const res = await invokeRoute(listAdminOrdersRoute, '/api/admin/orders?awaiting_shipment=true&limit=100', { token: seller });
    expect(res.status, res.text).toBe(200);
    return res.body.orders as { id: number; cashOnDelivery: boolean; paymentStatus: string; shippingStatus: string }[];
  };
  const cancel = (id: number) =>
    invokeRoute(cancelRoute, `/api/admin/orders/${id}/cancel`, { token: admin, params: params(id), body: { reason: 'Ya no lo necesita' } });

  it('staff get an e-mail when it is placed, as any order reaches them (with its proof); others get none then', async () => {
    const ana = await shopper();
    const order = await cod(ana);
    const mail = await lastEmail(db(), staffInbox(), CASH_ON_DELIVERY_ORDER_STAFF_EMAIL_KIND);
    expect(mail?.subject).toBe(`Pedido contra entrega #${order.id}: por preparar y enviar`);
    expect(mail?.textBody).toMatch(/El domiciliario cobra \$\s6\.600 en efectivo/);
    expect(mail?.textBody).toContain(`/admin/orders/${order.id}`);

    const placed = await place(ana);
    expect(placed.status, placed.text).toBe(201);
    expect((await lastEmail(db(), staffInbox(), CASH_ON_DELIVERY_ORDER_STAFF_EMAIL_KIND))?.subject).toContain(`#${order.id}:`);
  });

  it("the dashboard lists it to prepare and ship, not among the proofs to check; 'Pendientes de Envío' too", async () => {
    const before = await dashboard();
    const ana = await shopper();
    const order = await cod(ana);
    // A proof waiting for staff: it is a proof to check, and nothing to ship yet.
    const placed = await place(ana);
    const proof = placed.body.order.id as number;
    await db().update(orders).set({ paymentStatus: 'pending_confirmation', paymentSubmittedAt: new Date() }).where(eq(orders.id, proof));

    const after = await dashboard();
    expect(after.pendingConfirmation.count).toBe(before.pendingConfirmation.count + 1);
    expect(after.awaitingShipment.count).toBe(before.awaitingShipment.count + 1);
    expect(after.pendingConfirmation.oldest.some((o: { cashOnDelivery: boolean }) => o.cashOnDelivery)).toBe(false);

    let list = await toShip();
    expect(list.find((o) => o.id === order.id)).toMatchObject({ cashOnDelivery: true, paymentStatus: 'pending_confirmation' });
    expect(list.some((o) => o.id === proof)).toBe(false);
    expect(list.every((o) => o.paymentStatus === 'paid' || o.cashOnDelivery)).toBe(true);

    // In preparation it still waits; once shipped it has left both.
    expect(
      (
        await invokeRoute(processingRoute, `/api/admin/orders/${order.id}/processing`, {
          token: admin,
          params: params(order.id),
          method: 'POST',
        })
      ).status,
    ).toBe(200);
    expect((await toShip()).find((o) => o.id === order.id)).toMatchObject({ shippingStatus: 'processing' });
    expect((await ship(order.id)).status).toBe(201);
    list = await toShip();
    expect(list.some((o) => o.id === order.id)).toBe(false);
    expect((await dashboard()).awaitingShipment.count).toBe(before.awaitingShipment.count);
  });

  it('a cancelled one leaves the lists and never reads «Por preparar»', async () => {
    const ana = await shopper();
    const order = await cod(ana);
    const before = await dashboard();
    expect((await cancel(order.id)).status).toBe(200);
    expect((await dashboard()).awaitingShipment.count).toBe(before.awaitingShipment.count - 1);
    expect((await toShip()).some((o) => o.id === order.id)).toBe(false);
    const refused = await ship(order.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`No se puede crear el envío del pedido #${order.id}: su pago está «Cancelado». Actualiza la lista.`);
  });

  it('the packing slip tells the driver what to collect, until the cash is recorded', async () => {
    const t = createTranslator({ locale: 'es', messages: { AdminOrders: es.AdminOrders }, namespace: 'AdminOrders.slip' });
    const ana = await shopper();
    const order = await cod(ana);
    const slipLine = async () => {
      const amount = cashToCollect(await adminOrder(order.id));
      return amount === null ? null : t('collectCash', { amount: formatCOP(amount) });
    };
    expect(await slipLine()).toMatch(/^Cobrar \$\s6\.600 en efectivo$/);
    expect((await ship(order.id)).status).toBe(201);
    expect(await slipLine()).toMatch(/^Cobrar \$\s6\.600 en efectivo$/);
    expect((await cashPayment(order.id, { amountReceived: 6_600 })).status).toBe(200);
    expect(await slipLine()).toBeNull();
  });

  it("'awaiting_shipment' other than true/false is a 400 in Spanish", async () => {
    const res = await invokeRoute(listAdminOrdersRoute, '/api/admin/orders?awaiting_shipment=quizas', { token: seller });
    expect(res.status).toBe(400);
    expect(res.body.fields.awaiting_shipment).toEqual(['awaiting_shipment debe ser true o false.']);
  });
});

describe('cash on delivery refused at the door', () => {
  it('cancels the order and puts the stock back exactly once', async () => {
    const ana = await shopper();
    const before = await stock('PLAT-UNI');
    const order = await cod(ana, 3);
    expect(await stock('PLAT-UNI')).toBe(before - 3);
    expect((await ship(order.id)).status).toBe(201);
    const refused = await reject(order.id, 'El cliente no recibió el pedido');
    expect(refused.status, refused.text).toBe(200);
    expect(refused.body.order).toMatchObject({ paymentStatus: 'cancelled', shippingStatus: 'shipped' });
    expect(await stock('PLAT-UNI')).toBe(before);
    const mail = await lastEmail(db(), ana.email, PAYMENT_REJECTED_EMAIL_KIND);
    expect(mail?.subject).toBe(`Cancelamos tu pedido #${order.id}`);
    // Again, and a late cash payment: nothing moves, the stock is not returned twice.
    expect((await reject(order.id, 'otra vez')).status).toBe(409);
    expect((await cashPayment(order.id, { amountReceived: 6_600 })).status).toBe(409);
    expect(await stock('PLAT-UNI')).toBe(before);
  });

  it('a delivered, unpaid order is not cancelled (it is a debt, not a refusal)', async () => {
    const ana = await shopper();
    const order = await cod(ana);
    const shipped = await ship(order.id);
    expect(shipped.status).toBe(201);
    await db().update(orders).set({ shippingStatus: 'delivered' }).where(eq(orders.id, order.id));
    expect((await reject(order.id, 'no pagó')).status).toBe(409);
  });
});

describe('staff set or change the delivery fee before payment', () => {
  it("'por confirmar' → a fee: total recomputed, history, the customer's e-mail, and the new figures everywhere", async () => {
    const ana = await shopper('Leticia', 'Amazonas');
    const placed = await place(ana);
    expect(placed.status, placed.text).toBe(201);
    const id = placed.body.order.id;
    expect(placed.body.order).toMatchObject({ deliveryOption: 'to_confirm', shippingFee: null, total: 1_600 });

    const res = await setFee(id, { shippingFee: '45.000', note: 'Envío por avión a Leticia' }, seller);
    expect(res.status, res.text).toBe(200);
    expect(res.body.order).toMatchObject({
      subtotal: 1_600,
      shippingFee: 45_000,
      total: 46_600,
      paymentStatus: 'pending_payment',
      canChangeShippingFee: true,
    });
    expect(res.body.order.shippingFeeChangedAt).toEqual(expect.any(String));
    expect(res.body.order.history.at(-1)).toMatchObject({
      field: 'delivery',
      from: null,
      to: '45000',
      actorType: 'staff',
      actorName: 'Vendedora Caja',
      note: 'Envío: por confirmar → $\u00a045.000; total $\u00a01.600 → $\u00a046.600. Envío por avión a Leticia',
    });
    const mail = await lastEmail(db(), ana.email, SHIPPING_FEE_CHANGED_EMAIL_KIND);
    expect(mail?.subject).toBe(`Nuevo total de tu pedido #${id}`);
    expect(mail?.textBody).toMatch(
      /ahora es \$\s45\.000 \(antes: Por confirmar\)[\s\S]*El nuevo total a pagar es \$\s46\.600[\s\S]*Envío por avión a Leticia/,
    );
    expect(mail?.textBody).toMatch(/Subtotal: \$\s1\.600[\s\S]*Envío: \$\s45\.000[\s\S]*Total: \$\s46\.600/);
    const mine = await invokeRoute(getOrderRoute, `/api/orders/${id}`, { token: ana.token, params: params(id) });
    expect(mine.body.order).toMatchObject({ shippingFee: 45_000, total: 46_600 });
    expect(mine.body.order.history.at(-1)).toMatchObject({ field: 'delivery', status: 'fee_changed' });

    // Changed again (a bulky order), to free.
    const free = await setFee(id, { shippingFee: 0, note: 'Cortesía' });
    expect(free.body.order).toMatchObject({ shippingFee: 0, total: 1_600 });
    expect(free.body.order.history.at(-1).note).toBe('Envío: $\u00a045.000 → gratis; total $\u00a046.600 → $\u00a01.600. Cortesía');
  });

  it('a proof made before the change is flagged to staff; one made after is not', async () => {
    const ana = await shopper();
    const first = (await place(ana)).body.order;
    const second = (await place(ana)).body.order;
    const oldProof = customerProofKey(first.id, Date.now() - 60_000);
    await getStorage().putObject(oldProof, webp, 'image/webp');
    expect((await setFee(first.id, { shippingFee: 9_000, note: 'Pedido voluminoso' })).status).toBe(200);
    expect((await setFee(second.id, { shippingFee: 9_000, note: 'Pedido voluminoso' })).status).toBe(200);
    const newProof = customerProofKey(second.id, Date.now() + 1_000);
    await getStorage().putObject(newProof, webp, 'image/webp');
    const nequi = await db().query.paymentMethods.findFirst();
    for (const [orderId, key] of [
      [first.id, oldProof],
      [second.id, newProof],
    ] as const) {
      const res = await invokeRoute(confirmRoute, `/api/orders/${orderId}/confirm-payment`, {
        token: ana.token,
        params: params(orderId),
        body: { paymentMethodId: nequi!.id, paymentConfirmationUrl: getStorage().publicUrl(key) },
      });
      expect(res.status, res.text).toBe(200);
    }
    expect(await adminOrder(first.id)).toMatchObject({ paymentStatus: 'pending_confirmation', proofForPreviousTotal: true, total: 10_600 });
    expect(await adminOrder(second.id)).toMatchObject({ paymentStatus: 'pending_confirmation', proofForPreviousTotal: false });
  });

  it('refused on any other status (409, in Spanish), on a pickup, and for bad input (400); nothing written', async () => {
    const ana = await shopper();
    const codOrder = await cod(ana);
    const res = await setFee(codOrder.id, { shippingFee: 9_000, note: 'x' });
    expect(res.status).toBe(409);
    expect(res.body.error).toContain('Solo se puede cambiar el costo de envío de un pedido pendiente de pago');

    const placed = (await place(ana)).body.order;
    const key = customerProofKey(placed.id);
    await getStorage().putObject(key, webp, 'image/webp');
    const nequi = await db().query.paymentMethods.findFirst();
    await invokeRoute(confirmRoute, `/api/orders/${placed.id}/confirm-payment`, {
      token: ana.token,
      params: params(placed.id),
      body: { paymentMethodId: nequi!.id, paymentConfirmationUrl: getStorage().publicUrl(key) },
    });
    expect(
      (
        await invokeRoute(approveRoute, `/api/admin/orders/${placed.id}/approve`, {
          token: admin,
          params: params(placed.id),
          method: 'POST',
        })
      ).status,
    ).toBe(200);
    const paid = await setFee(placed.id, { shippingFee: 9_000, note: 'tarde' });
    expect(paid.status).toBe(409);
    expect(await row(placed.id)).toMatchObject({ paymentStatus: 'paid', shippingFee: 5_000, total: 6_600 });
    expect(await lastEmail(db(), ana.email, PAYMENT_APPROVED_EMAIL_KIND)).not.toBeNull();

    const pickup = (await place(ana, { deliveryOption: 'pickup' })).body.order;
    expect((await setFee(pickup.id, { shippingFee: 9_000, note: 'x' })).status).toBe(409);

    const open = (await place(ana)).body.order;
    const bad: [unknown, string][] = [
      [{ shippingFee: 9_000 }, 'note'],
      [{ shippingFee: 9_000, note: '   ' }, 'note'],
      [{ shippingFee: -1, note: 'x' }, 'shippingFee'],
      [{ shippingFee: 9_000.5, note: 'x' }, 'shippingFee'],
      [{ shippingFee: 'gratis', note: 'x' }, 'shippingFee'],
      [{ note: 'x' }, 'shippingFee'],
    ];
    for (const [body, field] of bad) {
      const r = await setFee(open.id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.fields[field], JSON.stringify(body)).toBeDefined();
    }
    expect(await row(open.id)).toMatchObject({ shippingFee: 5_000, total: 6_600, shippingFeeChangedAt: null });
    const history = await db()
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, open.id), eq(orderHistory.field, 'delivery')));
    expect(history).toHaveLength(0);
    expect((await setFee(999_999, { shippingFee: 1, note: 'x' })).status).toBe(404);
  });
});
