import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PUT as putAddressRoute } from '@/app/api/addresses/[id]/route';
import { POST as postAddressRoute } from '@/app/api/addresses/route';
import { GET as adminOrderRoute } from '@/app/api/admin/orders/[id]/route';
import { GET as listOrdersRoute } from '@/app/api/admin/orders/route';
import { POST as shipRoute } from '@/app/api/admin/orders/[id]/shipments/route';
import { PUT as updateShipmentRoute } from '@/app/api/admin/shipments/[id]/route';
import { GET as listShipmentsRoute } from '@/app/api/admin/shipments/route';
import { GET as getOrderRoute } from '@/app/api/orders/[id]/route';
import { POST as postOrderRoute } from '@/app/api/orders/route';
import { addresses, orders, shipments } from '@/db/schema';
import { ORDER_SHIPPED_EMAIL_KIND } from '@/lib/email/templates/order-shipped';
import { createAddress, lastEmail } from '../helpers/customers';
import { paidOrder, useOrderFixture } from '../helpers/orders';
import { callRoute } from '../helpers/staff';
import es from '@/messages/es.json';

/** The Spanish texts the API answers by default (messages/es.json, Validation). */
const HIDDEN_CHARACTERS_MESSAGE = es.Validation.hiddenCharacters;
const PHONE_INVALID_MESSAGE = es.Validation.phoneInvalid;
const PHONE_REQUIRED_MESSAGE = es.Validation.recipientPhoneRequired;

/**
 * Issue 21 "A phone to call": the recipient's phone on addresses (and in the order's snapshot),
 * the order's delivery instructions, and the driver's phone on a local delivery, through the
 * route handlers on a real database.
 */

const { db, fx } = useOrderFixture();

const home = { recipientName: 'Ana Gómez', street: 'Avenida 0 # 12-34', city: 'Villa del Rosario', state: 'Norte de Santander' };

const postAddress = (body: unknown, token = fx.ana.token) => callRoute(postAddressRoute, '/api/addresses', { method: 'POST', token, body });
const putAddress = (id: number, body: unknown, token = fx.ana.token) =>
  callRoute(putAddressRoute, `/api/addresses/${id}`, { method: 'PUT', token, body, params: { id: String(id) } });
const addressRow = async (id: number) => (await db().select().from(addresses).where(eq(addresses.id, id)))[0];
const addressCount = async () => (await db().select({ id: addresses.id }).from(addresses)).length;

const postOrder = (body: unknown, token = fx.ana.token) => callRoute(postOrderRoute, '/api/orders', { method: 'POST', token, body });
const getOrder = (id: number, token = fx.ana.token) => callRoute(getOrderRoute, `/api/orders/${id}`, { token, params: { id: String(id) } });
const adminOrder = (id: number) =>
  callRoute(adminOrderRoute, `/api/admin/orders/${id}`, { token: fx.seller.token, params: { id: String(id) } });
const orderCount = async () => (await db().select({ id: orders.id }).from(orders)).length;

const ship = (orderId: number, body: unknown) =>
  callRoute(shipRoute, `/api/admin/orders/${orderId}/shipments`, {
    method: 'POST',
    token: fx.seller.token,
    body,
    params: { id: String(orderId) },
  });
const updateShipment = (id: number, body: unknown) =>
  callRoute(updateShipmentRoute, `/api/admin/shipments/${id}`, { method: 'PUT', token: fx.seller.token, body, params: { id: String(id) } });
const shipmentRow = async (id: number) => (await db().select().from(shipments).where(eq(shipments.id, id)))[0];

const line = () => ({ variantId: fx.sku['PLAT-UNI'], quantity: 1, unitPrice: 1_000_000 });

