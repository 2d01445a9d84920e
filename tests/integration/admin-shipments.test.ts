import { asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as refundRoute } from '@/app/api/admin/orders/[id]/refund/route';
import { POST as shipRoute } from '@/app/api/admin/orders/[id]/shipments/route';
import { POST as deliverRoute } from '@/app/api/admin/shipments/[id]/deliver/route';
import { PUT as updateRoute } from '@/app/api/admin/shipments/[id]/route';
import { GET as listRoute } from '@/app/api/admin/shipments/route';
import { orderHistory, orders, shipments } from '@/db/schema';
import { ORDER_DELIVERED_EMAIL_KIND } from '@/lib/email/templates/order-delivered';
import { ORDER_SHIPPED_EMAIL_KIND, SHIPMENT_UPDATED_EMAIL_KIND } from '@/lib/email/templates/order-shipped';
import { startProcessingOrder } from '@/lib/services/admin/orders';
import { lastEmail } from '../helpers/customers';
import { emailsOfKind, orderSnapshot, paidOrder, pendingConfirmationOrder, stockOf, useOrderFixture } from '../helpers/orders';
import { callRoute } from '../helpers/staff';

const { db, fx } = useOrderFixture();

const national = {
  shippingMethod: 'national_shipping',
  company: 'Servientrega',
  trackingNumber: 'SV-123456',
  trackingUrl: 'https://www.servientrega.com/rastreo?guia=SV-123456',
};

const ship = (orderId: number, body: unknown, token = fx.seller.token) =>
  callRoute(shipRoute, `/api/admin/orders/${orderId}/shipments`, { method: 'POST', token, body, params: { id: String(orderId) } });
const update = (shipmentId: number, body: unknown) =>
  callRoute(updateRoute, `/api/admin/shipments/${shipmentId}`, {
    method: 'PUT',
    token: fx.seller.token,
    body,
    params: { id: String(shipmentId) },
  });
const deliver = (shipmentId: number) =>
  callRoute(deliverRoute, `/api/admin/shipments/${shipmentId}/deliver`, {
    method: 'POST',
    token: fx.admin.token,
    params: { id: String(shipmentId) },
  });
const list = (query = '') => callRoute(listRoute, `/api/admin/shipments${query}`, { token: fx.seller.token });

const shipmentRow = async (id: number) => (await db().select().from(shipments).where(eq(shipments.id, id)))[0];
const shipmentsOf = (orderId: number) => db().select().from(shipments).where(eq(shipments.orderId, orderId));
const lastHistory = async (orderId: number) =>
  (await db().select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(desc(orderHistory.id)).limit(1))[0];

