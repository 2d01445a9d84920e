import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as dashboardRoute } from '@/app/api/admin/dashboard/route';
import { PUT as putPickupRoute } from '@/app/api/admin/delivery-rules/pickup/route';
import { POST as postZoneRoute } from '@/app/api/admin/delivery-zones/route';
import { GET as customerContextRoute } from '@/app/api/admin/new-order/customers/[id]/route';
import { GET as productsRoute } from '@/app/api/admin/new-order/products/route';
import { POST as quoteRoute } from '@/app/api/admin/new-order/quote/route';
import { GET as getAdminOrderRoute } from '@/app/api/admin/orders/[id]/route';
import { GET as listRoute, POST as createRoute } from '@/app/api/admin/orders/route';
import { GET as breakdownRoute } from '@/app/api/admin/reports/breakdown/route';
import { GET as customerOrderRoute } from '@/app/api/orders/[id]/route';
import { activityLog, addresses, customerProfiles, customers, emailOutbox, orders, stockMovements, variants } from '@/db/schema';
import { checkBooks } from '@/db/books-check';
import { seedDeliveryPickup, seedDeliveryZones } from '@/db/seed-data';
import { setEmailDriverForTests } from '@/lib/email';
import { ORDER_DELIVERED_EMAIL_KIND } from '@/lib/email/templates/order-delivered';
import { ORDER_RECEIVED_EMAIL_KIND } from '@/lib/email/templates/order-received';
import { PAYMENT_APPROVED_EMAIL_KIND } from '@/lib/email/templates/payment-approved';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { createAddress, createCustomer, lastEmail } from '../helpers/customers';
import { useTestDb } from '../helpers/db';
import { invokeRoute } from '../helpers/routes';
import { createStaffUser } from '../helpers/staff';
import { expectStockLedgerBalanced } from '../helpers/stock';

/**
 * Issue 23 §2 and §5 through the route handlers on a real database: staff take orders (tier
 * pricing, stock reserved, source and staff recorded), create customers on the spot (no e-mail,
 * or an e-mail that already has an account), an ADMIN changes a price with its history entry
 * (a VENDEDOR gets 403), a counter sale paid at once, the lists, dashboard and breakdown by
 * source, Spanish 400s, Idempotency-Key, and two staff members racing for the last units.
 */

const testDb = useTestDb();
const db = () => testDb().db;
const v: Record<string, number> = {};
let admin: { token: string; user: { id: number; nombre: string } };
let seller: { token: string; user: { id: number; nombre: string } };

beforeAll(async () => {
  setEmailDriverForTests({ name: 'test', send: async () => ({ id: null }) });
  await createCatalogFixture(db());
  for (const row of await db().select({ id: variants.id, sku: variants.sku }).from(variants)) v[row.sku] = row.id;
  admin = await createStaffUser(db(), { rol: 'ADMIN', nombre: 'Admin Pedidos' });
  seller = await createStaffUser(db(), { rol: 'VENDEDOR', nombre: 'Vendedora WhatsApp' });
  const saved = [
    await invokeRoute(putPickupRoute, '/api/admin/delivery-rules/pickup', { method: 'PUT', token: admin.token, body: seedDeliveryPickup }),
  ];
  for (const z of seedDeliveryZones) {
    const body = { ...z, municipalityCodes: [...z.municipalityCodes], weekdays: [...z.weekdays], active: true };
    saved.push(await invokeRoute(postZoneRoute, '/api/admin/delivery-zones', { method: 'POST', token: admin.token, body }));
  }
  for (const res of saved) expect(res.status, res.text).toBeLessThan(300);
});
afterAll(() => setEmailDriverForTests(undefined));

const create = (body: unknown, token = seller.token, headers: Record<string, string> = {}) =>
  invokeRoute(createRoute, '/api/admin/orders', { token, body, headers });
const stock = async (sku: string) => (await db().select({ s: variants.available }).from(variants).where(eq(variants.id, v[sku])))[0].s;
const orderCount = async () => (await db().select({ n: count() }).from(orders))[0].n;
const cucuta = {
  recipientName: 'Doña Rosa',
  street: 'Av. 0 # 12-34, Barrio Latino',
  city: 'Cúcuta',
  state: 'Norte de Santander',
  phone: '310 555 0000',
};

