import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as salesRoute } from '@/app/api/admin/reports/sales/route';
import { GET as topRoute } from '@/app/api/admin/reports/top/route';
import { orderItems, variants } from '@/db/schema';
import { insertOrder, useOrderFixture } from '../helpers/orders';
import { callRoute, liveStaffToken } from '../helpers/staff';

/**
 * The reports' 'Unidades' are pieces, the one count that adds up across products sold by
 * different units (lib/domain/units.ts): 10 packs of 50 cups and 2 packs of 100 spoons are 700
 * pieces, not '12 unidades'. A product sold by one unit also says how many of it.
 */

const { db, fx } = useOrderFixture({ quietEmail: false });
let token: string;
const NOV = 'from=2026-11-01&to=2026-11-30';

type Line = { sku: string; quantity: number; unitPrice: number; unitOfMeasure: string; unitsPerItem: number };

async function paidOrder(customerId: number, lines: Line[]) {
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const order = await insertOrder(db(), {
    customerId,
    total: subtotal,
    paymentStatus: 'paid',
    shippingStatus: 'delivered',
    createdAt: new Date('2026-11-10T12:00:00Z'),
    paidAt: new Date('2026-11-10T13:00:00Z'),
  });
  for (const line of lines) {
    const [variant] = await db().select().from(variants).where(eq(variants.id, fx.sku[line.sku]));
    await db()
      .insert(orderItems)
      .values({
        orderId: order.id,
        productId: variant.productId,
        variantId: variant.id,
        productName: 'x',
        unitOfMeasure: line.unitOfMeasure,
        unitsPerItem: line.unitsPerItem,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        lineTotal: line.unitPrice * line.quantity,
      });
  }
}

beforeAll(async () => {
  token = await liveStaffToken(db(), fx.admin.user.id);
  // Cups: 10 packs of 50 and 4 loose ones (one product, two units); spoons: 2 packs of 100.
  await paidOrder(fx.ana.id, [
    { sku: 'VASO-TRA-7OZ-PAQ', quantity: 10, unitPrice: 5500, unitOfMeasure: 'Paquete', unitsPerItem: 50 },
    { sku: 'CUCH-BLA-PAQ', quantity: 2, unitPrice: 3500, unitOfMeasure: 'Paquete', unitsPerItem: 100 },
  ]);
  await paidOrder(fx.beto.id, [{ sku: 'VASO-BLA-7OZ-UNI', quantity: 4, unitPrice: 150, unitOfMeasure: 'Unidad', unitsPerItem: 1 }]);
});

/** The report's own path, so the suite's contract check knows which answer it reads. */
const reportPath = new Map<unknown, string>([
  [salesRoute, '/api/admin/reports/sales'],
  [topRoute, '/api/admin/reports/top'],
]);

const get = async (handler: typeof salesRoute, query: string) =>
  (await callRoute(handler, `${reportPath.get(handler)}?${query}`, { token })).body;

describe("the reports' units", () => {
  it('add up pieces across products, not packs of different sizes', async () => {
    const body = await get(salesRoute, `${NOV}&interval=month`);
    expect(body.current.units).toBe(500 + 200 + 4);
    expect(body.series[0].units).toBe(704);
  });

  it('give each product its selling units when it was sold by one, and pieces always', async () => {
    const { rows } = await get(topRoute, `${NOV}&by=products`);
    const { vaso, cuchara } = fx.catalog.products;
    const byId = new Map(rows.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(cuchara.id)).toMatchObject({ units: 200, sold: { quantity: 2, unitOfMeasure: 'Paquete', unitsPerItem: 100 } });
    // Packs and loose cups of one product: only the pieces add up.
    expect(byId.get(vaso.id)).toMatchObject({ units: 504, sold: null });
  });

  it('count categories and customers in pieces', async () => {
    const categories = (await get(topRoute, `${NOV}&by=categories`)).rows as { units: number }[];
    expect(categories.reduce((sum, r) => sum + r.units, 0)).toBe(704);
    const customers = (await get(topRoute, `${NOV}&by=customers`)).rows as { id: number; units: number }[];
    expect(customers.find((c) => c.id === fx.ana.id)?.units).toBe(700);
    expect(customers.find((c) => c.id === fx.beto.id)?.units).toBe(4);
    expect(customers[0]).not.toHaveProperty('sold');
  });
});
