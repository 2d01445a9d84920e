import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as postOrderRoute } from '@/app/api/orders/route';
import { firstRow } from '@/db';
import { orderItems, orders, variants } from '@/db/schema';
import { setEmailDriverForTests } from '@/lib/email';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { apiRequest, createAddress, createCustomer, routeParams } from '../helpers/customers';
import { useTestDb } from '../helpers/db';
import { availableUnits } from '../helpers/stock';

/**
 * The last unit: 50 trials (5 on embedded PGlite) in which 20 distinct customers order the only unit
 * of a variant at the same moment through POST /api/orders. Each trial sells it exactly once; the
 * other 19 get the out-of-stock answer (409 `out_of_stock` naming the line, DESIGN.md "Orders"),
 * and the stock, read with SQL after every trial, is 0, never below. One database for the file;
 * the stock is set back to 1 before each trial. Meaningful on PostgreSQL (CI sets TEST_DATABASE_URL),
 * where the 20 requests really run at once on a pool of connections.
 */

// Embedded PGlite has one connection, so the 20 requests of a trial queue up one after another:
// five trials prove there what fifty would. The real server runs them at once: fifty there.
const TRIALS = process.env.TEST_DATABASE_URL ? 50 : 5;
const BUYERS = 20;

const testDb = useTestDb();
const db = () => testDb().db;

type Buyer = { id: number; token: string; addressId: number };
let buyers: Buyer[];
let variantId: number;
let productName: string;

beforeAll(async () => {
  setEmailDriverForTests({ name: 'test', send: async () => ({ id: null }) });
  const catalog = await createCatalogFixture(db());
  productName = catalog.products.plato.name;
  [{ id: variantId }] = await db().select({ id: variants.id }).from(variants).where(eq(variants.sku, 'PLAT-UNI'));
  buyers = [];
  for (let i = 0; i < BUYERS; i++) {
    const customer = await createCustomer(db(), { email: `comprador-${i}@example.com` });
    buyers.push({ id: customer.id, token: customer.token, addressId: (await createAddress(db(), customer.id)).id });
  }
});
afterAll(() => setEmailDriverForTests(undefined));

async function buy(buyer: Buyer) {
  const body = { items: [{ variantId, quantity: 1, unitPrice: 800 }], shippingAddressId: buyer.addressId };
  const res = await postOrderRoute(apiRequest('/api/orders', { token: buyer.token, body }), routeParams());
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function soldLines(): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(eq(orderItems.variantId, variantId));
  return Number(row.n);
}

describe(`the last unit: ${TRIALS} trials × ${BUYERS} concurrent buyers`, () => {
  it('sells it exactly once per trial; the others get 409 out_of_stock; stock never below 0', { timeout: 240_000 }, async () => {
    const winners: number[] = [];
    let refusals = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      await db().update(variants).set(availableUnits(1)).where(eq(variants.id, variantId));
      const linesBefore = await soldLines();

      const results = await Promise.all(buyers.map(buy));

      const won = results.filter((r) => r.status === 201);
      const lost = results.filter((r) => r.status !== 201);
      expect(won, `trial ${trial}`).toHaveLength(1);
      expect(lost, `trial ${trial}`).toHaveLength(BUYERS - 1);
      for (const refusal of lost) {
        expect(refusal.status, `trial ${trial}: ${JSON.stringify(refusal.body)}`).toBe(409);
        expect(refusal.body).toMatchObject({ code: 'out_of_stock', variantId });
        expect(refusal.body.error).toContain(productName);
      }
      refusals += lost.length;
      expect(won[0].body.order.items).toHaveLength(1);
      winners.push(won[0].body.order.id);

      // SQL after each trial: the unit is gone, never oversold, and exactly one line holds it.
      const { stock, negative } = firstRow<{ stock: number; negative: number }>(
        await db().execute(
          sql`select (select available from variants where id = ${variantId}) as stock,
                     (select count(*)::int from variants where on_hand < 0 or reserved < 0) as negative`,
        ),
      );
      expect({ stock: Number(stock), negative: Number(negative) }, `trial ${trial}`).toEqual({ stock: 0, negative: 0 });
      expect((await soldLines()) - linesBefore, `trial ${trial}`).toBe(1);
    }

    expect(new Set(winners).size).toBe(TRIALS);
    expect(refusals).toBe(TRIALS * (BUYERS - 1));
    // Every order of the variant is one of the winners: no half-written order from a refusal.
    const placed = await db().select({ id: orders.id }).from(orders);
    expect(placed.map((o) => o.id).sort((a, b) => a - b)).toEqual([...winners].sort((a, b) => a - b));
    console.info(`[last-unit] ${TRIALS} trials × ${BUYERS} buyers: ${TRIALS} sales, ${refusals} refusals (409 out_of_stock)`);
  });
});
