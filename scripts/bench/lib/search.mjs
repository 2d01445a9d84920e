// Issue 20's search latency: at 50 requests/s, open loop, on the large catalogue (2,000
// products) and on a 20,000-product one, against PostgreSQL.
//
// - The search itself, in process on the data layer (scripts/bench/search-data-layer.ts):
//   `listProductPage` as /tienda and GET /api/products?search= run it (condition, rank, count,
//   the first page of 24 with its variants), without HTTP, rendering or the catalogue cache.
// - The header suggestions' answer, over HTTP against the production build (`next start`):
//   GET /api/products?search=<normalised term>&limit=5, exactly as the header asks
//   (lib/api-client/products.ts). Every request carries a query the server has not seen in the
//   run, so none is answered from its catalogue cache (lib/cache/catalog-cache.ts); repeated
//   queries, which are, are measured apart for reference.
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { fixedRate } from './server.mjs';
import { dropStaleDatabases, reachable } from './database.mjs';
import { freePort, root, run, startNext } from './proc.mjs';
import { SHOPPER_QUERIES, distinctQueries } from './search-queries.mjs';

export const SEARCH_RATE = 50;
export const SEARCH_TARGETS = [
  { size: 2_000, scenario: 'search', p95: 20 },
  { size: 20_000, scenario: 'search', p95: 60 },
  { size: 2_000, scenario: 'suggestions', p95: 50 },
];
export const SCENARIO_LABELS = {
  search: 'search itself (data layer, in process): first page of 24 and the total',
  suggestions: 'header suggestions over HTTP (`?search=…&limit=5`), every query new',
  'suggestions-repeated': 'header suggestions over HTTP, the mix repeated (catalogue cache)',
};

const tsx = path.join(root, 'node_modules/.bin/tsx');
const loadNow = () => os.loadavg()[0];

/**
 * Creates the catalogues (demo + `seed:large` with 2,000 and with 20,000 products, ANALYZEd as
 * autovacuum would after a bulk load), measures, drops them. `sizes` restricts the catalogues
 * (default both). Returns { rows, matches, dbVersion }.
 */
