import 'server-only';
import type { BreakdownReport, BreakdownRow, SalesReport, TopReport, TopRow } from '@/lib/contracts/admin/operations';
import { type SQL, sql } from 'drizzle-orm';
import { getDb, type Queryable, rowsOf } from '@/db';
import { BUSINESS_TIME_ZONE } from '@/lib/domain/dates';
import { colombiaDayEnd, colombiaDayStart } from '@/lib/domain/order-search';
import {
  type BreakdownKind,
  type CostFigures,
  costFigures,
  fillSeries,
  periodFigures,
  previousRange,
  type ReportInterval,
  type ReportRange,
  shareOf,
  type TopReportKind,
} from '@/lib/domain/reports';

/** The reports' shapes are the API's (lib/contracts/admin/operations.ts). */
export type { BreakdownReport, BreakdownRow, SalesReport, TopReport, TopRow };

/**
 * The back office's reports (issue 25 §4; docs/reports.md). Every figure is summed by the
 * database (aggregate SQL); JavaScript only fills empty buckets and divides.
 *
 * A sale is an order whose payment is 'paid', on the Colombian calendar day it was paid
 * (`paid_at`). Cancelled and refunded orders are not sales: they are counted apart, on the day
 * they were cancelled or refunded. Costs are the variants' cost prices today (order lines keep
 * no cost), so margins are only as good as those prices; a VENDEDOR never receives them.
 */

export type ReportOptions = {
  /** ADMIN only: cost and margin figures (issue 25 §5). */
  withCost: boolean;
};

/** Just the two days (a parsed query carries its other parameters too). */
const rangeOf = ({ from, to }: ReportRange): ReportRange => ({ from, to });

const floatOf = (value: unknown) => Number(value ?? 0);

/** `[start, end)` of a range as instants: Colombia's midnights (UTC−5). */
function bounds(range: ReportRange) {
  return { start: colombiaDayStart(range.from).toISOString(), end: colombiaDayEnd(range.to).toISOString() };
}

/** Paid orders of a range: the filter every sales figure shares. */
function paidIn(range: ReportRange, alias = 'o'): SQL {
  const { start, end } = bounds(range);
  return sql`${sql.raw(alias)}.payment_status = 'paid' and ${sql.raw(alias)}.paid_at >= ${start}::timestamptz and ${sql.raw(alias)}.paid_at < ${end}::timestamptz`;
}

type CostSums = { cost: unknown; costed_sales: unknown; line_sales: unknown };

/**
 * 'Unidades' in the reports are pieces, the store's word for them ('10 paquetes = 500 unidades'):
 * the only count that adds up across products sold by different units (lib/domain/units.ts).
 */
const PIECES = sql`sum(oi.quantity::bigint * oi.units_per_item)`;
const costOf = (row: CostSums | undefined): CostFigures =>
  costFigures({ cost: floatOf(row?.cost), costedSales: floatOf(row?.costed_sales), lineSales: floatOf(row?.line_sales) });

// ---- sales over time --------------------------------------------------------------------------

export async function getSalesReport(query: ReportRange, interval: ReportInterval, options: ReportOptions): Promise<SalesReport> {
  const db = await getDb();
  const range = rangeOf(query);
  const before = previousRange(range);
  const [periods, excluded] = await Promise.all([salesByBucket(db, range, before, interval, options.withCost), excludedOrders(db, range)]);
  const total = (current: boolean) => periods.find((row) => row.total && row.current === current);
  const sums = (row: (typeof periods)[number] | undefined) => ({
    sales: row?.sales ?? 0,
    orders: row?.orders ?? 0,
    units: row?.units ?? 0,
  });
  const buckets = (current: boolean) => periods.filter((row) => !row.total && row.current === current);
  return {
    range,
    previousRange: before,
    interval,
    current: periodFigures(sums(total(true))),
    previous: periodFigures(sums(total(false))),
    series: fillSeries(range, interval, buckets(true), buckets(false)),
    excluded,
    ...(options.withCost ? { costs: { current: costOf(total(true)), previous: costOf(total(false)) } } : {}),
  };
}

/**
 * Both periods in one pass: each bucket's sums and each period's totals (grouping sets), the
 * bucket being the Colombian day, ISO week or month the order was paid in. The paid orders are
 * read once (their Colombian day computed once per order); orders and their lines are each summed
 * per day first, and the days rolled up into buckets, so no per-order aggregate is built and the
 * lines are reached by one hash join rather than an index probe per order. The variants (cost
 * prices) are joined only when the cost figures are asked for.
 */
