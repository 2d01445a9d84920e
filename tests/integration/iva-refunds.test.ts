import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as ivaReportRoute } from '@/app/api/admin/reports/iva/route';
import { orders } from '@/db/schema';
import { refundOrder } from '@/lib/services/admin/orders';
import { paidOrder, useOrderFixture } from '../helpers/orders';
import { apiRequest, callRoute } from '../helpers/staff';

/**
 * The IVA report keeps a sale in the period it was paid; a refund in a later period is
 * subtracted there ('Devoluciones'), so a period already reported does not change
 * (docs/iva-and-fiscal-data.md "Refunds").
 */
const { db, fx } = useOrderFixture();

const report = async (from: string, to: string) => {
  const res = await callRoute(ivaReportRoute, `/api/admin/reports/iva?from=${from}&to=${to}`, { token: fx.admin.token });
  expect(res.status).toBe(200);
  return res.body.report;
};

describe('IVA report and refunds', () => {
  it('a refund next month leaves the sale’s month as reported and is subtracted in its own month', async () => {
    const sale = await paidOrder(fx, fx.ana, [
      ['PLAT-UNI', 3],
      ['VASO-BLA-7OZ-UNI', 20],
    ]);
    // Paid in October (Colombian time).
    await db()
      .update(orders)
      .set({ paidAt: new Date('2026-10-20T17:00:00Z') })
      .where(eq(orders.id, sale.id));
    const october = await report('2026-10-01', '2026-10-31');
    expect(october).toMatchObject({ orders: 1, total: sale.total, refunds: { orders: 0, total: 0 }, net: { total: sale.total } });

    // Refunded in November.
    await refundOrder(sale.id, { reason: 'Pedido devuelto' }, fx.admin.user);
    await db()
      .update(orders)
      .set({ refundedAt: new Date('2026-11-04T15:00:00Z') })
      .where(eq(orders.id, sale.id));

    // October, already reported, is exactly as it was.
    expect(await report('2026-10-01', '2026-10-31')).toEqual(october);

    // November carries the refund: the same rows, subtracted.
    const november = await report('2026-11-01', '2026-11-30');
    expect(november.orders).toBe(0);
    expect(november.refunds).toMatchObject({ orders: 1, rows: october.rows, base: october.base, iva: october.iva, total: sale.total });
    expect(november.net).toEqual({ base: -october.base, iva: -october.iva, total: -sale.total });

    // Both months together: the sale and its refund cancel out.
    const both = await report('2026-10-01', '2026-11-30');
    expect(both.net).toEqual({ base: 0, iva: 0, total: 0 });
    expect(both.total).toBe(sale.total);

    // The CSV shows the refund as negative amounts and the period's net.
    const csv = await ivaReportRoute(
      apiRequest('/api/admin/reports/iva?from=2026-11-01&to=2026-11-30&format=csv', { token: fx.admin.token }),
      {
        params: Promise.resolve({}),
      },
    );
    const text = new TextDecoder().decode(new Uint8Array(await csv.arrayBuffer()));
    expect(text).toContain(`\r\nDevoluciones;;${-october.base};${-october.iva};${-sale.total}\r\n`);
    expect(text).toContain(`\r\nNeto del periodo;;${-october.base};${-october.iva};${-sale.total}\r\n`);
    expect(text).toContain('\r\nPedidos reembolsados;1\r\n');
  });
});