export async function measureSearch({ baseEnv, log, seconds, sizes = [2_000, 20_000], http = true, onServer }) {
  const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const pg = await reachable(serverUrl);
  if (!pg) throw new Error(`the search bench needs PostgreSQL (${serverUrl} did not answer; set BENCH_PG_URL)`);
  const { sql: admin, version } = pg;
  await dropStaleDatabases(admin);
  const urlOf = (name) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const names = [];
  const drop = async () => {
    for (const name of names.splice(0)) await admin.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
  };
  const rows = [];
  const matches = {};
  try {
    const demo = `store_bench_${process.pid}_search_demo`;
    names.push(demo);
    await admin.unsafe(`create database "${demo}"`);
    console.log(`  seeding the demo catalogue into ${demo}`);
    await run(tsx, ['--conditions=react-server', 'db/cli/seed.ts'], { env: { ...baseEnv, DATABASE_URL: urlOf(demo) }, quiet: true, log });
    for (const size of sizes) {
      const name = `store_bench_${process.pid}_search_${size}`;
      names.push(name);
      await admin.unsafe(`create database "${name}" template "${demo}"`);
      const env = { ...baseEnv, DATABASE_URL: urlOf(name) };
      console.log(`  seeding ${size.toLocaleString('en')} products into ${name}`);
      await run(tsx, ['--conditions=react-server', 'db/cli/seed-large.ts', `--products=${size}`], { env, quiet: true, log });
      const db = postgres(urlOf(name), { max: 1, onnotice: () => {} });
      await db`analyze`;
      const [{ n }] = await db`select count(*)::int as n from products`;
      await db.end({ timeout: 2 });

      console.log(
        `• search itself at ${size.toLocaleString('en')} products (${n} with the demo ones): ${SEARCH_RATE} req/s for ${seconds} s`,
      );
      const queries = SHOPPER_QUERIES.map((q) => q.query);
      const before = loadNow();
      const out = await run(
        tsx,
        ['--conditions=react-server', 'scripts/bench/search-data-layer.ts', JSON.stringify({ rate: SEARCH_RATE, seconds, queries })],
        {
          env,
          quiet: true,
          log,
        },
      );
      const result = JSON.parse(out.trim().split('\n').at(-1));
      matches[size] = result.matches;
      rows.push({
        size,
        products: n,
        scenario: 'search',
        ...pick(result),
        alone: result.alone,
        index: result.index,
        load: [before, loadNow()],
      });
      console.log(
        `  p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, ${result.errors} errors${result.firstError ? ` (first: ${result.firstError})` : ''}`,
      );

      if (!http) continue;
      const server = await startNext({
        env,
        port: await freePort(),
        readyPath: '/api/health',
        logFile: path.join(path.dirname(log.path), `app-search-${size}.log`),
      });
      onServer?.(server);
      try {
        const total = Math.ceil(SEARCH_RATE * seconds * 1.5) + 40;
        const all = distinctQueries(total);
        // The route's code and the database connections warmed with queries the run never sends.
        const warm = all.slice(-40);
        const fresh = all.slice(0, -40);
        const suggest = (q) => `${server.origin}/api/products?${new URLSearchParams({ search: q, limit: '5' })}`;
        console.log(`• header suggestions at ${size.toLocaleString('en')} products over HTTP: ${SEARCH_RATE} req/s for ${seconds} s`);
        let start = loadNow();
        const cold = await fixedRate({ urlAt: (i) => suggest(fresh[i]), rate: SEARCH_RATE, seconds, warmUrls: warm.map(suggest) });
        rows.push({ size, products: n, scenario: 'suggestions', ...pick(cold), load: [start, loadNow()] });
        console.log(`  p50 ${cold.p50} ms, p95 ${cold.p95} ms, p99 ${cold.p99} ms, ${cold.errors} errors`);
        if (cold.total > fresh.length)
          throw new Error(`the suggestions run sent ${cold.total} requests but had ${fresh.length} distinct queries`);
        start = loadNow();
        const repeated = await fixedRate({
          urlAt: (i) => suggest(queries[i % queries.length]),
          rate: SEARCH_RATE,
          seconds: Math.min(seconds, 10),
          warmUrls: queries.map(suggest),
        });
        rows.push({ size, products: n, scenario: 'suggestions-repeated', ...pick(repeated), load: [start, loadNow()] });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await drop();
    await admin.end({ timeout: 2 }).catch(() => {});
  }
  return { rows, matches, dbVersion: version.split(' on ')[0] };
}

const pick = ({ total, errors, p50, p90, p95, p99, max }) => ({ total, errors, p50, p90, p95, p99, max });

/** The target a row is held to, if any. */
export const targetOf = (row) => SEARCH_TARGETS.find((t) => t.size === row.size && t.scenario === row.scenario);

export const SECTION_START = '<!-- search-bench:start -->';
export const SECTION_END = '<!-- search-bench:end -->';

/** The "Search latency" section of docs/performance.md, between markers (a search-only run replaces just it). */
export function renderSearchSection({ rows, matches, startedAt, seconds, dbVersion, quick }) {
  const ms = (v) => (v === null || v === undefined ? '–' : `${v} ms`);
  const lines = [SECTION_START, '## Search latency', ''];
  lines.push(
    `Written by \`npm run bench -- search\` (scripts/bench/lib/search.mjs) on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${dbVersion}, ${os.cpus().length} cores shared with other work. ` +
      `Open loop at ${SEARCH_RATE} requests/s (Poisson arrivals from a fixed seed; latency from each request's scheduled start), ${seconds} s per scenario, after a warm-up. ` +
      `Catalogues: the demo one plus \`seed:large\` with 2,000 and with 20,000 products (\`--products=20000\`), ANALYZEd after loading. ` +
      `Queries: ${SHOPPER_QUERIES.length} shopper queries (${[...new Set(SHOPPER_QUERIES.map((q) => q.kind))].join(', ')}) in turn; the HTTP runs send every query once (the mix, then each noun in singular, plural, a prefix and a typo with one or two modifiers: lib/search-queries.mjs). Method: docs/search.md.` +
      (quick ? ' **Quick mode** (short runs): for finding problems, not for judging margins.' : ''),
    '',
  );
  lines.push(
    '| catalogue | scenario | target | requests | p50 | p95 | p99 | max | errors | load avg (1 min, start → end) | result |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of rows) {
    const t = targetOf(r);
    const pass = t ? r.errors === 0 && r.p95 !== null && r.p95 <= t.p95 : null;
    lines.push(
      `| ${r.size.toLocaleString('en')} products (${r.products.toLocaleString('en')} in all) | ${SCENARIO_LABELS[r.scenario]} | ${t ? `p95 ≤ ${t.p95} ms` : 'reference'} | ${r.total} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.errors} | ${r.load.map((l) => l.toFixed(2)).join(' → ')} | ${pass === null ? 'n/a' : pass ? '✅ pass' : '❌ **fail**'} |`,
    );
  }
  lines.push('');
  for (const r of rows.filter((row) => row.alone)) {
    lines.push(
      `- ${r.size.toLocaleString('en')} products, each of the ${r.alone.total} queries alone (one at a time, no queue, just before the run): median ${ms(r.alone.p50)}, p95 ${ms(r.alone.p95)}, max ${ms(r.alone.max)}. ` +
        `At ${SEARCH_RATE} requests/s a search may cost at most ${Math.round((os.cpus().length * 1000) / SEARCH_RATE)} ms of CPU (application and database together, on ${os.cpus().length} cores) before a queue grows.` +
        (r.index
          ? ` The search index (${r.index.products.toLocaleString('en')} products) was built in ${r.index.buildMs} ms and holds ${r.index.heapMB} MB of memory (heap and array buffers): what each app process pays once after a catalogue change.`
          : ''),
    );
  }
  lines.push('');
  const saturated = rows.filter((r) => r.p50 !== null && r.p50 > 1000);
  if (saturated.length) {
    lines.push(
      `> **Saturated**: in ${saturated.map((r) => `${r.size.toLocaleString('en')} / ${r.scenario}`).join(', ')} the median request waited over a second: the host did not keep up with ${SEARCH_RATE} requests/s at that load, so a queue grew for the whole run (latencies count from each request's scheduled time, and HTTP requests give up after 10 s, counted as errors). ` +
        'Such figures say how loaded the shared host was, not how long a search takes: re-run `npm run bench -- search` on a quiet host (load average below the number of cores).',
      '',
    );
  }
  const sizes = Object.keys(matches);
  if (sizes.length) {
    lines.push('Products each query finds (the total of its first page):', '');
    lines.push(
      `| query | ${sizes.map((s) => `${Number(s).toLocaleString('en')}`).join(' | ')} |`,
      `|---|${sizes.map(() => '---|').join('')}`,
    );
    for (const { query, kind } of SHOPPER_QUERIES)
      lines.push(`| \`${query}\` (${kind}) | ${sizes.map((s) => matches[s][query] ?? '–').join(' | ')} |`);
    lines.push('');
  }
  lines.push(SECTION_END);
  return lines.join('\n');
}

/** `report` with its search section replaced by `section` (or added at the end). */
export function withSearchSection(report, section) {
  const start = report.indexOf(SECTION_START);
  const end = report.indexOf(SECTION_END);
  if (start !== -1 && end > start) return report.slice(0, start) + section + report.slice(end + SECTION_END.length);
  return `${report.replace(/\s*$/, '')}\n\n${section}\n`;
}

/** Targets in the form of run.mjs's table. */
export function searchTargets(rows) {
  return rows
    .filter((r) => targetOf(r))
    .map((r) => {
      const t = targetOf(r);
      return {
        area: `search (${r.size.toLocaleString('en')} products)`,
        target: `${r.scenario === 'search' ? 'Search itself (data layer)' : 'Header suggestions (HTTP)'} p95 ≤ ${t.p95} ms at ${SEARCH_RATE} req/s`,
        measured: `p95 ${r.p95} ms (p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.total} requests, ${r.errors} errors, load ${r.load.map((l) => l.toFixed(1)).join('→')})`,
        pass: r.errors === 0 && r.p95 !== null && r.p95 <= t.p95,
        why: 'See "Search latency" below and docs/search.md.',
      };
    });
}
