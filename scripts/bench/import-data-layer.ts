// The largest allowed catalogue import (20,000 rows) against a health probe, in process: the
// catalogue of the database it runs on (demo + `seed:large`, ~8,000 variants) exported, every
// price +1 % and every fourth stock +5, and new products added up to 20,000 rows; then the dry
// run and 'Aplicar' (lib/services/admin/catalog-import.ts) while the readiness check
// (lib/health.ts, what GET /api/health/ready runs) is called every 50 ms on the same database
// and event loop, as in one server process. No HTTP: the figures are the database's and the
// event loop's share of a request, which is what an import can take from the others.
//
//   DATABASE_URL=… (or DATA_DIR=…) tsx --conditions=react-server scripts/bench/import-data-layer.ts '{"rows":20000}'
//
// Prints one JSON line: { rows, created, updated, dryRunMs, applyMs, dryRun: probes, apply: probes, progress }
import { sql } from 'drizzle-orm';
import { closeDb, getDb, rowsOf } from '@/db';
import { catalogCsvLines } from '@/lib/data/admin/catalog-export';
import { formatCsvLine } from '@/lib/domain/catalog-csv';
import { readCsv } from '@/lib/domain/catalog-csv-reader';
import { checkReadiness } from '@/lib/health';
import { applyCatalogImport, dryRunCatalogImport, getCatalogImportProgress } from '@/lib/services/admin/catalog-import';
import { raisePricesAndStock } from './lib/csv-edit.mjs';
import { summarize } from './lib/load.mjs';

const PROBE_EVERY_MS = 50;

async function exportedRows(): Promise<string[][]> {
  let text = '';
  for await (const chunk of catalogCsvLines(';', { costs: true })) text += chunk;
  const read = await readCsv(new TextEncoder().encode(text));
  if (!read.ok) throw new Error(`the export could not be read back: ${read.problem}`);
  return read.rows;
}

function editedFile(rows: string[][], total: number): Uint8Array {
  const [header, ...data] = rows;
  const at = (name: string) => header.indexOf(name);
  const [price, stock, product, category, sku] = ['Precio', 'Stock', 'Producto', 'Categoría', 'SKU'].map(at);
  const edited = raisePricesAndStock(
    header,
    data.slice(0, total).map((r) => [...r]),
  );
  // New products of one variant each, in the first row's category, up to the total.
  for (let i = 0; edited.length < total; i++) {
    const row = header.map(() => '');
    row[product] = `Producto de carga ${i}`;
    row[category] = data[0][category];
    row[sku] = `CARGA-${i}`;
    row[price] = String(1000 + (i % 900));
    row[stock] = String(i % 50);
    edited.push(row);
  }
  return new TextEncoder().encode([header, ...edited].map((r) => formatCsvLine(r, ';')).join(''));
}

/** Calls the readiness check every PROBE_EVERY_MS (each from its scheduled start) until stopped. */
function probe() {
  const latencies: number[] = [];
  let errors = 0;
  let running = true;
  const loop = (async () => {
    let next = performance.now();
    while (running) {
      const started = performance.now();
      try {
        await checkReadiness();
      } catch {
        errors++;
      }
      // From its scheduled time: a probe held behind the event loop counts its wait too.
      latencies.push(performance.now() - Math.min(started, next));
      next += PROBE_EVERY_MS;
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      else next = performance.now();
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { ...summarize(latencies), errors };
  };
}

async function main() {
  const { rows: total = 20_000 } = JSON.parse(process.argv[2] ?? '{}') as { rows?: number };
  const db = await getDb();
  const [staff] = rowsOf<{ id: number }>(await db.execute(sql`select id from staff_users order by id limit 1`));
  const file = editedFile(await exportedRows(), total);
  await checkReadiness();

  const dryProbe = probe();
  let started = performance.now();
  const dry = await dryRunCatalogImport(file);
  const dryRunMs = performance.now() - started;
  const dryRun = await dryProbe();
  if (!dry.canApply) throw new Error(`the dry run refused the file: ${JSON.stringify(dry.problems.slice(0, 3))}`);

  const progress: { atMs: number; applied: number; total: number }[] = [];
  const applyProbe = probe();
  started = performance.now();
  const applying = applyCatalogImport(file, Number(staff.id), dry.planDigest);
  let done = false;
  void applying.finally(() => (done = true));
  while (!done) {
    const p = await getCatalogImportProgress();
    if (p?.status === 'applying') progress.push({ atMs: Math.round(performance.now() - started), applied: p.applied, total: p.total });
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const result = await applying;
  const applyMs = performance.now() - started;
  const apply = await applyProbe();
  console.log(
    JSON.stringify({
      rows: dry.rowCount,
      created: result.counts.variants.created,
      updated: result.counts.variants.updated,
      dryRunMs,
      applyMs,
      dryRun,
      apply,
      progress: progress.filter((_, i) => i % 5 === 0),
    }),
  );
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
