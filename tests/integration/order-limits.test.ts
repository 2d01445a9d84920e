import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as postOrderRoute } from '@/app/api/orders/route';
import { orderItems, orders, rateLimits, variants } from '@/db/schema';
import { formatCOP as cop } from '@/lib/domain/money';
import { ORDER_RATE_LIMITS } from '@/lib/services/orders';
import { apiRequest, createAddress, createCustomer, routeParams } from '../helpers/customers';
import { useProductionOrderLimits } from '../helpers/order-limits';
import { insertOrder, pendingConfirmationOrder, stockOf, useOrderFixture } from '../helpers/orders';
import { availableUnits } from '../helpers/stock';

/**
 * Issue #19 §3 "Holding the stock hostage", with the production defaults (tests/setup/test-env.ts
 * lifts the limits for the rest of the suite): orders per customer and per IP (429 with
 * Retry-After), at most 3 unpaid orders per customer and at most half of a variant's stock held
 * by one customer's unpaid orders, a quarter for an account never paid (409 with a code the
 * checkout shows).
 */

useProductionOrderLimits();

const { db, fx } = useOrderFixture({ quietEmail: false });
let ipCounter = 0;
const freshIp = () => `10.66.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

type Buyer = { id: number; token: string; addressId: number };
async function newBuyer(): Promise<Buyer> {
  const customer = await createCustomer(db());
  return { ...customer, addressId: (await createAddress(db(), customer.id)).id };
}

/** A customer who has had an order paid (a bare paid row is all the caps look at): the larger share. */
async function regularBuyer(): Promise<Buyer> {
  const buyer = await newBuyer();
  await insertOrder(db(), { customerId: buyer.id, paymentStatus: 'paid' });
  return buyer;
}

/** POST /api/orders as the browser does; `lines` are [sku, quantity]. */
async function order(buyer: Buyer, lines: [string, number][], ip = freshIp(), headers: Record<string, string> = {}) {
  const body = {
    items: lines.map(([sku, quantity]) => ({ variantId: fx.sku[sku], quantity, unitPrice: 1_000_000 })),
    shippingAddressId: buyer.addressId,
  };
  const res = await postOrderRoute(apiRequest('/api/orders', { token: buyer.token, body, ip, headers }), routeParams());
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const setStock = (sku: string, stock: number) => db().update(variants).set(availableUnits(stock)).where(eq(variants.id, fx.sku[sku]));

beforeEach(async () => {
  await setStock('PLAT-UNI', 1000);
  await setStock('CUCH-BLA-PAQ', 1000);
});

describe('order rate limits', () => {
  it('lets one customer place 5 orders in 10 minutes; the 6th is a 429 with Retry-After, before its body is read', async () => {
    const buyer = await newBuyer();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await order(buyer, [['PLAT-UNI', 1]]);
      statuses.push(res.status);
      // Paid at once, so the unpaid cap does not answer first.
      if (res.status === 201) await db().update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, res.body.order.id));
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const before = await stockOf(db(), fx.sku['PLAT-UNI']);
    const limited = await order(buyer, [['PLAT-UNI', 1]]);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 'rate_limited',
      error: expect.stringMatching(/^Hiciste demasiados pedidos seguidos\. Inténtalo de nuevo en \d+ minutos?\.$/),
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(before);
    // A malformed body is refused the same way: the limit comes first.
    const unread = await postOrderRoute(apiRequest('/api/orders', { token: buyer.token, body: '{not json', ip: freshIp() }), routeParams());
    expect(unread.status).toBe(429);
    // Other customers are not affected.
    expect((await order(await newBuyer(), [['PLAT-UNI', 1]])).status).toBe(201);
  });

  it('lets one IP place 30 orders an hour, whoever the customers (a carrier NAT), then answers 429', async () => {
    const ip = freshIp();
    const [customerRule, ipRule] = ORDER_RATE_LIMITS(0, ip);
    expect(customerRule.limit).toBe(5);
    expect(ipRule).toMatchObject({ limit: 30, windowSeconds: 3600 });
    // 29 earlier orders from this IP (as if placed by other phones behind the same address).
    await db()
      .insert(rateLimits)
      .values({ key: ipRule.key, count: 29, windowStartedAt: new Date(), resetAt: new Date(Date.now() + 3600_000) });
    expect((await order(await newBuyer(), [['PLAT-UNI', 1]], ip)).status).toBe(201);
    const limited = await order(await newBuyer(), [['PLAT-UNI', 1]], ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await order(await newBuyer(), [['PLAT-UNI', 1]], freshIp())).status).toBe(201);
  });
});

describe('unpaid-order caps', () => {
  it('allows 3 unpaid orders; the 4th is a 409 unpaid_orders_limit that reserves nothing, until one is paid', async () => {
    const buyer = await newBuyer();
    const placed: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await order(buyer, [['PLAT-UNI', 2]]);
      expect(res.status).toBe(201);
      placed.push(res.body.order.id);
    }
    const before = await stockOf(db(), fx.sku['PLAT-UNI']);
    const refused = await order(buyer, [['PLAT-UNI', 2]]);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'unpaid_orders_limit',
      error: 'Ya tienes 3 pedidos sin pagar. Paga alguno (o espera a que confirmemos tu comprobante) antes de hacer otro pedido.',
      maxOrders: 3,
    });
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(before);
    expect((await db().select().from(orders).where(eq(orders.customerId, buyer.id))).length).toBe(3);

    // Cancelled (expired) and paid orders free their slot. (The 5-a-10-minutes limit starts over
    // here: refused attempts count against it too.)
    await db()
      .delete(rateLimits)
      .where(eq(rateLimits.key, ORDER_RATE_LIMITS(buyer.id, '')[0].key));
    await db().update(orders).set({ paymentStatus: 'cancelled' }).where(eq(orders.id, placed[0]));
    expect((await order(buyer, [['PLAT-UNI', 2]])).status).toBe(201);
    expect((await order(buyer, [['PLAT-UNI', 2]])).status).toBe(409);
    await db().update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, placed[1]));
    expect((await order(buyer, [['PLAT-UNI', 2]])).status).toBe(201);
  });

  it('counts an order waiting for its proof to be checked as unpaid (an upload does not free the slot)', async () => {
    const buyer = { ...(await newBuyer()) };
    const customer = { ...buyer, email: '', name: null };
    for (let i = 0; i < 3; i++) await pendingConfirmationOrder(fx, customer, [['PLAT-UNI', 1]]);
    const statuses = await db().select({ s: orders.paymentStatus }).from(orders).where(eq(orders.customerId, buyer.id));
    expect(statuses.map((r) => r.s)).toEqual(['pending_confirmation', 'pending_confirmation', 'pending_confirmation']);
    expect((await order(buyer, [['PLAT-UNI', 1]])).body.code).toBe('unpaid_orders_limit');
  });

  it('holds the cap under concurrency: 5 orders at once from one customer, exactly 3 placed', async () => {
    const buyer = await newBuyer();
    const results = await Promise.all(Array.from({ length: 5 }, () => order(buyer, [['PLAT-UNI', 1]])));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409]);
    expect((await db().select().from(orders).where(eq(orders.customerId, buyer.id))).length).toBe(3);
  });

  it("refuses a regular customer's unpaid orders holding more than half of a variant's stock (409 unpaid_units_limit), rolling every line back", async () => {
    await setStock('PLAT-UNI', 200);
    const buyer = await regularBuyer();
    const tooMuch = await order(buyer, [
      ['CUCH-BLA-PAQ', 3],
      ['PLAT-UNI', 101],
    ]);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toEqual({
      code: 'unpaid_units_limit',
      error:
        'Tus pedidos sin pagar no pueden reservar más del 50 % del stock de Plato Biodegradable de Bagazo (Unidad). Puedes pedir hasta 100 más.',
      variantId: fx.sku['PLAT-UNI'],
      allowed: 100,
      maxPercent: 50,
      newAccount: false,
    });
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(200);
    expect(await stockOf(db(), fx.sku['CUCH-BLA-PAQ'])).toBe(1000);

    expect((await order(buyer, [['PLAT-UNI', 60]])).status).toBe(201);
    // Holding 60 of a reachable 200: 40 more.
    const second = await order(buyer, [['PLAT-UNI', 41]]);
    expect(second.body).toMatchObject({ code: 'unpaid_units_limit', allowed: 40 });
    expect((await order(buyer, [['PLAT-UNI', 40]])).status).toBe(201);
    const full = await order(buyer, [['PLAT-UNI', 1]]);
    expect(full.body).toMatchObject({ code: 'unpaid_units_limit', allowed: 0 });
    expect(full.body.error).toBe(
      'Tus pedidos sin pagar ya reservan todo lo que se permite de Plato Biodegradable de Bagazo (Unidad). Paga tus pedidos pendientes antes de pedir más.',
    );
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(100);

    // Another regular customer reaches half of what is left; a new account a quarter.
    const newcomer = await newBuyer();
    expect((await order(newcomer, [['PLAT-UNI', 26]])).body).toMatchObject({ code: 'unpaid_units_limit', allowed: 25, maxPercent: 25 });
    const other = await regularBuyer();
    expect((await order(other, [['PLAT-UNI', 51]])).body).toMatchObject({ code: 'unpaid_units_limit', allowed: 50 });
    expect((await order(other, [['PLAT-UNI', 50]])).status).toBe(201);
  });

  it('lets a regular customer buy a small stock whole (up to 10 units), a new account a quarter of it, and answers out_of_stock past the shelf', async () => {
    await setStock('PLAT-UNI', 8);
    const newcomer = await newBuyer();
    expect((await order(newcomer, [['PLAT-UNI', 8]])).body).toMatchObject({ code: 'unpaid_units_limit', allowed: 2 });
    const buyer = await regularBuyer();
    expect((await order(buyer, [['PLAT-UNI', 9]])).body.code).toBe('out_of_stock');
    expect((await order(buyer, [['PLAT-UNI', 8]])).status).toBe(201);
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(0);
  });

  it('leaves the staff side alone: paid orders hold any share', async () => {
    await setStock('PLAT-UNI', 100);
    const buyer = await regularBuyer();
    const first = await order(buyer, [['PLAT-UNI', 50]]);
    expect(first.status).toBe(201);
    await db()
      .update(orders)
      .set({ paymentStatus: 'paid' })
      .where(inArray(orders.id, [first.body.order.id]));
    // Paid: the 50 no longer count; half of the 50 left may be held unpaid.
    expect((await order(buyer, [['PLAT-UNI', 25]])).status).toBe(201);
  });
});

/**
 * The store-wide cap of a new account (docs/security.md "What a new account may hold"): the
 * per-variant shares let one account hold a little of every product, so an account that never
 * paid holds at most 5.000.000 pesos of goods unpaid in all. Past it the order is a 409
 * unpaid_value_limit in the request's language, and nothing of it is written.
 */
describe("a new account's unpaid value across every variant", () => {
  const ordersOf = (buyer: Buyer) => db().select({ id: orders.id }).from(orders).where(eq(orders.customerId, buyer.id));
  const setPrice = (sku: string, price: number) =>
    db().update(variants).set({ price, salePrice: null }).where(eq(variants.id, fx.sku[sku]));
  // Dear enough that the per-variant shares (a quarter of 1.000 units) are not what refuses.
  beforeAll(async () => {
    await setPrice('PLAT-UNI', 20_000);
    await setPrice('CUCH-BLA-PAQ', 50_000);
  });
  afterAll(async () => {
    await setPrice('PLAT-UNI', 800);
    await setPrice('CUCH-BLA-PAQ', 3500);
  });

  it('refuses the order that would pass 5.000.000 pesos, writes nothing of it, and lets the rest through', async () => {
    const buyer = await newBuyer();
    // 100 × 20.000 = 2.000.000: fits.
    expect((await order(buyer, [['PLAT-UNI', 100]])).status).toBe(201);

    // 70 × 50.000 = 3.500.000 more would hold 5.500.000.
    const over = await order(buyer, [
      ['PLAT-UNI', 1],
      ['CUCH-BLA-PAQ', 69],
    ]);
    expect(over.status).toBe(409);
    expect(over.body).toEqual({
      code: 'unpaid_value_limit',
      error: `Mientras tu cuenta no tenga un pedido pagado, tus pedidos sin pagar pueden sumar hasta ${cop(5_000_000)} en productos. Este pedido es de ${cop(3_470_000)}: puedes pedir hasta ${cop(3_000_000)} más, o pagar un pedido primero.`,
      maxValue: 5_000_000,
      allowed: 3_000_000,
      newAccount: true,
    });
    // Nothing half-written: one order, its one line, and the stock of the refused lines untouched.
    const placed = await ordersOf(buyer);
    expect(placed).toHaveLength(1);
    expect(await db().select().from(orderItems).where(eq(orderItems.orderId, placed[0].id))).toHaveLength(1);
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(900);
    expect(await stockOf(db(), fx.sku['CUCH-BLA-PAQ'])).toBe(1000);

    // In English when the shopper reads English.
    const english = await order(buyer, [['CUCH-BLA-PAQ', 61]], freshIp(), { 'accept-language': 'en' });
    expect(english.status).toBe(409);
    expect(english.body.error).toBe(
      `Until your account has a paid order, your unpaid orders can add up to ${cop(5_000_000)} of products. This order is ${cop(3_050_000)}: you can order up to ${cop(3_000_000)} more, or pay an order first.`,
    );

    // Exactly up to the cap is allowed; then not one peso more.
    expect((await order(buyer, [['CUCH-BLA-PAQ', 60]])).status).toBe(201);
    const full = await order(buyer, [['PLAT-UNI', 1]]);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'unpaid_value_limit', allowed: 0 });
    expect(full.body.error).toBe(
      `Mientras tu cuenta no tenga un pedido pagado, tus pedidos sin pagar pueden sumar hasta ${cop(5_000_000)} en productos, y ya llegan a ese valor. Paga un pedido pendiente antes de pedir más.`,
    );
    expect(await ordersOf(buyer)).toHaveLength(2);
    expect(await stockOf(db(), fx.sku['CUCH-BLA-PAQ'])).toBe(940);
  });

  it('counts only unpaid orders, and leaves a customer who has paid to the per-variant shares', async () => {
    const buyer = await newBuyer();
    expect((await order(buyer, [['CUCH-BLA-PAQ', 100]])).status).toBe(201);
    expect((await order(buyer, [['PLAT-UNI', 1]])).body.code).toBe('unpaid_value_limit');
    // Her order is paid: she is no longer a new account, and 6.000.000 more go through.
    await db().update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.customerId, buyer.id));
    expect((await order(buyer, [['CUCH-BLA-PAQ', 120]])).status).toBe(201);

    const regular = await newBuyer();
    await insertOrder(db(), { customerId: regular.id, paymentStatus: 'paid' });
    expect((await order(regular, [['PLAT-UNI', 300]])).status).toBe(201);
  });
});