describe('the recipient phone on addresses', () => {
  it('a new address stores the phone in one canonical form, whatever separators were typed', async () => {
    for (const [typed, stored] of [
      ['300-123-4567', '+573001234567'],
      ['+57 (315) 987.65.43', '+573159876543'],
      ['607 571 2345', '+576075712345'],
    ]) {
      const res = await postAddress({ ...home, phone: typed });
      expect(res.status).toBe(201);
      expect(res.body.address.phone).toBe(stored);
      expect((await addressRow(res.body.address.id)).phone).toBe(stored);
    }
  });

  it('a sent phone that is blank, null, too short, too long, with letters or an old area code is a 400 in Spanish, and nothing is stored', async () => {
    const before = await addressCount();
    const cases: [unknown, string][] = [
      ['', PHONE_REQUIRED_MESSAGE],
      ['   ', PHONE_REQUIRED_MESSAGE],
      [null, PHONE_REQUIRED_MESSAGE],
      [3001234567, PHONE_REQUIRED_MESSAGE],
      ['300 123 456', PHONE_INVALID_MESSAGE],
      ['300 123 45678', PHONE_INVALID_MESSAGE],
      ['300 ABC 4567', PHONE_INVALID_MESSAGE],
      ['(7) 571 2345', PHONE_INVALID_MESSAGE],
      ['+1 300 123 4567', PHONE_INVALID_MESSAGE],
      ['9'.repeat(300), PHONE_INVALID_MESSAGE],
    ];
    for (const [phone, message] of cases) {
      const res = await postAddress({ ...home, phone });
      expect(res.status, JSON.stringify(phone)).toBe(400);
      expect(res.body.fields).toEqual({ phone: [message] });
    }
    expect(await addressCount()).toBe(before);
  });

  it('a client that follows the spec (no phone key) still creates an address, without a phone, which checkout will ask for', async () => {
    const res = await postAddress(home);
    expect(res.status).toBe(201);
    expect(res.body.address.phone).toBeNull();
  });

  it('an update without the phone keeps it; with one replaces it; a blank or bad one is refused and changes nothing', async () => {
    const created = (await postAddress({ ...home, phone: '3001234567' })).body.address;
    const kept = await putAddress(created.id, { ...home, street: 'Calle 5 # 1-2' });
    expect(kept.status).toBe(200);
    expect(kept.body.address).toMatchObject({ street: 'Calle 5 # 1-2', phone: '+573001234567' });

    const changed = await putAddress(created.id, { ...home, phone: '57 321 000 0000' });
    expect(changed.body.address.phone).toBe('+573210000000');

    for (const phone of ['', null, 'llámame']) {
      const res = await putAddress(created.id, { ...home, street: 'Otra calle', phone });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['phone']);
    }
    expect(await addressRow(created.id)).toMatchObject({ street: 'Avenida 0 # 12-34', phone: '+573210000000' });
  });

  it('an address saved before phones were asked gets one with a plain update (what the checkout sends)', async () => {
    const legacy = await createAddress(db(), fx.ana.id, { isDefault: false, phone: null });
    const { recipientName, street, city, state, postalCode, details } = legacy;
    const res = await putAddress(legacy.id, { recipientName, street, city, state, postalCode, details, phone: '310 555 0101' });
    expect(res.status).toBe(200);
    expect((await addressRow(legacy.id)).phone).toBe('+573105550101');
  });

  it('another customer cannot set the phone of an address that is not theirs', async () => {
    const mine = (await postAddress({ ...home, phone: '3001234567' })).body.address;
    const res = await putAddress(mine.id, { ...home, phone: '3119998877' }, fx.beto.token);
    expect(res.status).toBe(404);
    expect((await addressRow(mine.id)).phone).toBe('+573001234567');
  });
});

