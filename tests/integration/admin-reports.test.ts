import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as breakdownRoute } from '@/app/api/admin/reports/breakdown/route';
import { GET as salesRoute } from '@/app/api/admin/reports/sales/route';
import { GET as topRoute } from '@/app/api/admin/reports/top/route';
import { orderItems, orders, variants } from '@/db/schema';
import type { DeliveryOptionKind } from '@/lib/domain/delivery-options';
import type { PaymentStatus } from '@/lib/domain/order-status';
import { useOrderFixture } from '../helpers/orders';
import { apiRequest, callRoute, liveStaffToken } from '../helpers/staff';

/**
 * Issue 25 §4 reports against hand-computed figures. The range is November 2026 in Colombia
 * (UTC−5): it starts at 2026-11-01T05:00Z and ends before 2026-12-01T05:00Z; the previous
 * period is 2-31 October. Cost prices: plate 400, cup pack 3000, spoon pack none.
 */

const { db, fx } = useOrderFixture({ quietEmail: false });
let adminToken: string;
let sellerToken: string;
const NOV = 'from=2026-11-01&to=2026-11-30';

type Line = [sku: string | null, quantity: number, unitPrice: number, name?: string];
type SaleInput = {
  customerId: number;
  lines: Line[];
  fee?: number;
  paidAt?: string;
  status?: PaymentStatus;
  cancelledAt?: string;
  refundedAt?: string;
  paymentMethodId?: number | null;
  cashOnDelivery?: boolean;
  deliveryOption?: DeliveryOptionKind | null;
};

async function sale(input: SaleInput) {
  const subtotal = input.lines.reduce((sum, [, quantity, price]) => sum + quantity * price, 0);
  const [order] = await db()
    .insert(orders)
    .values({
      customerId: input.customerId,
      paymentStatus: input.status ?? 'paid',
      shippingStatus: 'delivered',
      subtotal,
      total: subtotal + (input.fee ?? 0),
      shippingFee: input.fee ?? 0,
      paymentMethodId: input.paymentMethodId === undefined ? fx.nequi : input.paymentMethodId,
      cashOnDelivery: input.cashOnDelivery ?? false,
      deliveryOption: input.deliveryOption === undefined ? 'local_delivery' : input.deliveryOption,
      shippingAddress: {
        recipientName: 'X',
        street: 'Calle 1',
        city: 'Cúcuta',
        state: 'Norte de Santander',
        postalCode: null,
        details: null,
        country: 'CO',
      },
      createdAt: new Date('2026-09-01T00:00:00Z'),
      paidAt: input.paidAt ? new Date(input.paidAt) : null,
      cancelledAt: input.cancelledAt ? new Date(input.cancelledAt) : null,
      refundedAt: input.refundedAt ? new Date(input.refundedAt) : null,
    })
    .returning();
  for (const [sku, quantity, unitPrice, name] of input.lines) {
    const [variant] = sku ? await db().select().from(variants).where(eq(variants.id, fx.sku[sku])) : [];
    const productName = name ?? Object.values(fx.catalog.products).find((p) => p.id === variant?.productId)?.name ?? 'Sin nombre';
    await db()
      .insert(orderItems)
      .values({
        orderId: order.id,
        productId: variant?.productId ?? null,
        variantId: variant?.id ?? null,
        productName,
        unitPrice,
        quantity,
        lineTotal: unitPrice * quantity,
      });
  }
  return order;
}

