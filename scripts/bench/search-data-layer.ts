// The store search on the data layer, in process, at a fixed rate (the search itself, without HTTP):
// `listProductPage` as /tienda and GET /api/products?search= run it (the search condition and
// rank of lib/data/search.ts, the window count and the first page of 24, with its variants),
// without HTTP, rendering or the catalogue cache (which only runs inside the server).
//
//   DATABASE_URL=… tsx --conditions=react-server scripts/bench/search-data-layer.ts '{"rate":50,"seconds":20,"queries":["vasos",…]}'
//
// Prints one JSON line: { total, errors, firstError, p50, p90, p95, p99, max, alone, matches }
// (`alone`: each query once more, one at a time, before the run: the cost of a search with no queue;
// `index`: building the search index from the documents, as after a catalogue write, and its heap).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { closeDb, getDb } from '@/db';
import { currentSearchIndex } from '@/lib/data/search';
import { listAttributeNames, listProductPage } from '@/lib/data/catalog';
import { parseStoreFilters } from '@/lib/domain/store-filters';
import { STORE_PAGE_SIZE } from '@/lib/domain/store-pages';
import { openLoop, poissonSchedule, summarize } from './lib/load.mjs';

type Plan = { rate: number; seconds: number; queries: string[]; seed?: number };

async function main() {
  const plan = JSON.parse(process.argv[2] ?? '{}') as Plan;
  if (!plan.queries?.length) throw new Error('no queries');
  await getDb();
  const names = await listAttributeNames();
  // The first search builds the index: what every app process pays once per catalogue change.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  // The postings are typed arrays: their buffers live outside the JS heap (arrayBuffers).
  const held = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const heapBefore = held();
  const buildStarted = performance.now();
  const built = await currentSearchIndex();
  const index = { buildMs: Math.round(performance.now() - buildStarted), products: built.size, heapMB: 0 };
  gc();
  index.heapMB = Math.round((held() - heapBefore) / 1e5) / 10;
  const search = (query: string) =>
    listProductPage(parseStoreFilters(new URLSearchParams({ search: query }), names), { limit: STORE_PAGE_SIZE, offset: 0 });
  // Warm-up: each query twice, sequentially (connections opened, plans cached), and how many
  // products each finds (for the report: a search that finds nothing is fast for a reason).
  // The second round's times are each search alone (no queue): what one search costs at this load.
  const matches: Record<string, number> = {};
  const alone: number[] = [];
  for (let round = 0; round < 2; round++) {
    for (const q of plan.queries) {
      const started = performance.now();
      matches[q] = (await search(q)).total;
      if (round === 1) alone.push(performance.now() - started);
    }
  }
  const schedule = poissonSchedule({ rate: plan.rate, seconds: plan.seconds, seed: plan.seed ?? 11 });
  let firstError: string | null = null;
  const { latencies, errors } = await openLoop({
    schedule,
    send: async (i) => {
      try {
        await search(plan.queries[i % plan.queries.length]);
        return true;
      } catch (error) {
        // drizzle wraps the driver's error ('Failed query: <the SQL>'): keep the cause, not the SQL.
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        firstError ??= cause instanceof Error ? cause.message : String(cause);
        return false;
      }
    },
  });
  console.log(JSON.stringify({ errors, firstError, ...summarize(latencies), alone: summarize(alone), matches, index }));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