describe('orders: the phone in the address snapshot, and delivery instructions', () => {
  it('the order keeps the phone as it was, shows it to staff with the instructions; a later address change does not touch it', async () => {
    const address = (await postAddress({ ...home, phone: '300 123 4567' })).body.address;
    const notes = 'Llamar al llegar.\nPortería de la torre 2.';
    const res = await postOrder({ items: [line()], shippingAddressId: address.id, deliveryNotes: `  ${notes}  ` });
    expect(res.status).toBe(201);
    expect(res.body.order.shippingAddress.phone).toBe('+573001234567');
    expect(res.body.order.deliveryNotes).toBe(notes);

    await putAddress(address.id, { ...home, phone: '3119998877' });
    const mine = await getOrder(res.body.order.id);
    expect(mine.body.order).toMatchObject({ deliveryNotes: notes, shippingAddress: { phone: '+573001234567' } });

    const staff = await adminOrder(res.body.order.id);
    expect(staff.status).toBe(200);
    expect(staff.body.order).toMatchObject({
      recipientPhone: '+573001234567',
      deliveryNotes: notes,
      shippingAddress: { phone: '+573001234567' },
      // The customer's profile phone stays what it was.
      customer: { phone: '+57 300 111 2233' },
    });
  });

  it('no instructions (left out, null or blank) is none; an address without a phone gives an order without one', async () => {
    const bare = await createAddress(db(), fx.beto.id, { isDefault: false, recipientName: 'Beto' });
    for (const extra of [{}, { deliveryNotes: null }, { deliveryNotes: '   ' }]) {
      const res = await postOrder({ items: [line()], shippingAddressId: bare.id, ...extra }, fx.beto.token);
      expect(res.status).toBe(201);
      expect(res.body.order.deliveryNotes).toBeNull();
      expect(res.body.order.shippingAddress.phone).toBeNull();
      expect((await adminOrder(res.body.order.id)).body.order).toMatchObject({ recipientPhone: null, deliveryNotes: null });
    }
  });

  it('instructions over 500 characters, with control or bidi characters, or not text are a 400 in Spanish; no order is written', async () => {
    const before = await orderCount();
    const cases: [unknown, string][] = [
      ['x'.repeat(501), 'Las indicaciones para la entrega pueden tener hasta 500 caracteres.'],
      ['Casa \u202eazul', HIDDEN_CHARACTERS_MESSAGE],
      ['Timbre\u0007', HIDDEN_CHARACTERS_MESSAGE],
      [42, 'El valor no es válido.'],
      [['a'], 'El valor no es válido.'],
    ];
    for (const [deliveryNotes, message] of cases) {
      const res = await postOrder({ items: [line()], shippingAddressId: fx.ana.addressId, deliveryNotes });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ deliveryNotes: [message] });
    }
    expect(await orderCount()).toBe(before);
    const exact = await postOrder({ items: [line()], shippingAddressId: fx.ana.addressId, deliveryNotes: 'ñ'.repeat(500) });
    expect(exact.status).toBe(201);
  });
});