async function customerWithAddress(email?: string) {
  const customer = await createCustomer(db(), email ? { email } : {});
  const address = await createAddress(db(), customer.id);
  return { ...customer, addressId: address.id };
}

describe('POST /api/admin/orders (Nuevo pedido)', () => {
  it('takes a WhatsApp order for an existing customer: tier prices, stock reserved, source and staff recorded', async () => {
    const ana = await customerWithAddress();
    const before = await stock('VASO-BLA-7OZ-UNI');
    const res = await create({
      source: 'whatsapp',
      customerId: ana.id,
      shippingAddressId: ana.addressId,
      items: [{ variantId: v['VASO-BLA-7OZ-UNI'], quantity: 60 }],
      deliveryOption: 'local_delivery',
      deliveryNotes: 'Llamar al llegar',
    });
    expect(res.status, res.text).toBe(201);
    const { order } = res.body;
    // 60 units reach the 50-unit tier (135), as the cart prices them.
    expect(order.items[0]).toMatchObject({ price: 135, quantity: 60, lineTotal: 8_100 });
    expect(order).toMatchObject({
      paymentStatus: 'pending_payment',
      source: 'whatsapp',
      createdBy: { id: seller.user.id, nombre: 'Vendedora WhatsApp' },
      deliveryOption: 'local_delivery',
      shippingFee: 5_000,
      total: 13_100,
      deliveryNotes: 'Llamar al llegar',
    });
    expect(res.body.customer).toEqual({ id: ana.id, created: false, existing: false });
    expect(await stock('VASO-BLA-7OZ-UNI')).toBe(before - 60);
    expect(order.history[0]).toMatchObject({
      field: 'payment',
      to: 'pending_payment',
      actorType: 'staff',
      actorName: 'Vendedora WhatsApp',
      note: 'Pedido tomado por WhatsApp',
    });
    expect(await lastEmail(db(), ana.email, ORDER_RECEIVED_EMAIL_KIND)).not.toBeNull();
    const [activity] = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'order'), eq(activityLog.entityId, String(order.id))));
    expect(activity).toMatchObject({ action: 'create', staffId: seller.user.id, label: `#${order.id}` });

    // The detail shows it too.
    const detail = await invokeRoute(getAdminOrderRoute, `/api/admin/orders/${order.id}`, {
      token: admin.token,
      params: { id: String(order.id) },
    });
    expect(detail.body.order).toMatchObject({ source: 'whatsapp', createdBy: { nombre: 'Vendedora WhatsApp' } });
  });

  it('creates a customer without e-mail on the spot, saves the typed address and queues no e-mail', async () => {
    const outboxBefore = (await db().select({ n: count() }).from(emailOutbox))[0].n;
    const res = await create({
      source: 'phone',
      newCustomer: { name: 'Rosa Pabón', phone: '310 555 0000' },
      newAddress: cucuta,
      items: [{ variantId: v['PLAT-UNI'], quantity: 3 }],
      deliveryOption: 'local_delivery',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.customer).toMatchObject({ created: true, existing: false });
    expect(res.body.notice).toBeNull();
    const id = res.body.customer.id;
    const [row] = await db().select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({ email: null, name: 'Rosa Pabón' });
    const [profile] = await db().select().from(customerProfiles).where(eq(customerProfiles.customerId, id));
    expect(profile).toMatchObject({ fullName: 'Rosa Pabón', phone: '+573105550000' });
    const saved = await db().select().from(addresses).where(eq(addresses.customerId, id));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ city: 'Cúcuta', isDefault: true, phone: '+573105550000' });
    expect(res.body.order).toMatchObject({ source: 'phone', shippingFee: 5_000, customer: { id, email: null, fullName: 'Rosa Pabón' } });
    expect((await db().select({ n: count() }).from(emailOutbox))[0].n).toBe(outboxBefore);
  });

  it("uses the customer who already has the new customer's e-mail, and says so", async () => {
    const beto = await customerWithAddress('beto.existente@example.com');
    const res = await create({
      source: 'whatsapp',
      newCustomer: { name: 'Beto', phone: '3001234567', email: 'Beto.Existente@example.com' },
      newAddress: cucuta,
      items: [{ variantId: v['PLAT-UNI'], quantity: 1 }],
      deliveryOption: 'pickup',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.customer).toEqual({ id: beto.id, created: false, existing: true });
    expect(res.body.notice).toContain('ya pertenece a un cliente');
  });

  it('lets an ADMIN change a unit price with a reason, recorded in the history (not shown to the customer)', async () => {
    const ana = await customerWithAddress();
    const res = await create(
      {
        source: 'counter',
        customerId: ana.id,
        shippingAddressId: ana.addressId,
        items: [
          { variantId: v['PLAT-UNI'], quantity: 10, unitPrice: 700, priceReason: 'Cliente mayorista de siempre' },
          { variantId: v['CUCH-BLA-PAQ'], quantity: 1 },
        ],
        deliveryOption: 'pickup',
      },
      admin.token,
    );
    expect(res.status, res.text).toBe(201);
    const { order } = res.body;
    expect(order.items.find((i: { quantity: number }) => i.quantity === 10)).toMatchObject({ price: 700, lineTotal: 7_000 });
    expect(order.subtotal).toBe(7_000 + 3_500);
    const price = order.history.find((h: { field: string }) => h.field === 'price');
    expect(price).toMatchObject({ from: '800', to: '700', actorType: 'staff', actorName: 'Admin Pedidos' });
    expect(price.note).toContain('Cliente mayorista de siempre');
    const mine = await invokeRoute(customerOrderRoute, `/api/orders/${order.id}`, { token: ana.token, params: { id: String(order.id) } });
    expect(mine.status).toBe(200);
    expect(mine.body.order.history.map((h: { field: string }) => h.field)).not.toContain('price');
  });

  it('refuses a VENDEDOR who sends a unit price (403) and writes nothing', async () => {
    const ana = await customerWithAddress();
    const before = await orderCount();
    const stockBefore = await stock('PLAT-UNI');
    const res = await create({
      source: 'whatsapp',
      customerId: ana.id,
      shippingAddressId: ana.addressId,
      items: [{ variantId: v['PLAT-UNI'], quantity: 1, unitPrice: 1, priceReason: 'Descuento' }],
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toContain('administrador');
    expect(await orderCount()).toBe(before);
    expect(await stock('PLAT-UNI')).toBe(stockBefore);
  });

  it('records a counter sale paid on the spot through the state machine', async () => {
    const ana = await customerWithAddress();
    const res = await create({
      source: 'counter',
      customerId: ana.id,
      shippingAddressId: ana.addressId,
      items: [{ variantId: v['PLAT-UNI'], quantity: 5 }],
      deliveryOption: 'pickup',
      payment: { paymentMethodId: null, amountReceived: 5_000 },
    });
    expect(res.status, res.text).toBe(201);
    const { order } = res.body;
    // Paid and picked up at the counter: handed over there, so delivered at once.
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      shippingStatus: 'delivered',
      source: 'counter',
      total: 4_000,
      cashReceived: 5_000,
    });
    expect(order.paidAt).not.toBeNull();
    expect(order.history.map((h: { from: string | null; to: string }) => [h.from, h.to])).toEqual([
      [null, 'pending_payment'],
      ['pending_payment', 'paid'],
      ['unfulfilled', 'shipped'],
      ['shipped', 'delivered'],
    ]);
    expect(order.history[1].note).toMatch(/Pago en mostrador \(Efectivo\): \$\s5\.000 recibido.*sobran \$\s1\.000/);
    expect(await lastEmail(db(), ana.email, ORDER_DELIVERED_EMAIL_KIND)).not.toBeNull();
    expect(await lastEmail(db(), ana.email, PAYMENT_APPROVED_EMAIL_KIND)).toBeNull();
    expect(await lastEmail(db(), ana.email, ORDER_RECEIVED_EMAIL_KIND)).toBeNull();
  });

  describe('a counter sale needs no address', () => {
    const counterSale = (body: Record<string, unknown>) =>
      create({ source: 'counter', newCustomer: { name: 'Cliente de mostrador', phone: '3105550123' }, ...body });

    it('takes a paid counter sale with no address: picked up, delivered, units off the shelf in the ledger, not awaiting shipment', async () => {
      const onHand = async () => (await db().select({ n: variants.onHand }).from(variants).where(eq(variants.id, v['PLAT-UNI'])))[0].n;
      const before = await onHand();
      const res = await counterSale({
        items: [{ variantId: v['PLAT-UNI'], quantity: 3 }],
        payment: { paymentMethodId: null, amountReceived: 2_400 },
      });
      expect(res.status, res.text).toBe(201);
      const { order } = res.body;
      expect(order).toMatchObject({ paymentStatus: 'paid', shippingStatus: 'delivered', deliveryOption: 'pickup', shippingFee: 0 });
      expect(order.total).toBe(order.subtotal);
      expect(await onHand()).toBe(before - 3);
      const [moved] = await db()
        .select({ n: count() })
        .from(stockMovements)
        .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, 'shipment')));
      expect(moved.n).toBe(1);
      await expectStockLedgerBalanced(db());
      const books = await checkBooks(db(), { invoicing: false });
      expect(books.violations.filter((v) => 'orderId' in v && v.orderId === order.id)).toEqual([]);
      const [row] = await db().select({ shippingAddressId: orders.shippingAddressId }).from(orders).where(eq(orders.id, order.id));
      expect(row.shippingAddressId).toBeNull();
      expect(await db().select().from(addresses).where(eq(addresses.customerId, res.body.customer.id))).toEqual([]);

      const queue = await invokeRoute(listRoute, '/api/admin/orders?awaiting_shipment=true&limit=100', { token: seller.token });
      expect(queue.status).toBe(200);
      expect(queue.body.orders.map((o: { id: number }) => o.id)).not.toContain(order.id);
    });

    it('takes an unpaid counter sale with no address as a pickup that waits for its payment', async () => {
      const res = await counterSale({ items: [{ variantId: v['PLAT-UNI'], quantity: 1 }] });
      expect(res.status, res.text).toBe(201);
      expect(res.body.order).toMatchObject({ paymentStatus: 'pending_payment', shippingStatus: 'unfulfilled', deliveryOption: 'pickup' });
    });

    it('still asks for the address of a counter sale that is delivered', async () => {
      const before = await orderCount();
      const res = await counterSale({ items: [{ variantId: v['PLAT-UNI'], quantity: 1 }], deliveryOption: 'local_delivery' });
      expect(res.status).toBe(400);
      expect(res.body.fields.shippingAddressId).toEqual(['Elige una dirección del cliente o escribe una nueva.']);
      const whatsapp = await create({
        source: 'whatsapp',
        newCustomer: { name: 'Cliente WhatsApp', phone: '3105550124' },
        items: [{ variantId: v['PLAT-UNI'], quantity: 1 }],
      });
      expect(whatsapp.status).toBe(400);
      expect(whatsapp.body.fields.shippingAddressId).toBeDefined();
      expect(await orderCount()).toBe(before);
    });
  });

  it('answers bad input with 400 and Spanish field errors', async () => {
    const res = await create({ source: 'tienda', items: [{ variantId: 'x', quantity: 0 }], payment: { amountReceived: -1 } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      source: [expect.stringContaining('WhatsApp')],
      'items.0.quantity': [expect.stringContaining('cantidad')],
    });
    const missing = await create({ source: 'whatsapp', items: [{ variantId: v['PLAT-UNI'], quantity: 1 }] });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.customerId).toEqual(['Elige un cliente o crea uno nuevo.']);
    expect(missing.body.fields.shippingAddressId).toEqual(['Elige una dirección del cliente o escribe una nueva.']);
    const noPhone = await create({
      source: 'whatsapp',
      newCustomer: { name: 'Sin teléfono' },
      newAddress: cucuta,
      items: [{ variantId: v['PLAT-UNI'], quantity: 1 }],
    });
    expect(noPhone.body.fields['newCustomer.phone']).toEqual(['Escribe el teléfono del cliente.']);
    const paidWhatsapp = await create({
      source: 'whatsapp',
      customerId: 1,
      shippingAddressId: 1,
      items: [{ variantId: v['PLAT-UNI'], quantity: 1 }],
      payment: { amountReceived: 100 },
    });
    expect(paidWhatsapp.body.fields.payment).toEqual(['Solo una venta de mostrador se registra como pagada al tomarla.']);
    const foreignAddress = await customerWithAddress();
    const other = await customerWithAddress();
    const wrong = await create({
      source: 'phone',
      customerId: other.id,
      shippingAddressId: foreignAddress.addressId,
      items: [{ variantId: v['PLAT-UNI'], quantity: 1 }],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.shippingAddressId).toBeDefined();
  });

  it('honours Idempotency-Key: a retried request creates one order', async () => {
    const ana = await customerWithAddress();
    const body = {
      source: 'phone',
      customerId: ana.id,
      shippingAddressId: ana.addressId,
      items: [{ variantId: v['PLAT-UNI'], quantity: 1 }],
    };
    const first = await create(body, seller.token, { 'Idempotency-Key': 'staff-order-retry-1' });
    const again = await create(body, seller.token, { 'Idempotency-Key': 'staff-order-retry-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.order.id).toBe(first.body.order.id);
  });

  it('two staff members taking the last units: one 201, one 409, and the loser leaves nothing behind', async () => {
    const left = await stock('CUCH-BLA-PAQ');
    const ana = await customerWithAddress();
    const before = await orderCount();
    const customersBefore = (await db().select({ n: count() }).from(customers))[0].n;
    const [a, b] = await Promise.all([
      create(
        {
          source: 'whatsapp',
          customerId: ana.id,
          shippingAddressId: ana.addressId,
          items: [{ variantId: v['CUCH-BLA-PAQ'], quantity: left }],
        },
        seller.token,
      ),
      create(
        {
          source: 'phone',
          newCustomer: { name: 'Cliente Carrera', phone: '3209876543' },
          newAddress: cucuta,
          items: [{ variantId: v['CUCH-BLA-PAQ'], quantity: left }],
        },
        admin.token,
      ),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.code).toBe('out_of_stock');
    expect(await stock('CUCH-BLA-PAQ')).toBe(0);
    expect(await orderCount()).toBe(before + 1);
    // The new customer of the losing order was rolled back with it (or it won, and exists once).
    const customersAfter = (await db().select({ n: count() }).from(customers))[0].n;
    expect(customersAfter).toBe(customersBefore + (b.status === 201 ? 1 : 0));
    const racer = await db().select().from(customers).where(eq(customers.name, 'Cliente Carrera'));
    expect(racer).toHaveLength(b.status === 201 ? 1 : 0);
  });
});

describe('the screen’s helpers', () => {
  it('finds products by name or SKU with prices, tiers and stock', async () => {
    const byName = await invokeRoute(productsRoute, '/api/admin/new-order/products?q=vaso', { token: seller.token });
    expect(byName.status, byName.text).toBe(200);
    const variant = byName.body.products
      .flatMap((p: { variants: { sku: string }[] }) => p.variants)
      .find((x: { sku: string }) => x.sku === 'VASO-BLA-7OZ-UNI');
    expect(variant).toMatchObject({
      price: 150,
      tiers: [
        { minQuantity: 50, price: 135 },
        { minQuantity: 100, price: 120 },
      ],
    });
    expect(typeof variant.stock).toBe('number');
    const bySku = await invokeRoute(productsRoute, '/api/admin/new-order/products?q=CUCH-BLA', { token: seller.token });
    expect(bySku.body.products.map((p: { variants: { sku: string }[] }) => p.variants[0].sku)).toContain('CUCH-BLA-PAQ');
    expect((await invokeRoute(productsRoute, '/api/admin/new-order/products?q=', { token: seller.token })).status).toBe(400);
  });

  it('prices lines like the cart and quotes the delivery of a typed destination', async () => {
    const res = await invokeRoute(quoteRoute, '/api/admin/new-order/quote', {
      token: seller.token,
      body: { items: [{ variantId: v['VASO-BLA-7OZ-UNI'], quantity: 100 }], destination: { state: 'Norte de Santander', city: 'Cúcuta' } },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.lines[0]).toMatchObject({ unitPrice: 120, lineTotal: 12_000, discounted: true });
    const local = res.body.delivery.options.find((o: { option: string }) => o.option === 'local_delivery');
    expect(local).toMatchObject({ fee: 5_000 });
  });

  it("gives a customer's addresses and recent orders to copy", async () => {
    const ana = await customerWithAddress();
    const placed = await create({
      source: 'phone',
      customerId: ana.id,
      shippingAddressId: ana.addressId,
      items: [{ variantId: v['PLAT-UNI'], quantity: 2 }],
    });
    const res = await invokeRoute(customerContextRoute, `/api/admin/new-order/customers/${ana.id}`, {
      token: seller.token,
      params: { id: String(ana.id) },
    });
    expect(res.status).toBe(200);
    expect(res.body.addresses).toHaveLength(1);
    expect(res.body.recentOrders[0]).toMatchObject({
      id: placed.body.order.id,
      source: 'phone',
      items: [{ variantId: v['PLAT-UNI'], quantity: 2 }],
    });
    const missing = await invokeRoute(customerContextRoute, '/api/admin/new-order/customers/999999', {
      token: seller.token,
      params: { id: '999999' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('§5: where orders come from', () => {
  it('filters the list by source, and names the valid values on a bad one', async () => {
    const res = await invokeRoute(listRoute, '/api/admin/orders?source=counter', { token: seller.token });
    expect(res.status).toBe(200);
    expect(res.body.orders.length).toBeGreaterThan(0);
    expect(new Set(res.body.orders.map((o: { source: string }) => o.source))).toEqual(new Set(['counter']));
    const two = await invokeRoute(listRoute, '/api/admin/orders?source=whatsapp,phone', { token: seller.token });
    expect(new Set(two.body.orders.map((o: { source: string }) => o.source))).toEqual(new Set(['whatsapp', 'phone']));
    const bad = await invokeRoute(listRoute, '/api/admin/orders?source=fax', { token: seller.token });
    expect(bad.status).toBe(400);
    expect(bad.text).not.toContain('fax');
  });

  it("shows this month's orders and sales by source on the dashboard", async () => {
    const res = await invokeRoute(dashboardRoute, '/api/admin/dashboard', { token: seller.token });
    expect(res.status).toBe(200);
    const bySource = Object.fromEntries(res.body.bySource.map((r: { source: string }) => [r.source, r]));
    expect(Object.keys(bySource)).toEqual(['web', 'whatsapp', 'phone', 'counter']);
    // The two counter sales paid on the spot: 4.000 with an address, 2.400 with none.
    expect(bySource.counter.sales).toBe(6_400);
    expect(bySource.web).toEqual({ source: 'web', orders: 0, sales: 0 });
    expect(bySource.whatsapp.orders).toBeGreaterThanOrEqual(2);
    const total = res.body.bySource.reduce((sum: number, r: { sales: number }) => sum + r.sales, 0);
    expect(total).toBe(res.body.sales.thisMonth);
  });

  it('breaks the reports down by source', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await invokeRoute(breakdownRoute, `/api/admin/reports/breakdown?by=source&from=${from}&to=${today}`, {
      token: seller.token,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.rows).toEqual([{ key: 'counter', name: null, orders: 2, sales: 6_400, share: 100 }]);
    const csv = await invokeRoute(breakdownRoute, `/api/admin/reports/breakdown?by=source&from=${from}&to=${today}&format=csv`, {
      token: seller.token,
    });
    expect(csv.text).toContain('Mostrador');
  });
});

describe('who may take orders', () => {
  it('refuses a customer token and no token', async () => {
    const ana = await createCustomer(db());
    const body = { source: 'whatsapp', customerId: ana.id, shippingAddressId: 1, items: [{ variantId: v['PLAT-UNI'], quantity: 1 }] };
    expect((await create(body, ana.token)).status).toBe(401);
    expect((await invokeRoute(createRoute, '/api/admin/orders', { body })).status).toBe(401);
  });
});
