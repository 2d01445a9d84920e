// The PDF documents on the large fixture, in process, one at a time: a quote as
// POST /api/quotes makes it (lib/services/documents.ts: prices read from the database, the
// delivery fee, the number, the layout) and an order's receipt as its routes make it, each with
// the content cache cleared before every run (a render, not a cache hit), plus a hit for reference.
//
//   DATABASE_URL=… tsx --conditions=react-server scripts/bench/pdf-data-layer.ts '{"runs":30}'
//
// Prints one JSON line: { variants, rows: [{ name, runs, p50, p95, max, bytes, pages }] }.
import { desc, sql } from 'drizzle-orm';
import { closeDb, getDb, rowsOf } from '@/db';
import { orderItems, variants } from '@/db/schema';
import { clearDocumentCache } from '@/lib/documents/cache';
import { createQuote, receiptForStaff } from '@/lib/services/documents';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const pagesOf = (bytes: Buffer) => (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

async function main() {
  const { runs = 30 } = JSON.parse(process.argv[2] ?? '{}') as { runs?: number };
  const db = await getDb();
  const ids = (await db.select({ id: variants.id }).from(variants).orderBy(desc(variants.id)).limit(100)).map((r) => r.id);
  const [biggest] = rowsOf<{ order_id: number; lines: number }>(
    await db.execute(
      sql`select ${orderItems.orderId} as order_id, count(*)::int as lines from ${orderItems} group by 1 order by 2 desc, 1 limit 1`,
    ),
  );
  let ip = 0;
  const quote =
    (count: number, destination = false) =>
    () =>
      createQuote(`bench-${++ip}`, 'es', async () => ({
        lines: ids.slice(0, count).map((variantId, i) => ({ variantId, quantity: 1 + (i % 40) })),
        destination: destination ? { city: 'Cúcuta', state: 'Norte de Santander' } : null,
      }));
  const scenarios: [string, () => Promise<{ bytes: Buffer }>, boolean][] = [
    ['quote, 5 lines, delivery to be calculated', quote(5), true],
    ['quote, 20 lines, delivery to Cúcuta', quote(20, true), true],
    ['quote, 100 lines (the most a cart sends), several pages', quote(100), true],
    [`receipt of the order with the most lines (${biggest?.lines ?? 0})`, () => receiptForStaff(biggest.order_id), true],
    ['quote, 20 lines, same request again (content cache hit)', quote(20, true), false],
  ];
  const rows = [];
  for (const [name, run, clear] of scenarios) {
    for (let i = 0; i < 3; i++) {
      clearDocumentCache();
      await run(); // warm: connections, plans, fonts, code
    }
    const times: number[] = [];
    let last: { bytes: Buffer } | null = null;
    for (let i = 0; i < runs; i++) {
      if (clear) clearDocumentCache();
      const started = performance.now();
      last = await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push({
      name,
      runs,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times[times.length - 1],
      bytes: last?.bytes.length ?? 0,
      pages: last ? pagesOf(last.bytes) : 0,
    });
  }
  const [counts] = rowsOf<{ variants: number }>(await db.execute(sql`select count(*)::int as variants from variants`));
  console.log(JSON.stringify({ variants: counts.variants, rows }));
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