describe('POST /api/admin/orders/{id}/shipments', () => {
  it('creates a national shipment (201), moves the order to shipped and e-mails carrier, tracking number and link', async () => {
    const order = await paidOrder(fx, fx.ana, [['PLAT-UNI', 2]]);
    const res = await ship(order.id, { ...national, company: '  Servientrega ', driverName: 'ignorado', licensePlate: 'XYZ999' });
    expect(res.status).toBe(201);
    expect(res.body.shipment).toEqual({
      id: expect.any(Number),
      orderId: order.id,
      shippingMethod: 'national_shipping',
      company: 'Servientrega',
      trackingNumber: 'SV-123456',
      trackingUrl: national.trackingUrl,
      driverName: null,
      licensePlate: null,
      driverPhone: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      deliveredAt: null,
      order: {
        id: order.id,
        paymentStatus: 'paid',
        shippingStatus: 'shipped',
        total: 1600,
        user: { nombre: 'Ana María Gómez', email: 'ana@example.com' },
        recipientPhone: null,
        deliveryNotes: null,
      },
    });
    expect(await lastHistory(order.id)).toMatchObject({
      field: 'shipping',
      fromStatus: 'unfulfilled',
      toStatus: 'shipped',
      actorType: 'staff',
      actorId: fx.seller.user.id,
      actorName: 'Vendedora Dos',
    });

    const mail = await lastEmail(db(), 'ana@example.com', ORDER_SHIPPED_EMAIL_KIND);
    expect(mail?.subject).toBe(`Tu pedido #${order.id} va en camino`);
    for (const text of [
      'Servientrega',
      'Número de guía: SV-123456',
      `Seguir mi envío: ${national.trackingUrl}`,
      '2 × Plato Biodegradable de Bagazo',
    ]) {
      expect(mail?.textBody).toContain(text);
    }
  });

  it('creates a local delivery with optional driver and plate, ignoring national fields, in the customer’s language', async () => {
    const order = await paidOrder(fx, fx.beto, [['PLAT-UNI', 1]]);
    const res = await ship(order.id, {
      shippingMethod: 'local_delivery',
      driverName: 'Luis Pérez',
      licensePlate: 'abc 12d',
      company: 'x',
      trackingNumber: 'y',
    });
    expect(res.status).toBe(201);
    expect(res.body.shipment).toMatchObject({
      shippingMethod: 'local_delivery',
      driverName: 'Luis Pérez',
      licensePlate: 'ABC 12D',
      company: null,
      trackingNumber: null,
      trackingUrl: null,
    });
    const mail = await lastEmail(db(), 'beto@example.com', ORDER_SHIPPED_EMAIL_KIND);
    expect(mail?.subject).toBe(`Your order #${order.id} is on its way`);
    expect(mail?.textBody).toContain('Driver: Luis Pérez');
    expect(mail?.textBody).toContain('License plate: ABC 12D');

    const bare = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const minimal = await ship(bare.id, { shippingMethod: 'local_delivery' });
    expect(minimal.status).toBe(201);
    expect(minimal.body.shipment).toMatchObject({ driverName: null, licensePlate: null });
  });

  it('ships an order that is being prepared', async () => {
    const order = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    await startProcessingOrder(order.id, fx.admin.user);
    const res = await ship(order.id, national);
    expect(res.status).toBe(201);
    expect(await lastHistory(order.id)).toMatchObject({ fromStatus: 'processing', toStatus: 'shipped' });
  });

  it('validates the fields of the chosen method with the spec messages, changing nothing', async () => {
    const order = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const before = await orderSnapshot(db(), order.id);
    const missing = await ship(order.id, { shippingMethod: 'national_shipping', company: ' ', driverName: 'Luis' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      company: ['La transportadora es requerida.'],
      trackingNumber: ['El número de guía es requerido.'],
    });
    const badUrl = await ship(order.id, { ...national, trackingUrl: 'javascript:alert(1)' });
    expect(badUrl.status).toBe(400);
    expect(Object.keys(badUrl.body.fields)).toEqual(['trackingUrl']);
    const noMethod = await ship(order.id, { company: 'Servientrega', trackingNumber: '1' });
    expect(noMethod.status).toBe(400);
    expect(noMethod.body.fields.shippingMethod).toBeDefined();
    expect(await orderSnapshot(db(), order.id)).toEqual(before);
    expect(await shipmentsOf(order.id)).toEqual([]);
  });

  it('refuses unpaid, already shipped and unknown orders', async () => {
    const pending = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const unpaid = await ship(pending.id, national);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.code).toBe('invalid_state');
    expect(unpaid.body.error).toMatch(/^No se puede crear el envío del pedido #\d+: su pago está «Pendiente de confirmación»/);
    expect(await shipmentsOf(pending.id)).toEqual([]);

    const order = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    expect((await ship(order.id, national)).status).toBe(201);
    const before = await orderSnapshot(db(), order.id);
    const again = await ship(order.id, { shippingMethod: 'local_delivery' });
    expect(again.status).toBe(409);
    expect(await shipmentsOf(order.id)).toHaveLength(1);
    expect(await orderSnapshot(db(), order.id)).toEqual(before);

    const refunded = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    await callRoute(refundRoute, 'x', { method: 'POST', token: fx.admin.token, params: { id: String(refunded.id) } });
    expect((await ship(refunded.id, national)).status).toBe(409);

    expect((await ship(99_999_999, national)).status).toBe(404);
  });

  it('a double ship: exactly one shipment, one transition, one e-mail', async () => {
    const order = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const mailsBefore = (await emailsOfKind(db(), ORDER_SHIPPED_EMAIL_KIND)).length;
    const results = await Promise.all([
      ship(order.id, national),
      ship(order.id, { shippingMethod: 'local_delivery', driverName: 'Luis' }, fx.admin.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await shipmentsOf(order.id)).toHaveLength(1);
    const moves = await db().select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(moves.filter((h) => h.toStatus === 'shipped')).toHaveLength(1);
    expect((await emailsOfKind(db(), ORDER_SHIPPED_EMAIL_KIND)).length).toBe(mailsBefore + 1);
  });
});

describe('PUT /api/admin/shipments/{id}', () => {
  async function shippedOrder(body: unknown = national) {
    const order = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const res = await ship(order.id, body);
    expect(res.status).toBe(201);
    return { order, shipment: res.body.shipment as { id: number } };
  }

  it('takes only the national fields (no shippingMethod needed) and e-mails the corrected tracking', async () => {
    const { shipment } = await shippedOrder();
    const res = await update(shipment.id, { company: 'Coordinadora', trackingNumber: 'CO-987', trackingUrl: '' });
    expect(res.status).toBe(200);
    expect(res.body.shipment).toMatchObject({
      id: shipment.id,
      shippingMethod: 'national_shipping',
      company: 'Coordinadora',
      trackingNumber: 'CO-987',
      trackingUrl: null,
      order: { shippingStatus: 'shipped' },
    });
    const mail = await lastEmail(db(), 'ana@example.com', SHIPMENT_UPDATED_EMAIL_KIND);
    expect(mail?.subject).toContain('Actualizamos los datos de envío');
    expect(mail?.textBody).toContain('CO-987');
  });

  it('switches the method: the other method’s fields are cleared', async () => {
    const { shipment } = await shippedOrder();
    const local = await update(shipment.id, { driverName: 'Marta', licensePlate: 'kfc 321' });
    expect(local.status).toBe(200);
    expect(await shipmentRow(shipment.id)).toMatchObject({
      shippingMethod: 'local_delivery',
      company: null,
      trackingNumber: null,
      trackingUrl: null,
      driverName: 'Marta',
      licensePlate: 'KFC 321',
    });
    const back = await update(shipment.id, {
      shippingMethod: 'national_shipping',
      company: 'Envía',
      trackingNumber: 'EN-1',
      driverName: 'ignorado',
    });
    expect(back.status).toBe(200);
    expect(await shipmentRow(shipment.id)).toMatchObject({
      shippingMethod: 'national_shipping',
      company: 'Envía',
      trackingNumber: 'EN-1',
      driverName: null,
      licensePlate: null,
    });
  });

  it('sends no e-mail when nothing the customer sees changed', async () => {
    const { shipment } = await shippedOrder();
    const before = (await emailsOfKind(db(), SHIPMENT_UPDATED_EMAIL_KIND)).length;
    expect(
      (await update(shipment.id, { company: 'Servientrega', trackingNumber: 'SV-123456', trackingUrl: national.trackingUrl })).status,
    ).toBe(200);
    expect((await emailsOfKind(db(), SHIPMENT_UPDATED_EMAIL_KIND)).length).toBe(before);
  });

  it('validates like the creation, refuses mixed fields, and answers 404 for an unknown shipment', async () => {
    const { shipment } = await shippedOrder();
    const before = await shipmentRow(shipment.id);
    const missing = await update(shipment.id, { company: 'Coordinadora', trackingNumber: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ trackingNumber: ['El número de guía es requerido.'] });
    const mixed = await update(shipment.id, { company: 'Coordinadora', trackingNumber: '1', driverName: 'Luis' });
    expect(mixed.status).toBe(400);
    expect(mixed.body.fields.shippingMethod).toEqual(['Envía solo los campos del método de envío elegido.']);
    expect((await update(shipment.id, {})).status).toBe(400);
    expect(await shipmentRow(shipment.id)).toEqual(before);
    expect((await update(99_999_999, national)).status).toBe(404);
  });
});

describe('POST /api/admin/shipments/{id}/deliver', () => {
  it('moves shipped → delivered once, with the date, history and e-mail; a repeat is 409 and changes nothing', async () => {
    const order = await paidOrder(fx, fx.beto, [['PLAT-UNI', 1]]);
    const created = await ship(order.id, national);
    const id = created.body.shipment.id as number;

    const res = await deliver(id);
    expect(res.status).toBe(200);
    expect(res.body.shipment).toMatchObject({ id, deliveredAt: expect.any(String), order: { id: order.id, shippingStatus: 'delivered' } });
    expect(await lastHistory(order.id)).toMatchObject({
      field: 'shipping',
      fromStatus: 'shipped',
      toStatus: 'delivered',
      actorName: 'Admin Uno',
    });
    const mail = await lastEmail(db(), 'beto@example.com', ORDER_DELIVERED_EMAIL_KIND);
    expect(mail?.subject).toBe(`Your order #${order.id} was delivered`);

    const before = { shipment: await shipmentRow(id), order: await orderSnapshot(db(), order.id) };
    const again = await deliver(id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid_state');
    expect({ shipment: await shipmentRow(id), order: await orderSnapshot(db(), order.id) }).toEqual(before);
    expect((await deliver(99_999_999)).status).toBe(404);
  });

  it('refunding after shipping keeps the stock out; delivering a refunded order is refused', async () => {
    const plato = await stockOf(db(), fx.sku['PLAT-UNI']);
    const order = await paidOrder(fx, fx.ana, [['PLAT-UNI', 5]]);
    const id = (await ship(order.id, national)).body.shipment.id as number;
    const refund = await callRoute(refundRoute, 'x', { method: 'POST', token: fx.admin.token, params: { id: String(order.id) } });
    expect(refund.body.order).toMatchObject({ paymentStatus: 'refunded', shippingStatus: 'shipped' });
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(plato - 5);
    expect((await deliver(id)).status).toBe(409);
  });
});

describe('GET /api/admin/shipments', () => {
  it('lists every shipment once across pages, newest first, with the order state; filters by status', async () => {
    const all: number[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: { shipments: { id: number; order: { user: { nombre: string } } }[]; nextCursor: string | null } } =
        await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      all.push(...res.body.shipments.map((s) => s.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    const expected = await db().select({ id: shipments.id }).from(shipments).orderBy(desc(shipments.createdAt), desc(shipments.id));
    expect(all).toEqual(expected.map((r) => r.id));
    expect(all.length).toBeGreaterThan(5);

    const delivered = await list('?status=delivered');
    expect(delivered.body.shipments.length).toBeGreaterThan(0);
    expect(delivered.body.shipments.every((s: { order: { shippingStatus: string } }) => s.order.shippingStatus === 'delivered')).toBe(true);
    const shippedIds = (
      await db().select({ id: orders.id }).from(orders).where(eq(orders.shippingStatus, 'shipped')).orderBy(asc(orders.id))
    ).map((r) => r.id);
    const shipped = await list('?status=shipped&limit=100');
    expect(shipped.body.shipments.map((s: { orderId: number }) => s.orderId).sort((a: number, b: number) => a - b)).toEqual(shippedIds);

    expect((await list('?status=lost')).status).toBe(400);
  });
});
