import 'server-only';
import type { IvaCollected, IvaReport } from '@/lib/contracts/admin/operations';
import { and, count, eq, gt, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { orderItems, orderRefunds, orders } from '@/db/schema';
import { formatCsvLine, type CsvSeparator, UTF8_BOM } from '@/lib/domain/catalog-csv';
import {
  DELIVERY_IVA_CLASS,
  deliveryIvaParts,
  groupByRate,
  type IvaClass,
  type IvaLine,
  type IvaRateRow,
  type IvaSplit,
  splitIva,
} from '@/lib/domain/iva';
import { colombiaDayEnd, colombiaDayStart } from '@/lib/domain/order-search';

/**
 * Issue 26 §1: the IVA collected per rate for a period, what the accountant asks for. A sale
 * counts in the period it was paid (paid_at, Colombian days) and stays there: a refund later
 * does not take it out of a period already reported, it is subtracted in the period of the
 * refund (refunded_at; a partial refund's created_at) under `refunds` ('Devoluciones', the credit
 * notes of that period: a partial refund's parts, and a full refund's order less what partial
 * refunds had already credited), and
 * `net` is what the period leaves (docs/iva-and-fiscal-data.md). Each line and each delivery fee
 * is split on its own with lib/domain/iva.ts, exactly as the order shows it, so the report adds up
 * to the orders' own figures: lines are read grouped by (amount, class, rate) and split once per
 * group, which keeps a year of orders one small query. A flat-19 % fee is grouped the same way; a
 * fee that follows the goods is split by its order's goods per class (one small row per order
 * and class). The shape is the API's (lib/contracts/admin/operations.ts).
 */
export type { IvaCollected, IvaReport };

async function collect(db: Queryable, where: SQL | undefined): Promise<IvaCollected> {
  const [lines, fees, [{ n }], followingFees] = await Promise.all([
    db
      .select({ amount: orderItems.lineTotal, ivaClass: orderItems.ivaClass, rate: orderItems.ivaRate, times: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where)
      .groupBy(orderItems.lineTotal, orderItems.ivaClass, orderItems.ivaRate),
    db
      .select({ amount: orders.shippingFee, rate: orders.shippingIvaRate, times: count() })
      .from(orders)
      .where(and(where, isNotNull(orders.shippingFee), eq(orders.shippingIvaRule, 'flat_19')))
      .groupBy(orders.shippingFee, orders.shippingIvaRate),
    db.select({ n: count() }).from(orders).where(where),
    // A fee that follows the goods is split by each order's own goods: per order, its goods per class.
    db
      .select({
        orderId: orders.id,
        fee: orders.shippingFee,
        flatRate: orders.shippingIvaRate,
        ivaClass: orderItems.ivaClass,
        rate: orderItems.ivaRate,
        goods: sql<string>`coalesce(sum(${orderItems.lineTotal}), 0)::text`,
      })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(where, gt(orders.shippingFee, 0), eq(orders.shippingIvaRule, 'follow_goods')))
      .groupBy(orders.id, orders.shippingFee, orders.shippingIvaRate, orderItems.ivaClass, orderItems.ivaRate),
  ]);
  const times = (split: IvaSplit, k: number): IvaSplit => ({ base: split.base * k, iva: split.iva * k, total: split.total * k });
  const rowOf = (ivaClass: IvaClass, rate: number, amount: number, k: number): IvaRateRow => ({
    ivaClass,
    rate,
    ...times(splitIva(amount, rate), Number(k)),
  });
  const deliveryRows = [...fees.map((f) => rowOf(DELIVERY_IVA_CLASS, f.rate, f.amount ?? 0, f.times)), ...followingGoods(followingFees)];
  const rows = groupByRate([...lines.map((l) => rowOf(l.ivaClass, l.rate, l.amount, l.times)), ...deliveryRows]);
  const sum = (list: IvaSplit[], key: keyof IvaSplit) => list.reduce((s, r) => s + r[key], 0);
  return {
    orders: Number(n),
    rows,
    delivery: { base: sum(deliveryRows, 'base'), iva: sum(deliveryRows, 'iva'), total: sum(deliveryRows, 'total') },
    base: sum(rows, 'base'),
    iva: sum(rows, 'iva'),
    total: sum(rows, 'total'),
  };
}

/** Each order's fee split by its own goods (deliveryIvaParts), exactly as its breakdown shows it. */
function followingGoods(
  rows: { orderId: number; fee: number | null; flatRate: number; ivaClass: IvaClass | null; rate: number | null; goods: string }[],
): IvaRateRow[] {
  const byOrder = new Map<number, { fee: number; flatRate: number; goods: IvaLine[] }>();
  for (const row of rows) {
    const order = byOrder.get(row.orderId) ?? { fee: row.fee ?? 0, flatRate: row.flatRate, goods: [] };
    if (row.ivaClass !== null && row.rate !== null)
      order.goods.push({ ivaClass: row.ivaClass, ivaRate: row.rate, total: Number(row.goods) });
    byOrder.set(row.orderId, order);
  }
  return [...byOrder.values()].flatMap((order) => deliveryIvaParts(order.goods, order.fee, 'follow_goods', order.flatRate));
}

type Collected = Omit<IvaCollected, 'orders'>;

/** Partial refunds' parts, each split on its own (lib/domain/refunds.ts), with the orders they belong to. */
async function partialRefunds(db: Queryable, where: SQL | undefined): Promise<Collected & { orderIds: Set<number> }> {
  const found = await db
    .select({ orderId: orderRefunds.orderId, parts: orderRefunds.parts })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(where);
  const parts = found.flatMap((r) => r.parts);
  const rowOf = (p: (typeof parts)[number]): IvaRateRow => ({ ivaClass: p.ivaClass, rate: p.ivaRate, ...splitIva(p.amount, p.ivaRate) });
  return {
    orderIds: new Set(found.map((r) => r.orderId)),
    ...sums(groupByRate(parts.map(rowOf)), parts.filter((p) => p.kind === 'delivery').map(rowOf)),
  };
}

function sums(rows: IvaRateRow[], deliveryRows: IvaRateRow[]): Collected {
  const sum = (list: IvaSplit[], key: keyof IvaSplit) => list.reduce((s, r) => s + r[key], 0);
  return {
    rows,
    delivery: { base: sum(deliveryRows, 'base'), iva: sum(deliveryRows, 'iva'), total: sum(deliveryRows, 'total') },
    base: sum(rows, 'base'),
    iva: sum(rows, 'iva'),
    total: sum(rows, 'total'),
  };
}

/** `a` plus (`sign` 1) or less (`sign` -1) `b`, class by class: a full refund less the partial refunds it follows. */
function combine(a: Collected, b: Collected, sign: 1 | -1): Collected {
  const scaled = b.rows.map((r) => ({ ...r, base: sign * r.base, iva: sign * r.iva, total: sign * r.total }));
  const rows = groupByRate([...a.rows, ...scaled]).filter((r) => r.base !== 0 || r.iva !== 0 || r.total !== 0);
  const split = (x: IvaSplit, y: IvaSplit): IvaSplit => ({
    base: x.base + sign * y.base,
    iva: x.iva + sign * y.iva,
    total: x.total + sign * y.total,
  });
  return { rows, delivery: split(a.delivery, b.delivery), ...split(a, b) };
}

export async function getIvaReport(from: string, to: string, q?: Queryable): Promise<IvaReport> {
  const db = q ?? (await getDb());
  const start = colombiaDayStart(from);
  const end = colombiaDayEnd(to);
  const refundedInPeriod = and(
    eq(orders.paymentStatus, 'refunded'),
    isNotNull(orders.paidAt),
    isNotNull(orders.refundedAt),
    gte(orders.refundedAt, start),
    lt(orders.refundedAt, end),
  );
  const [sales, fullRefunds, partialInPeriod, partialBeforeFull] = await Promise.all([
    // Paid in the period, and still paid or refunded since (a refund is subtracted when it happens).
    collect(
      db,
      and(inArray(orders.paymentStatus, ['paid', 'refunded']), isNotNull(orders.paidAt), gte(orders.paidAt, start), lt(orders.paidAt, end)),
    ),
    collect(db, refundedInPeriod),
    // A partial refund is subtracted in the period it was made, whatever happens to the order later.
    partialRefunds(db, and(isNotNull(orders.paidAt), gte(orderRefunds.createdAt, start), lt(orderRefunds.createdAt, end))),
    // A full refund credits what partial refunds had left: its order less those.
    partialRefunds(db, refundedInPeriod),
  ]);
  const { orderIds: partialOrders, ...partial } = partialInPeriod;
  const { orderIds: fullWithPartials, ...before } = partialBeforeFull;
  const refunds: IvaCollected = {
    orders: fullRefunds.orders + [...partialOrders].filter((id) => !fullWithPartials.has(id)).length,
    ...combine(combine(fullRefunds, before, -1), partial, 1),
  };
  return {
    from,
    to,
    ...sales,
    refunds,
    net: { base: sales.base - refunds.base, iva: sales.iva - refunds.iva, total: sales.total - refunds.total },
  };
}

const CLASS_NAMES: Record<IvaClass, string> = { iva_19: 'IVA 19 %', iva_5: 'IVA 5 %', exento: 'Exento', excluido: 'Excluido' };

/** The report as CSV for Excel in Colombia (UTF-8 with BOM, `;` by default), in Spanish like the catalogue's. */
export function ivaReportCsv(report: IvaReport, separator: CsvSeparator): string {
  // Amounts are the store's own integers, never typed text: a refund's '-4538' stays a number
  // for Excel (formula neutralising is for the text cells).
  const line = (cells: (string | number)[]) =>
    `${cells.map((cell) => (typeof cell === 'number' ? String(cell) : formatCsvLine([cell], separator).slice(0, -2))).join(separator)}\r\n`;
  return [
    UTF8_BOM + line(['Clase de IVA', 'Tarifa (%)', 'Base', 'IVA', 'Total']),
    ...report.rows.map((r) => line([CLASS_NAMES[r.ivaClass], r.rate, r.base, r.iva, r.total])),
    line(['Total', '', report.base, report.iva, report.total]),
    line(['De ellos, envíos', '', report.delivery.base, report.delivery.iva, report.delivery.total]),
    ...report.refunds.rows.map((r) => line([`Devoluciones ${CLASS_NAMES[r.ivaClass]}`, r.rate, -r.base, -r.iva, -r.total])),
    line(['Devoluciones', '', -report.refunds.base, -report.refunds.iva, -report.refunds.total]),
    line(['Neto del periodo', '', report.net.base, report.net.iva, report.net.total]),
    line(['Periodo', `${report.from} a ${report.to}`]),
    line(['Pedidos pagados', report.orders]),
    line(['Pedidos reembolsados', report.refunds.orders]),
  ].join('');
}