async function salesByBucket(q: Queryable, range: ReportRange, before: ReportRange, interval: ReportInterval, withCost: boolean) {
  const current = bounds(range);
  const lineCosts = withCost
    ? sql`sum(oi.quantity::bigint * v.cost_price) as cost,
          sum(oi.line_total) filter (where v.cost_price is not null) as costed_sales,`
    : sql`null::bigint as cost, null::bigint as costed_sales,`;
  const rows = rowsOf<
    CostSums & { current: boolean; bucket: string | null; total: number; sales: unknown; orders: unknown; units: unknown }
  >(
    await q.execute(sql`
      with paid as materialized (
        select o.id, o.total, o.paid_at >= ${current.start}::timestamptz as current,
          (o.paid_at at time zone ${BUSINESS_TIME_ZONE})::date as day
        from orders o
        where ${paidIn({ from: before.from, to: range.to })}
      ), order_days as (
        select paid.current, paid.day, count(*) as orders, sum(paid.total) as sales
        from paid
        group by paid.current, paid.day
      ), line_days as (
        select paid.current, paid.day, ${PIECES} as units, ${lineCosts}
          sum(oi.line_total) as line_sales
        from paid
        join order_items oi on oi.order_id = paid.id
        ${withCost ? sql`left join variants v on v.id = oi.variant_id` : sql``}
        group by paid.current, paid.day
      ), days as (
        select od.current, to_char(date_trunc(${interval}::text, od.day::timestamp), 'YYYY-MM-DD') as bucket,
          od.orders, od.sales, ld.units, ld.cost, ld.costed_sales, ld.line_sales
        from order_days od
        left join line_days ld on ld.current = od.current and ld.day = od.day
      )
      select days.current, days.bucket, grouping(days.bucket)::int as total,
        coalesce(sum(days.sales), 0)::float8 as sales, coalesce(sum(days.orders), 0)::int as orders, coalesce(sum(days.units), 0)::float8 as units,
        coalesce(sum(days.cost), 0)::float8 as cost, coalesce(sum(days.costed_sales), 0)::float8 as costed_sales,
        coalesce(sum(days.line_sales), 0)::float8 as line_sales
      from days
      group by grouping sets ((days.current, days.bucket), (days.current))`),
  );
  return rows.map((row) => ({
    current: row.current,
    bucket: row.bucket ?? '',
    total: Number(row.total) === 1,
    sales: floatOf(row.sales),
    orders: floatOf(row.orders),
    units: floatOf(row.units),
    cost: row.cost,
    costed_sales: row.costed_sales,
    line_sales: row.line_sales,
  }));
}

async function excludedOrders(q: Queryable, range: ReportRange): Promise<SalesReport['excluded']> {
  const { start, end } = bounds(range);
  const within = (column: string) => sql`${sql.raw(column)} >= ${start}::timestamptz and ${sql.raw(column)} < ${end}::timestamptz`;
  const [row] = rowsOf<Record<string, unknown>>(
    await q.execute(sql`
      select
        count(*) filter (where payment_status = 'cancelled' and ${within('cancelled_at')})::int as cancelled_orders,
        coalesce(sum(total) filter (where payment_status = 'cancelled' and ${within('cancelled_at')}), 0)::float8 as cancelled_amount,
        count(*) filter (where payment_status = 'refunded' and ${within('refunded_at')})::int as refunded_orders,
        coalesce(sum(total) filter (where payment_status = 'refunded' and ${within('refunded_at')}), 0)::float8 as refunded_amount
      from orders
      where payment_status in ('cancelled', 'refunded')
        and ((cancelled_at >= ${start}::timestamptz and cancelled_at < ${end}::timestamptz)
          or (refunded_at >= ${start}::timestamptz and refunded_at < ${end}::timestamptz))`),
  );
  return {
    cancelled: { orders: floatOf(row?.cancelled_orders), amount: floatOf(row?.cancelled_amount) },
    refunded: { orders: floatOf(row?.refunded_orders), amount: floatOf(row?.refunded_amount) },
  };
}

// ---- top products, categories, customers ------------------------------------------------------

export async function getTopReport(kind: TopReportKind, query: ReportRange, limit: number, options: ReportOptions): Promise<TopReport> {
  const db = await getDb();
  const range = rangeOf(query);
  const rows = kind === 'customers' ? await topCustomers(db, range, limit) : await topLines(db, kind, range, limit, options.withCost);
  return { kind, range, rows };
}

/**
 * Products (by product, or by name once the product is deleted) and categories, from the order
 * lines of the paid orders. The lines are grouped by integer keys (the product id, or the category
 * id through the product), not by a text key, and the names are joined to the aggregated rows
 * (one per product or category), not to every line.
 */