beforeAll(async () => {
  adminToken = await liveStaffToken(db(), fx.admin.user.id);
  sellerToken = await liveStaffToken(db(), fx.seller.user.id);
  await db().update(variants).set({ costPrice: 400 }).where(eq(variants.id, fx.sku['PLAT-UNI']));
  await db().update(variants).set({ costPrice: 3000 }).where(eq(variants.id, fx.sku['VASO-TRA-7OZ-PAQ']));
  await db().update(variants).set({ costPrice: null }).where(eq(variants.id, fx.sku['CUCH-BLA-PAQ']));
  const ana = fx.ana.id;
  const beto = fx.beto.id;

  // November: 00:00 on the 1st in Colombia; 18:00 and 23:59 on the 30th.
  await sale({ customerId: ana, paidAt: '2026-11-01T05:00:00Z', lines: [['PLAT-UNI', 10, 800]], fee: 2000 });
  await sale({
    customerId: beto,
    paidAt: '2026-11-30T23:00:00Z',
    cashOnDelivery: true,
    paymentMethodId: null,
    lines: [
      ['VASO-TRA-7OZ-PAQ', 3, 5500],
      ['PLAT-UNI', 5, 800],
    ],
  });
  // A deleted payment method and product, no delivery option (an older order); a product name that looks like a formula.
  await sale({
    customerId: beto,
    paidAt: '2026-12-01T04:59:00Z',
    paymentMethodId: null,
    deliveryOption: null,
    lines: [
      ['CUCH-BLA-PAQ', 1, 3500],
      [null, 2, 500, '=Vaso viejo'],
    ],
  });
  // Outside November: 1 December in Colombia, and the last minute of October (the previous period).
  await sale({ customerId: ana, paidAt: '2026-12-01T05:00:00Z', lines: [['PLAT-UNI', 100, 800]] });
  await sale({ customerId: ana, paidAt: '2026-11-01T04:59:59.999Z', deliveryOption: 'pickup', lines: [['CUCH-BLA-PAQ', 2, 3500]] });
  // The previous period's first minute (2 October) and the minute before it (1 October: in neither).
  await sale({ customerId: ana, paidAt: '2026-10-02T05:00:00Z', lines: [['PLAT-UNI', 1, 800]] });
  await sale({ customerId: ana, paidAt: '2026-10-02T04:59:00Z', lines: [['PLAT-UNI', 1000, 800]] });
  // Not sales: refunded and cancelled in November, cancelled in October, a proof still being checked.
  await sale({
    customerId: ana,
    status: 'refunded',
    paidAt: '2026-11-10T12:00:00Z',
    refundedAt: '2026-11-12T15:00:00Z',
    lines: [['PLAT-UNI', 50, 1000]],
  });
  await sale({ customerId: beto, status: 'cancelled', cancelledAt: '2026-11-15T12:00:00Z', lines: [['CUCH-BLA-PAQ', 2, 4500]] });
  await sale({ customerId: beto, status: 'cancelled', cancelledAt: '2026-10-20T12:00:00Z', lines: [['CUCH-BLA-PAQ', 1, 4500]] });
  await sale({ customerId: ana, status: 'pending_confirmation', lines: [['PLAT-UNI', 7, 800]] });
});

/** The body as bytes decoded: Response.text() would drop the BOM the file must start with. */
const csvLines = async (res: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()).split('\r\n');

/** The report's own path, so the suite's contract check knows which answer it reads. */
const reportPath = new Map<unknown, string>([
  [salesRoute, '/api/admin/reports/sales'],
  [topRoute, '/api/admin/reports/top'],
  [breakdownRoute, '/api/admin/reports/breakdown'],
]);

const get = (handler: typeof salesRoute, query: string, token = adminToken) =>
  callRoute(handler, `${reportPath.get(handler)}?${query}`, { token });