describe('the driver phone of a local delivery', () => {
  it('is stored canonical, returned to staff and the customer, and written in the shipment e-mail', async () => {
    const order = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const res = await ship(order.id, {
      shippingMethod: 'local_delivery',
      driverName: 'Luis Pérez',
      licensePlate: 'abc123',
      driverPhone: '(310) 555-0101',
    });
    expect(res.status).toBe(201);
    expect(res.body.shipment).toMatchObject({ driverName: 'Luis Pérez', driverPhone: '+573105550101' });
    expect((await shipmentRow(res.body.shipment.id)).driverPhone).toBe('+573105550101');

    const mine = await getOrder(order.id);
    expect(mine.body.order.shipment).toMatchObject({ driverPhone: '+573105550101' });
    const mail = await lastEmail(db(), 'ana@example.com', ORDER_SHIPPED_EMAIL_KIND);
    expect(mail?.textBody).toContain('Teléfono del domiciliario: 310 555 0101');

    const list = await callRoute(listShipmentsRoute, '/api/admin/shipments', { token: fx.seller.token });
    const listed = list.body.shipments.find((s: { id: number }) => s.id === res.body.shipment.id);
    expect(listed).toMatchObject({ driverPhone: '+573105550101', order: { recipientPhone: null, deliveryNotes: null } });
  });

  it('a bad phone is a 400 on create and update, and changes nothing', async () => {
    const order = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    for (const driverPhone of ['310 555 010', 'tres diez', '+44 7700 900123', 5]) {
      const res = await ship(order.id, { shippingMethod: 'local_delivery', driverPhone });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['driverPhone']);
    }
    expect(await db().select().from(shipments).where(eq(shipments.orderId, order.id))).toEqual([]);

    const created = (await ship(order.id, { shippingMethod: 'local_delivery', driverPhone: '3105550101' })).body.shipment;
    const bad = await updateShipment(created.id, { driverName: 'Otro', driverPhone: '123' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ driverPhone: [PHONE_INVALID_MESSAGE] });
    expect(await shipmentRow(created.id)).toMatchObject({ driverName: null, driverPhone: '+573105550101' });
  });

  it("an update without driverPhone (the spec's local payload) keeps it; null clears it; switching to national clears it", async () => {
    const order = await paidOrder(fx, fx.beto, [['PLAT-UNI', 1]]);
    const created = (await ship(order.id, { shippingMethod: 'local_delivery', driverName: 'Luis', driverPhone: '3105550101' })).body
      .shipment;

    const kept = await updateShipment(created.id, { driverName: 'Luis Pérez', licensePlate: 'XYZ987' });
    expect(kept.status).toBe(200);
    expect(await shipmentRow(created.id)).toMatchObject({ driverName: 'Luis Pérez', licensePlate: 'XYZ987', driverPhone: '+573105550101' });

    const changed = await updateShipment(created.id, { driverName: 'Luis Pérez', licensePlate: 'XYZ987', driverPhone: '321 000 0000' });
    expect(changed.body.shipment.driverPhone).toBe('+573210000000');
    // What the customer sees changed while on its way: they get the corrected details.
    const mail = await lastEmail(db(), 'beto@example.com', 'shipment_updated');
    expect(mail?.textBody).toContain("Driver's phone: 321 000 0000");

    await updateShipment(created.id, { driverName: 'Luis Pérez', driverPhone: null });
    expect((await shipmentRow(created.id)).driverPhone).toBeNull();

    await updateShipment(created.id, { driverName: 'Luis Pérez', driverPhone: '3105550101' });
    await updateShipment(created.id, { company: 'Servientrega', trackingNumber: 'SV-1' });
    expect(await shipmentRow(created.id)).toMatchObject({ shippingMethod: 'national_shipping', driverName: null, driverPhone: null });
  });

  it('staff see the recipient phone and instructions on the orders waiting for shipment and on the shipment list', async () => {
    const address = (await postAddress({ ...home, phone: '3001234567' })).body.address;
    const placed = (await postOrder({ items: [line()], shippingAddressId: address.id, deliveryNotes: 'Dejar en portería' })).body.order;
    // Paid (the approval itself is tested elsewhere).
    await db().update(orders).set({ paymentStatus: 'paid', paidAt: new Date() }).where(eq(orders.id, placed.id));

    const waiting = await callRoute(listOrdersRoute, '/api/admin/orders?payment_status=paid&shipping_status=unfulfilled,processing', {
      token: fx.seller.token,
    });
    expect(waiting.body.orders.find((o: { id: number }) => o.id === placed.id)).toMatchObject({
      recipientPhone: '+573001234567',
      deliveryNotes: 'Dejar en portería',
    });

    const shipped = await ship(placed.id, { shippingMethod: 'local_delivery' });
    expect(shipped.status).toBe(201);
    const list = await callRoute(listShipmentsRoute, '/api/admin/shipments', { token: fx.seller.token });
    const listed = list.body.shipments.find((s: { id: number }) => s.id === shipped.body.shipment.id);
    expect(listed.order).toMatchObject({ recipientPhone: '+573001234567', deliveryNotes: 'Dejar en portería' });
  });
});