async function topLines(q: Queryable, kind: 'products' | 'categories', range: ReportRange, limit: number, withCost: boolean) {
  const products = kind === 'products';
  // Products: the product, or the line's name once the product is deleted; categories: the product's category.
  const keys = products
    ? sql`oi.product_id as id, case when oi.product_id is null then oi.product_name end as deleted_name`
    : sql`p.category_id as id, null::text as deleted_name`;
  const lineCosts = withCost
    ? sql`sum(oi.quantity::bigint * v.cost_price) as cost, sum(oi.line_total) filter (where v.cost_price is not null) as costed_sales,`
    : sql`null::bigint as cost, null::bigint as costed_sales,`;
  type Sold = { one_unit: boolean; quantity: unknown; unit_of_measure: string | null; units_per_item: unknown };
  const rows = rowsOf<CostSums & Sold & { id: number | null; name: string | null; orders: number; units: unknown; sales: unknown }>(
    await q.execute(sql`
      with totals as (
        select ${keys}, count(distinct oi.order_id) as orders, ${PIECES} as units, sum(oi.line_total) as sales,
          count(distinct coalesce(oi.unit_of_measure, '') || ':' || oi.units_per_item) = 1 as one_unit,
          sum(oi.quantity) as quantity, min(oi.unit_of_measure) as unit_of_measure, min(oi.units_per_item) as units_per_item,
          ${lineCosts} sum(oi.line_total) as line_sales
        from orders o
        join order_items oi on oi.order_id = o.id
        ${withCost ? sql`left join variants v on v.id = oi.variant_id` : sql``}
        ${products ? sql`` : sql`left join products p on p.id = oi.product_id`}
        where ${paidIn(range)}
        group by 1, 2
      )
      select totals.id, ${products ? sql`coalesce(p.name, totals.deleted_name)` : sql`c.name`} as name,
        totals.orders::int as orders, totals.units::float8 as units, totals.sales::float8 as sales,
        totals.one_unit, totals.quantity::float8 as quantity, totals.unit_of_measure, totals.units_per_item,
        coalesce(totals.cost, 0)::float8 as cost, coalesce(totals.costed_sales, 0)::float8 as costed_sales,
        coalesce(totals.line_sales, 0)::float8 as line_sales
      from totals
      ${products ? sql`left join products p on p.id = totals.id` : sql`left join categories c on c.id = totals.id`}
      order by sales desc, units desc, name asc nulls last
      limit ${limit}`),
  );
  return rows.map((row) => ({
    id: row.id === null ? null : Number(row.id),
    name: row.name,
    orders: Number(row.orders),
    units: floatOf(row.units),
    ...(products
      ? {
          sold: row.one_unit
            ? { quantity: floatOf(row.quantity), unitOfMeasure: row.unit_of_measure, unitsPerItem: Number(row.units_per_item) }
            : null,
        }
      : {}),
    sales: floatOf(row.sales),
    ...(withCost ? { costs: costOf(row) } : {}),
  }));
}

/** Customers: their paid orders read once, summed per customer; their order lines by one hash join. */
async function topCustomers(q: Queryable, range: ReportRange, limit: number): Promise<TopRow[]> {
  const rows = rowsOf<{
    id: number;
    name: string | null;
    full_name: string | null;
    email: string;
    orders: number;
    units: unknown;
    sales: unknown;
  }>(
    await q.execute(sql`
      with paid as materialized (
        select o.id, o.customer_id, o.total
        from orders o
        where ${paidIn(range)}
      ), ranked as (
        select paid.customer_id, count(*)::int as orders, sum(paid.total)::float8 as sales
        from paid
        group by paid.customer_id
        order by sales desc, orders desc, paid.customer_id asc
        limit ${limit}
      ), units as (
        select paid.customer_id, ${PIECES} as units
        from paid
        join order_items oi on oi.order_id = paid.id
        where paid.customer_id in (select customer_id from ranked)
        group by paid.customer_id
      )
      select ranked.customer_id as id, cu.name, cp.full_name, cu.email, ranked.orders,
        coalesce(units.units, 0)::float8 as units, ranked.sales
      from ranked
      join customers cu on cu.id = ranked.customer_id
      left join customer_profiles cp on cp.customer_id = ranked.customer_id
      left join units on units.customer_id = ranked.customer_id
      order by ranked.sales desc, ranked.orders desc, ranked.customer_id asc`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.full_name?.trim() || row.name?.trim() || row.email,
    email: row.email,
    orders: Number(row.orders),
    units: floatOf(row.units),
    sales: floatOf(row.sales),
  }));
}

// ---- breakdowns -------------------------------------------------------------------------------

export async function getBreakdownReport(kind: BreakdownKind, query: ReportRange): Promise<BreakdownReport> {
  const db = await getDb();
  const range = rangeOf(query);
  const key =
    kind === 'payment_method'
      ? sql`case when o.cash_on_delivery then 'cash_on_delivery' else coalesce(o.payment_method_id::text, 'none') end`
      : kind === 'source'
        ? sql`o.source`
        : sql`coalesce(o.delivery_option, 'none')`;
  const rows = rowsOf<{ key: string; name: string | null; orders: number; sales: unknown; all_sales: unknown }>(
    await db.execute(sql`
      select ${key} as key, min(pm.name) as name, count(*)::int as orders, sum(o.total)::float8 as sales,
        sum(sum(o.total)) over ()::float8 as all_sales
      from orders o
      left join payment_methods pm on pm.id = o.payment_method_id and ${kind === 'payment_method' ? sql`not o.cash_on_delivery` : sql`false`}
      where ${paidIn(range)}
      group by 1
      order by sales desc, key asc`),
  );
  return {
    kind,
    range,
    rows: rows.map((row) => ({
      key: row.key,
      name: row.name,
      orders: Number(row.orders),
      sales: floatOf(row.sales),
      share: shareOf(floatOf(row.sales), floatOf(row.all_sales)),
    })),
  };
}
