import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPaymentLinkToken } from '@/lib/auth/payment-link';
import { GET as getOrderRoute } from '@/app/api/orders/[id]/route';
import { GET as listOrdersRoute, POST as postOrderRoute } from '@/app/api/orders/route';
import { emailOutbox, orderHistory, orderItems, orders, variants } from '@/db/schema';
import { setEmailDriverForTests } from '@/lib/email';
import { ORDER_RECEIVED_EMAIL_KIND } from '@/lib/email/templates/order-received';
import { ApiError } from '@/lib/errors';
import { placeOrder } from '@/lib/services/orders';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { apiRequest, createAddress, createCustomer, lastEmail, routeParams } from '../helpers/customers';
import { useTestDb } from '../helpers/db';
import { availableUnits } from '../helpers/stock';
import { freeDeliveryInCucuta } from '../helpers/orders';

const testDb = useTestDb();
const db = () => testDb().db;

type Customer = Awaited<ReturnType<typeof createCustomer>>;
let ana: Customer;
let beto: Customer;
let anaAddress: number;
let betoAddress: number;
/** Variant ids by SKU. */
const v: Record<string, number> = {};

beforeAll(async () => {
  setEmailDriverForTests({ name: 'test', send: async () => ({ id: null }) });
  await createCatalogFixture(db());
  // Payable as placed (issue 34 §2: a 'por confirmar' order waits for its fee).
  await freeDeliveryInCucuta(db());
  for (const row of await db().select({ id: variants.id, sku: variants.sku }).from(variants)) v[row.sku] = row.id;
  ana = await createCustomer(db(), { email: 'ana@example.com', name: 'Ana Gómez' });
  beto = await createCustomer(db(), { email: 'beto@example.com', locale: 'en' });
  anaAddress = (await createAddress(db(), ana.id, { details: 'Local 2' })).id;
  betoAddress = (await createAddress(db(), beto.id, { recipientName: 'Beto' })).id;
});
afterAll(() => setEmailDriverForTests(undefined));