describe('GET /api/admin/reports/sales', () => {
  it('sums paid orders by the Colombian day they were paid, against the 30 days before', async () => {
    const { status, body } = await get(salesRoute, `${NOV}&interval=day`);
    expect(status).toBe(200);
    expect(body.range).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(body.previousRange).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    // 10,000 + 20,500 + 4,500; units 10 + 8 + 3.
    expect(body.current).toEqual({ sales: 35_000, orders: 3, units: 21, averageOrderValue: 11_667 });
    expect(body.previous).toEqual({ sales: 7_800, orders: 2, units: 3, averageOrderValue: 3_900 });
    expect(body.series).toHaveLength(30);
    expect(body.series[0]).toEqual({
      bucket: '2026-11-01',
      sales: 10_000,
      orders: 1,
      units: 10,
      previousBucket: '2026-10-02',
      previousSales: 800,
      previousOrders: 1,
    });
    expect(body.series[1]).toMatchObject({ bucket: '2026-11-02', sales: 0, orders: 0 });
    expect(body.series[29]).toEqual({
      bucket: '2026-11-30',
      sales: 25_000,
      orders: 2,
      units: 11,
      previousBucket: '2026-10-31',
      previousSales: 7_000,
      previousOrders: 1,
    });
  });

  it('shows cancelled and refunded orders apart, on the day they were cancelled or refunded', async () => {
    const { body } = await get(salesRoute, NOV);
    expect(body.excluded).toEqual({ cancelled: { orders: 1, amount: 9_000 }, refunded: { orders: 1, amount: 50_000 } });
  });

  it('groups by ISO week (Monday first; the first week starts before the range) and by month', async () => {
    const weeks = (await get(salesRoute, `${NOV}&interval=week`)).body;
    expect(weeks.series.map((p: { bucket: string }) => p.bucket)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(weeks.series[0]).toMatchObject({ sales: 10_000, previousBucket: '2026-09-28', previousSales: 800 });
    expect(weeks.series[5]).toMatchObject({ sales: 25_000, orders: 2, previousBucket: null, previousSales: 0 });
    const months = (await get(salesRoute, `${NOV}&interval=month`)).body;
    expect(months.series).toEqual([
      { bucket: '2026-11-01', sales: 35_000, orders: 3, units: 21, previousBucket: '2026-10-01', previousSales: 7_800, previousOrders: 2 },
    ]);
  });

  it("gives ADMIN cost and margin from the variants' cost prices, and never to a VENDEDOR", async () => {
    const admin = (await get(salesRoute, NOV)).body;
    // Lines with a cost: plates 15 × 400, cups 3 × 3000 = 15,000 against 8,000 + 4,000 + 16,500 = 28,500 of 33,000.
    expect(admin.costs.current).toEqual({ cost: 15_000, margin: 13_500, marginPercent: 47, costCoverage: 86 });
    expect(admin.costs.previous).toEqual({ cost: 400, margin: 400, marginPercent: 50, costCoverage: 10 });
    const seller = await get(salesRoute, NOV, sellerToken);
    expect(seller.status).toBe(200);
    expect(seller.body.current).toEqual(admin.current);
    expect(seller.body).not.toHaveProperty('costs');
    expect(JSON.stringify(seller.body)).not.toMatch(/cost|margin/i);
  });

  it('defaults to the last 30 days by day', async () => {
    const { status, body } = await get(salesRoute, '');
    expect(status).toBe(200);
    expect(body.interval).toBe('day');
    expect(body.series).toHaveLength(30);
  });

  it('exports the series as CSV for Excel', async () => {
    const res = await salesRoute(apiRequest(`/api/admin/reports/sales?${NOV}&format=csv`, { token: sellerToken }), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="reporte-ventas-2026-11-01-a-2026-11-30.csv"');
    const lines = await csvLines(res);
    expect(lines[0]).toBe(
      '\uFEFFPeriodo;Ventas;Órdenes;Unidades;Ticket promedio;Periodo anterior;Ventas periodo anterior;Órdenes periodo anterior',
    );
    expect(lines[1]).toBe('2026-11-01;10000;1;10;10000;2026-10-02;800;1');
  });

  it('refuses bad ranges with Spanish field errors', async () => {
    const cases: [string, string][] = [
      ['from=2026-11-30&to=2026-11-01', 'to'],
      ['from=2026-02-30', 'from'],
      ['from=2020-01-01&to=2026-01-01', 'to'],
      ['from=2025-01-01&to=2026-06-01&interval=day', 'interval'],
      ['interval=year', 'interval'],
      ['format=xml', 'format'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await get(salesRoute, query);
      expect(status, query).toBe(400);
      expect(Object.keys(body.fields), query).toEqual([field]);
    }
    expect((await get(salesRoute, 'from=2026-11-30&to=2026-11-01')).body.fields.to).toEqual([
      'La fecha final no puede ser anterior a la inicial.',
    ]);
  });

  it('answers 401 without a staff token', async () => {
    expect((await callRoute(salesRoute, `/api/admin/reports/sales?${NOV}`)).status).toBe(401);
  });
});

describe('GET /api/admin/reports/top', () => {
  // These lines were written without a unit: sold by the piece (packs: admin-reports-units.test.ts).
  const byPiece = (quantity: number) => ({ quantity, unitOfMeasure: null, unitsPerItem: 1 });
  it('ranks products by line sales (delivery fee apart), a deleted product by its name', async () => {
    const { body } = await get(topRoute, `${NOV}&by=products`);
    const { vaso, plato, cuchara } = fx.catalog.products;
    expect(body.rows.map(({ costs: _c, ...row }: Record<string, unknown>) => row)).toEqual([
      { id: vaso.id, name: vaso.name, orders: 1, units: 3, sold: byPiece(3), sales: 16_500 },
      { id: plato.id, name: plato.name, orders: 2, units: 15, sold: byPiece(15), sales: 12_000 },
      { id: cuchara.id, name: cuchara.name, orders: 1, units: 1, sold: byPiece(1), sales: 3_500 },
      { id: null, name: '=Vaso viejo', orders: 1, units: 2, sold: byPiece(2), sales: 1_000 },
    ]);
    expect(body.rows[1].costs).toEqual({ cost: 6_000, margin: 6_000, marginPercent: 50, costCoverage: 100 });
    expect(body.rows[2].costs).toEqual({ cost: 0, margin: 0, marginPercent: null, costCoverage: 0 });
  });

  it("ranks categories (the product's own), without costs for a VENDEDOR", async () => {
    const { body } = await get(topRoute, `${NOV}&by=categories`, sellerToken);
    const { vasos, bio, desechables } = fx.catalog.categories;
    expect(body.rows).toEqual([
      { id: vasos.id, name: vasos.name, orders: 1, units: 3, sales: 16_500 },
      { id: bio.id, name: bio.name, orders: 2, units: 15, sales: 12_000 },
      { id: desechables.id, name: desechables.name, orders: 1, units: 1, sales: 3_500 },
      { id: null, name: null, orders: 1, units: 2, sales: 1_000 },
    ]);
  });

  it('ranks customers by what their orders add up to, by name with the e-mail second', async () => {
    const { body } = await get(topRoute, `${NOV}&by=customers&limit=1`);
    expect(body.rows).toEqual([
      { id: fx.beto.id, name: 'beto@example.com', email: 'beto@example.com', orders: 2, units: 11, sales: 25_000 },
    ]);
    const both = (await get(topRoute, `${NOV}&by=customers`)).body.rows;
    expect(both[1]).toEqual({ id: fx.ana.id, name: 'Ana María Gómez', email: 'ana@example.com', orders: 1, units: 10, sales: 10_000 });
  });

  it('exports CSV with formula-looking names neutralised and costs for ADMIN only', async () => {
    const csv = async (token: string) =>
      csvLines(
        await topRoute(apiRequest(`/api/admin/reports/top?${NOV}&by=products&format=csv&separator=,`, { token }), {
          params: Promise.resolve({}),
        }),
      );
    const admin = await csv(adminToken);
    expect(admin[0]).toBe('\uFEFFProducto,Órdenes,Unidades,Ventas,Costo,Margen,Margen %,Ventas con costo %');
    expect(admin[4]).toBe("'=Vaso viejo,1,2,1000,0,0,,0");
    const seller = await csv(sellerToken);
    expect(seller[0]).toBe('\uFEFFProducto,Órdenes,Unidades,Ventas');
  });

  it('needs a kind and a sane limit', async () => {
    expect((await get(topRoute, NOV)).body.fields).toHaveProperty('by');
    expect((await get(topRoute, `${NOV}&by=providers`)).status).toBe(400);
    expect((await get(topRoute, `${NOV}&by=products&limit=0`)).body.fields).toHaveProperty('limit');
    expect((await get(topRoute, `${NOV}&by=products&limit=501`)).body.fields).toHaveProperty('limit');
  });
});

describe('GET /api/admin/reports/breakdown', () => {
  it('splits sales by payment method: cash on delivery and a deleted method by key', async () => {
    const { body } = await get(breakdownRoute, `${NOV}&by=payment_method`, sellerToken);
    expect(body.rows).toEqual([
      { key: 'cash_on_delivery', name: null, orders: 1, sales: 20_500, share: 59 },
      { key: String(fx.nequi), name: 'Nequi', orders: 1, sales: 10_000, share: 29 },
      { key: 'none', name: null, orders: 1, sales: 4_500, share: 13 },
    ]);
  });

  it('splits sales by delivery option, older orders without one apart', async () => {
    const { body } = await get(breakdownRoute, `${NOV}&by=delivery_option`);
    expect(body.rows).toEqual([
      { key: 'local_delivery', name: null, orders: 2, sales: 30_500, share: 87 },
      { key: 'none', name: null, orders: 1, sales: 4_500, share: 13 },
    ]);
  });

  it('exports CSV with the methods named', async () => {
    const res = await breakdownRoute(
      apiRequest(`/api/admin/reports/breakdown?${NOV}&by=payment_method&format=csv`, { token: adminToken }),
      {
        params: Promise.resolve({}),
      },
    );
    expect((await csvLines(res)).slice(0, 4)).toEqual([
      '\uFEFFMétodo de pago;Órdenes;Ventas;% de las ventas',
      'Contra entrega;1;20500;59',
      'Nequi;1;10000;29',
      'Método eliminado;1;4500;13',
    ]);
  });

  it('answers an empty range with no rows', async () => {
    expect((await get(breakdownRoute, 'from=2020-01-01&to=2020-01-31&by=delivery_option')).body.rows).toEqual([]);
  });
});
