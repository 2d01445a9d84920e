// The reports on the data layer, in process, one at a time: each report as its route
// asks for it (lib/data/admin/reports.ts), without HTTP or JSON, on the large fixture.
//
//   DATABASE_URL=… tsx --conditions=react-server scripts/bench/reports-data-layer.ts '{"runs":40}'
//
// Prints one JSON line: { orders, paidOrders, rows: [{ name, runs, p50, p95, max }] }.
import { sql } from 'drizzle-orm';
import { closeDb, getDb, rowsOf } from '@/db';
import { getBreakdownReport, getSalesReport, getTopReport } from '@/lib/data/admin/reports';
import { colombiaToday } from '@/lib/domain/order-search';
import { addDays, type ReportRange } from '@/lib/domain/reports';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const { runs = 40 } = JSON.parse(process.argv[2] ?? '{}') as { runs?: number };
  const db = await getDb();
  const today = colombiaToday();
  const month: ReportRange = { from: addDays(today, -29), to: today };
  const year: ReportRange = { from: addDays(today, -364), to: today };
  const admin = { withCost: true };
  const scenarios: [string, () => Promise<unknown>][] = [
    ['sales, last 30 days by day (ADMIN, with cost)', () => getSalesReport(month, 'day', admin)],
    ['sales, last 365 days by week (ADMIN, with cost)', () => getSalesReport(year, 'week', admin)],
    ['sales, last 365 days by month (VENDEDOR)', () => getSalesReport(year, 'month', { withCost: false })],
    ['top 10 products, 365 days (ADMIN, with cost)', () => getTopReport('products', year, 10, admin)],
    ['top 10 categories, 365 days (ADMIN, with cost)', () => getTopReport('categories', year, 10, admin)],
    ['top 10 customers, 365 days', () => getTopReport('customers', year, 10, admin)],
    ['top 500 products (CSV size), 365 days', () => getTopReport('products', year, 500, admin)],
    ['by payment method, 365 days', () => getBreakdownReport('payment_method', year)],
    ['by delivery option, 365 days', () => getBreakdownReport('delivery_option', year)],
  ];
  const rows = [];
  for (const [name, run] of scenarios) {
    for (let i = 0; i < 3; i++) await run(); // warm: connections, plans, code
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push({ name, runs, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] });
  }
  const [counts] = rowsOf<{ orders: number; paid: number }>(
    await db.execute(sql`select count(*)::int as orders, count(*) filter (where payment_status = 'paid')::int as paid from orders`),
  );
  console.log(JSON.stringify({ orders: counts.orders, paidOrders: counts.paid, rows }));
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