const postOrder = (token: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  postOrderRoute(apiRequest('/api/orders', { token, body, headers }), routeParams());
const listOrders = (token: string) => listOrdersRoute(apiRequest('/api/orders', { token }), routeParams());
const getOrder = (token: string, id: number | string) =>
  getOrderRoute(apiRequest(`/api/orders/${id}`, { token }), routeParams({ id: String(id) }));

const stockOf = async (sku: string) =>
  (await db().select({ stock: variants.available }).from(variants).where(eq(variants.id, v[sku])))[0].stock;
const setStock = (sku: string, stock: number) => db().update(variants).set(availableUnits(stock)).where(eq(variants.id, v[sku]));
const countOrders = async () => (await db().select({ id: orders.id }).from(orders)).length;

describe('POST /api/orders', () => {
  it('creates the order from server prices, reserves stock, snapshots lines and address, records history and queues the e-mail', async () => {
    const before = { vaso: await stockOf('VASO-BLA-7OZ-UNI'), plato: await stockOf('PLAT-UNI') };
    const res = await postOrder(ana.token, {
      items: [
        { variantId: v['VASO-BLA-7OZ-UNI'], quantity: 10, unitPrice: 150 },
        { variantId: v['PLAT-UNI'], quantity: 2, unitPrice: 800 },
      ],
      shippingAddressId: anaAddress,
    });
    expect(res.status).toBe(201);
    const { order } = await res.json();
    expect(order).toMatchObject({
      id: expect.any(Number),
      subtotal: 3100,
      total: 3100,
      paymentStatus: 'pending_payment',
      shippingStatus: 'unfulfilled',
      shipment: null,
      paymentConfirmationUrl: null,
      paymentMethod: null,
      shippingAddress: {
        recipientName: 'Ana Gómez',
        street: 'Calle 10 # 5-20',
        city: 'Cúcuta',
        state: 'Norte de Santander',
        postalCode: '540006',
        details: 'Local 2',
        country: 'CO',
      },
      history: [{ field: 'payment', status: 'pending_payment', createdAt: expect.any(String) }],
    });
    expect(order.id).toBeGreaterThanOrEqual(1001);
    expect(Date.parse(order.paymentDueAt) - Date.parse(order.createdAt)).toBe(72 * 3600_000);
    expect(order.items).toEqual([
      {
        id: expect.any(Number),
        price: 150,
        quantity: 10,
        lineTotal: 1500,
        // Issue 26: the IVA class and rate as they were when ordered.
        ivaClass: 'iva_19',
        ivaRate: 19,
        product: { id: expect.any(Number), name: 'Vaso Plástico 7 oz', imageUrl: null },
        variant: {
          id: v['VASO-BLA-7OZ-UNI'],
          sku: 'VASO-BLA-7OZ-UNI',
          description: 'Blanco / 7 oz',
          unitOfMeasure: 'Unidad',
          unitsPerItem: 1,
        },
      },
      {
        id: expect.any(Number),
        price: 800,
        quantity: 2,
        lineTotal: 1600,
        ivaClass: 'iva_19',
        ivaRate: 19,
        product: { id: expect.any(Number), name: 'Plato Biodegradable de Bagazo', imageUrl: null },
        variant: { id: v['PLAT-UNI'], sku: 'PLAT-UNI', description: '', unitOfMeasure: 'Unidad', unitsPerItem: 1 },
      },
    ]);
    expect(await stockOf('VASO-BLA-7OZ-UNI')).toBe(before.vaso - 10);
    expect(await stockOf('PLAT-UNI')).toBe(before.plato - 2);

    const [history] = await db().select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history).toMatchObject({ fromStatus: null, toStatus: 'pending_payment', actorType: 'customer', actorId: ana.id });

    const mail = await lastEmail(db(), 'ana@example.com', ORDER_RECEIVED_EMAIL_KIND);
    expect(mail?.subject).toBe(`Recibimos tu pedido #${order.id}`);
    expect(mail?.textBody).toContain('Nequi\nEscanea el código');
    expect(mail?.textBody).toContain('/files/payment-methods/nequi-1.webp');
    expect(mail?.textBody).not.toContain('Efectivo antiguo');
    expect(mail?.textBody).toContain('$');
    // Issue 23 §3: the order's payment link (no sign-in needed), for this order.
    const link = mail?.textBody.match(/http:\/\/\S+\/pagar\/([\w-]+\.[\w-]+\.[\w-]+)/);
    expect(link).not.toBeNull();
    expect(await verifyPaymentLinkToken(link![1])).toEqual({ status: 'valid', orderId: order.id });
    expect(mail?.textBody).toContain('72 horas');
  });

  it('keeps the pack size it sold with and counts the pieces in the e-mail (issue 22)', async () => {
    await db().update(variants).set({ unitsPerItem: 50 }).where(eq(variants.id, v['VASO-TRA-7OZ-PAQ']));
    try {
      const res = await postOrder(ana.token, {
        items: [{ variantId: v['VASO-TRA-7OZ-PAQ'], quantity: 10, unitPrice: 5500 }],
        shippingAddressId: anaAddress,
      });
      expect(res.status).toBe(201);
      const { order } = await res.json();
      expect(order.items[0].variant).toMatchObject({ unitOfMeasure: 'Paquete', unitsPerItem: 50 });
      const mail = await lastEmail(db(), 'ana@example.com', ORDER_RECEIVED_EMAIL_KIND);
      expect(mail?.textBody).toContain('10 paquetes × Vaso Plástico 7 oz - Transparente / 7 oz (Paquete x50) = 500 unidades');
      // The pack size of the sale stays, whatever the catalogue says later.
      await db().update(variants).set({ unitsPerItem: 25 }).where(eq(variants.id, v['VASO-TRA-7OZ-PAQ']));
      const again = await (await getOrder(ana.token, order.id)).json();
      expect(again.order.items[0].variant.unitsPerItem).toBe(50);
    } finally {
      await db().update(variants).set({ unitsPerItem: 1 }).where(eq(variants.id, v['VASO-TRA-7OZ-PAQ']));
    }
  });

  it("writes the e-mail in the customer's language", async () => {
    const res = await postOrder(beto.token, {
      items: [{ variantId: v['PLAT-UNI'], quantity: 1, unitPrice: 800 }],
      shippingAddressId: betoAddress,
    });
    const { order } = await res.json();
    const mail = await lastEmail(db(), 'beto@example.com', ORDER_RECEIVED_EMAIL_KIND);
    expect(mail?.subject).toBe(`We received your order #${order.id}`);
    expect(mail?.textBody).toMatch(/\/en\/pagar\/[\w-]+\.[\w-]+\.[\w-]+/);
    const [row] = await db().select({ locale: orders.locale }).from(orders).where(eq(orders.id, order.id));
    expect(row.locale).toBe('en');
  });

  describe('prices', () => {
    beforeAll(() => setStock('VASO-BLA-7OZ-UNI', 100_000));

    // Tiers of VASO-BLA-7OZ-UNI: base 150, 50+ → 135, 100+ → 120.
    it.each([
      [1, 150],
      [49, 150],
      [50, 135],
      [99, 135],
      [100, 120],
      [1000, 120],
    ])('charges the tier price at quantity %i: %i each', async (quantity, unitPrice) => {
      const res = await postOrder(ana.token, {
        // The cart showed the base price: a lower server price is what gets charged.
        items: [{ variantId: v['VASO-BLA-7OZ-UNI'], quantity, unitPrice: 150 }],
        shippingAddressId: anaAddress,
      });
      expect(res.status).toBe(201);
      const { order } = await res.json();
      expect(order.items[0]).toMatchObject({ price: unitPrice, quantity, lineTotal: unitPrice * quantity });
      expect(order.total).toBe(unitPrice * quantity);
    });

    it('charges the sale price when there is one', async () => {
      const res = await postOrder(ana.token, {
        items: [{ variantId: v['VASO-TRA-7OZ-PAQ'], quantity: 2, unitPrice: 5500 }],
        shippingAddressId: anaAddress,
      });
      expect((await res.json()).order.items[0]).toMatchObject({ price: 5500, lineTotal: 11000 });
    });

    it('ignores a raised client price', async () => {
      const res = await postOrder(ana.token, {
        items: [{ variantId: v['PLAT-UNI'], quantity: 3, unitPrice: 999_999 }],
        shippingAddressId: anaAddress,
      });
      expect(res.status).toBe(201);
      expect((await res.json()).order).toMatchObject({ total: 2400, items: [{ price: 800 }] });
    });

    it('never lowers a price for a tampered client price: 409 price_changed with the current prices, nothing written', async () => {
      const stock = await stockOf('VASO-BLA-7OZ-UNI');
      const ordersBefore = await countOrders();
      const res = await postOrder(ana.token, {
        items: [
          { variantId: v['PLAT-UNI'], quantity: 1, unitPrice: 800 },
          // 50 units cost 135 each; the client claims 134.
          { variantId: v['VASO-BLA-7OZ-UNI'], quantity: 50, unitPrice: 134 },
        ],
        shippingAddressId: anaAddress,
      });
      expect(res.status).toBe(409);
      const body = await res.json();
      expect(body).toEqual({
        error: expect.any(String),
        code: 'price_changed',
        prices: [
          { variantId: v['VASO-BLA-7OZ-UNI'], unitPrice: 135 },
          { variantId: v['PLAT-UNI'], unitPrice: 800 },
        ].sort((a, b) => a.variantId - b.variantId),
      });
      expect(await stockOf('VASO-BLA-7OZ-UNI')).toBe(stock);
      expect(await countOrders()).toBe(ordersBefore);
    });

    it('answers price_changed when the catalogue price went up after the cart was filled', async () => {
      await db().update(variants).set({ price: 900 }).where(eq(variants.id, v['PLAT-UNI']));
      try {
        const res = await postOrder(ana.token, {
          items: [{ variantId: v['PLAT-UNI'], quantity: 2, unitPrice: 800 }],
          shippingAddressId: anaAddress,
        });
        expect(res.status).toBe(409);
        expect(await res.json()).toMatchObject({ code: 'price_changed', prices: [{ variantId: v['PLAT-UNI'], unitPrice: 900 }] });
      } finally {
        await db().update(variants).set({ price: 800 }).where(eq(variants.id, v['PLAT-UNI']));
      }
    });

    it('merges duplicate lines of a variant (the merged quantity picks the tier)', async () => {
      const res = await postOrder(ana.token, {
        items: [
          { variantId: v['VASO-BLA-7OZ-UNI'], quantity: 30, unitPrice: 150 },
          { variantId: v['VASO-BLA-7OZ-UNI'], quantity: 30, unitPrice: 150 },
        ],
        shippingAddressId: anaAddress,
      });
      const { order } = await res.json();
      expect(order.items).toHaveLength(1);
      expect(order.items[0]).toMatchObject({ quantity: 60, price: 135, lineTotal: 8100 });
    });
  });

  describe('stock', () => {
    it('answers 409 out_of_stock naming the line, and rolls back every other line', async () => {
      const plato = await stockOf('PLAT-UNI');
      const res = await postOrder(ana.token, {
        items: [
          { variantId: v['PLAT-UNI'], quantity: 1, unitPrice: 800 },
          { variantId: v['VASO-KRA-12O-CAJ'], quantity: 1, unitPrice: 90000 },
        ],
        shippingAddressId: anaAddress,
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        code: 'out_of_stock',
        variantId: v['VASO-KRA-12O-CAJ'],
        error: 'No hay suficiente stock de Vaso Térmico Kraft 12 oz (Kraft / 12 oz): agotado.',
        lines: [{ variantId: v['VASO-KRA-12O-CAJ'], name: 'Vaso Térmico Kraft 12 oz (Kraft / 12 oz)', requested: 1, available: 0 }],
      });
      expect(await stockOf('PLAT-UNI')).toBe(plato);
      expect(await stockOf('VASO-KRA-12O-CAJ')).toBe(0);
    });

    it('names every short line with the quantity available, counting a line reserved before the failure (issue 22)', async () => {
      await setStock('PLAT-UNI', 7);
      await setStock('CUCH-BLA-PAQ', 3);
      const before = await stockOf('VASO-BLA-7OZ-UNI');
      const res = await postOrder(ana.token, {
        items: [
          { variantId: v['VASO-BLA-7OZ-UNI'], quantity: 1, unitPrice: 150 },
          { variantId: v['PLAT-UNI'], quantity: 9, unitPrice: 800 },
          { variantId: v['CUCH-BLA-PAQ'], quantity: 5, unitPrice: 3500 },
        ],
        shippingAddressId: anaAddress,
      });
      expect(res.status).toBe(409);
      const body = await res.json();
      expect(body.code).toBe('out_of_stock');
      expect(body.lines).toEqual([
        { variantId: v['PLAT-UNI'], name: expect.stringContaining('Plato'), requested: 9, available: 7 },
        { variantId: v['CUCH-BLA-PAQ'], name: expect.stringContaining('Cuchara'), requested: 5, available: 3 },
      ]);
      expect(body.error).toMatch(/quedan 7.*quedan 3/);
      // Nothing was reserved.
      expect(await stockOf('VASO-BLA-7OZ-UNI')).toBe(before);
      expect(await stockOf('PLAT-UNI')).toBe(7);
      await setStock('PLAT-UNI', 100);
      await setStock('CUCH-BLA-PAQ', 100);
    });

    it('sells the last unit to exactly one of two concurrent orders', async () => {
      await setStock('CUCH-BLA-PAQ', 1);
      const itemsOf = (addressId: number) => ({
        items: [{ variantId: v['CUCH-BLA-PAQ'], quantity: 1, unitPrice: 3500 }],
        shippingAddressId: addressId,
      });
      const results = await Promise.allSettled([placeOrder(ana.id, itemsOf(anaAddress)), placeOrder(beto.id, itemsOf(betoAddress))]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0].reason).toBeInstanceOf(ApiError);
      expect(lost[0].reason).toMatchObject({ code: 'out_of_stock' });
      expect(await stockOf('CUCH-BLA-PAQ')).toBe(0);
      const sold = await db().select().from(orderItems).where(eq(orderItems.variantId, v['CUCH-BLA-PAQ']));
      expect(sold).toHaveLength(1);
    });

    it('never lets many concurrent orders drive stock below zero', async () => {
      await setStock('CUCH-BLA-PAQ', 5);
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) =>
          placeOrder(i % 2 ? ana.id : beto.id, {
            items: [{ variantId: v['CUCH-BLA-PAQ'], quantity: 2, unitPrice: 3500 }],
            shippingAddressId: i % 2 ? anaAddress : betoAddress,
          }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      expect(await stockOf('CUCH-BLA-PAQ')).toBe(1);
    });
  });

  describe('refusals', () => {
    it('answers 401 without a token', async () => {
      expect((await postOrder(undefined, { items: [], shippingAddressId: 1 })).status).toBe(401);
    });

    it('answers 400 with field errors for bad quantities, prices and lines, writing nothing', async () => {
      const ordersBefore = await countOrders();
      const line = { variantId: v['PLAT-UNI'], quantity: 1, unitPrice: 800 };
      const cases: [unknown, string][] = [
        [{ items: [{ ...line, quantity: 0 }], shippingAddressId: anaAddress }, 'items.0.quantity'],
        [{ items: [{ ...line, quantity: -1 }], shippingAddressId: anaAddress }, 'items.0.quantity'],
        [{ items: [{ ...line, quantity: 1.5 }], shippingAddressId: anaAddress }, 'items.0.quantity'],
        [{ items: [{ ...line, quantity: '2' }], shippingAddressId: anaAddress }, 'items.0.quantity'],
        [{ items: [{ ...line, quantity: 100_001 }], shippingAddressId: anaAddress }, 'items.0.quantity'],
        [
          {
            items: [
              { ...line, quantity: 60_000 },
              { ...line, quantity: 40_001 },
            ],
            shippingAddressId: anaAddress,
          },
          'items.0.quantity',
        ],
        [{ items: [{ ...line, unitPrice: 800.5 }], shippingAddressId: anaAddress }, 'items.0.unitPrice'],
        [{ items: [{ ...line, variantId: 'x' }], shippingAddressId: anaAddress }, 'items.0.variantId'],
        [{ items: [], shippingAddressId: anaAddress }, 'items'],
        [{ items: [line] }, 'shippingAddressId'],
      ];
      for (const [body, field] of cases) {
        const res = await postOrder(ana.token, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys((await res.json()).fields)).toContain(field);
      }
      expect(await countOrders()).toBe(ordersBefore);
    });

    it("refuses another customer's address (or none) and writes nothing", async () => {
      const stock = await stockOf('PLAT-UNI');
      for (const shippingAddressId of [betoAddress, 987_654]) {
        const res = await postOrder(ana.token, { items: [{ variantId: v['PLAT-UNI'], quantity: 1, unitPrice: 800 }], shippingAddressId });
        expect(res.status).toBe(400);
        expect((await res.json()).fields.shippingAddressId).toBeDefined();
      }
      expect(await stockOf('PLAT-UNI')).toBe(stock);
    });

    it('answers 409 variant_unavailable for a variant that no longer exists', async () => {
      const res = await postOrder(ana.token, { items: [{ variantId: 987_654, quantity: 1, unitPrice: 1 }], shippingAddressId: anaAddress });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'variant_unavailable', variantId: 987_654 });
    });

    it('refuses an order whose total does not fit the books (400 order_too_large), not a 500', async () => {
      const res = await postOrder(ana.token, {
        items: [{ variantId: v['VASO-KRA-12O-CAJ'], quantity: 100_000, unitPrice: 90_000 }],
        shippingAddressId: anaAddress,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('order_too_large');
    });

    it('queues no e-mail for a refused order', async () => {
      const before = (await db().select().from(emailOutbox)).length;
      await postOrder(ana.token, {
        items: [{ variantId: v['VASO-KRA-12O-CAJ'], quantity: 1, unitPrice: 90000 }],
        shippingAddressId: anaAddress,
      });
      expect((await db().select().from(emailOutbox)).length).toBe(before);
    });
  });
});

describe('GET /api/orders and /api/orders/{id}', () => {
  it("lists only the caller's orders, newest first, in the spec's shape", async () => {
    const res = await listOrders(ana.token);
    expect(res.status).toBe(200);
    const { orders: list } = await res.json();
    const own = await db().select({ id: orders.id }).from(orders).where(eq(orders.customerId, ana.id));
    expect(list.map((o: { id: number }) => o.id)).toEqual(own.map((o) => o.id).sort((a, b) => b - a));
    for (const order of list) {
      expect(Object.keys(order)).toEqual(
        expect.arrayContaining([
          'id',
          'createdAt',
          'total',
          'paymentStatus',
          'shippingStatus',
          'items',
          'shippingAddress',
          'shipment',
          'paymentConfirmationUrl',
        ]),
      );
    }
  });

  it('gives the owner the order and everybody else a 404', async () => {
    const [anaOrder] = await db().select({ id: orders.id }).from(orders).where(eq(orders.customerId, ana.id)).limit(1);
    const own = await getOrder(ana.token, anaOrder.id);
    expect(own.status).toBe(200);
    expect((await own.json()).order.id).toBe(anaOrder.id);

    const foreign = await getOrder(beto.token, anaOrder.id);
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error).toBe('No se encontró la orden.');
    expect((await getOrder(ana.token, 999_999)).status).toBe(404);
    expect((await getOrder(ana.token, 'abc')).status).toBe(404);

    const betoList = (await (await listOrders(beto.token)).json()).orders as { id: number }[];
    const anaIds = (await db().select({ id: orders.id }).from(orders).where(eq(orders.customerId, ana.id))).map((o) => o.id);
    expect(betoList.some((o) => anaIds.includes(o.id))).toBe(false);
    expect(
      await db()
        .select({ id: orders.id })
        .from(orders)
        .where(
          inArray(
            orders.id,
            betoList.map((o) => o.id),
          ),
        ),
    ).toHaveLength(betoList.length);
  });
});
