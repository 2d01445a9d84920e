// Issue 24's catalogue CSV at a distributor's scale: the large catalogue (demo + `seed:large`,
// 2,000 products / 8,000 variants) exported, every price changed by 1 % and every fourth stock,
// then imported (dry run + 'Aplicar'), on PGlite and on PostgreSQL, against the production build.
//
// Measured over HTTP as staff do it: export (first byte and whole file), upload → dry run,
// 'Aplicar' (checks again and writes), and the server's resident memory (VmRSS of the
// `next start` process, sampled every 50 ms) above what it held just before the import.
// Afterwards the catalogue is exported again and dry-run: it must show zero changes.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { raisePricesAndStock } from './csv-edit.mjs';
import { dropStaleDatabases, reachable } from './database.mjs';
import { freePort, root, run, startNext } from './proc.mjs';

export const CSV_TARGETS = { importSeconds: 30, memoryMb: 300, exportSeconds: 5 };
const tsx = path.join(root, 'node_modules/.bin/tsx');
const seed = (env, script, log) => run(tsx, ['--conditions=react-server', `db/cli/${script}`], { env, quiet: true, log });

function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

/** Samples the server's RSS until stopped; returns the peak. */
function sampleRss(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

async function measureOne({ kind, env, staff, logFile, onServer }) {
  const server = await startNext({ env, port: await freePort(), readyPath: '/api/health', logFile });
  onServer?.(server);
  try {
    const login = await fetch(`${server.origin}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(staff),
    });
    if (!login.ok) throw new Error(`staff login failed: ${login.status} ${await login.text()}`);
    const { token } = await login.json();
    const auth = { authorization: `Bearer ${token}` };

    const exportOnce = async () => {
      const t0 = performance.now();
      const res = await fetch(`${server.origin}/api/admin/catalog/export`, { headers: auth });
      if (!res.ok) throw new Error(`export: ${res.status} ${await res.text()}`);
      const reader = res.body.getReader();
      const chunks = [];
      let firstByte = null;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        firstByte ??= performance.now() - t0;
        chunks.push(value);
      }
      return { ms: performance.now() - t0, firstByteMs: firstByte, bytes: Buffer.concat(chunks), chunks: chunks.length };
    };
    const upload = async (pathname, body) => {
      const t0 = performance.now();
      const res = await fetch(`${server.origin}${pathname}`, { method: 'POST', headers: { ...auth, 'content-type': 'text/csv' }, body });
      const json = await res.json();
      if (!res.ok) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(json).slice(0, 500)}`);
      return { ms: performance.now() - t0, result: json.import };
    };

    await exportOnce(); // warm the route's code
    const exported = await exportOnce();
    const text = exported.bytes.subarray(3).toString('utf8');
    const { data } = Papa.parse(text, { delimiter: ';', skipEmptyLines: true });
    const [header, ...rows] = data;
    // +1 % on every price (sale price and tiers too, so each row stays valid); +5 on every fourth stock.
    raisePricesAndStock(header, rows);
    const file = Buffer.from(`\uFEFF${Papa.unparse([header, ...rows], { delimiter: ';', newline: '\r\n' })}\r\n`, 'utf8');

    const rssBefore = rssMb(server.pid);
    const stop = sampleRss(server.pid);
    const dry = await upload('/api/admin/catalog/import', file);
    if (!dry.result.canApply) throw new Error(`the dry run refused the file: ${JSON.stringify(dry.result.problems.slice(0, 5))}`);
    const applied = await upload(`/api/admin/catalog/import/apply?expect=${dry.result.planDigest}`, file);
    const peak = stop();

    const again = await exportOnce();
    const check = await upload('/api/admin/catalog/import', again.bytes);
    const c = check.result.counts;
    const roundTripClean = c.variants.created + c.variants.updated + c.products.created + c.products.updated === 0;
    return {
      kind,
      variants: rows.length,
      fileBytes: file.length,
      exportMs: exported.ms,
      exportFirstByteMs: exported.firstByteMs,
      exportChunks: exported.chunks,
      exportBytes: exported.bytes.length,
      dryRunMs: dry.ms,
      applyMs: applied.ms,
      importMs: dry.ms + applied.ms,
      counts: applied.result.counts,
      memoryGrowthMb: peak - rssBefore,
      rssBeforeMb: rssBefore,
      roundTripClean,
      load: os.loadavg()[0],
    };
  } finally {
    await server.stop();
  }
}

/** Both databases, one after the other. Returns { rows, dbVersion }. */
export async function measureCsv({ baseEnv, workDir, log, staff, onServer }) {
  const rows = [];
  // ---- PGlite
  const dir = path.join(workDir, 'pglite-csv');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const pgliteEnv = { ...baseEnv, DATA_DIR: dir };
  delete pgliteEnv.DATABASE_URL;
  try {
    console.log('  seeding the large catalogue into PGlite');
    await seed(pgliteEnv, 'seed.ts', log);
    await seed(pgliteEnv, 'seed-large.ts', log);
    console.log('• CSV export and import on PGlite');
    rows.push(
      await measureOne({
        kind: 'PGlite 0.5.14',
        env: pgliteEnv,
        staff,
        log,
        logFile: path.join(path.dirname(log.path), 'app-csv-pglite.log'),
        onServer,
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // ---- PostgreSQL
  const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const pg = await reachable(serverUrl);
  if (!pg) {
    console.log(`  PostgreSQL not reachable at ${serverUrl}: CSV measured on PGlite only`);
    return { rows };
  }
  const { sql: admin, version } = pg;
  await dropStaleDatabases(admin);
  const name = `store_bench_${process.pid}_csv`;
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  try {
    await admin.unsafe(`create database "${name}"`);
    const env = { ...baseEnv, DATABASE_URL: url };
    console.log(`  seeding the large catalogue into ${name}`);
    await seed(env, 'seed.ts', log);
    await seed(env, 'seed-large.ts', log);
    await admin.unsafe(`analyze`).catch(() => {});
    console.log('• CSV export and import on PostgreSQL');
    rows.push(
      await measureOne({
        kind: version.split(' on ')[0],
        env,
        staff,
        log,
        logFile: path.join(path.dirname(log.path), 'app-csv-postgres.log'),
        onServer,
      }),
    );
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
    await admin.end({ timeout: 2 }).catch(() => {});
  }
  return { rows };
}

export const CSV_SECTION_START = '<!-- csv-bench:start -->';
export const CSV_SECTION_END = '<!-- csv-bench:end -->';

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mb = (v) => `${v.toFixed(0)} MB`;

export function csvTargets(rows) {
  return rows.flatMap((r) => [
    {
      area: `CSV import (${r.kind})`,
      target: `Large catalogue, upload → applied ≤ ${CSV_TARGETS.importSeconds} s, server memory growth ≤ ${CSV_TARGETS.memoryMb} MB`,
      measured: `${s(r.importMs)} (dry run ${s(r.dryRunMs)} + apply ${s(r.applyMs)}), +${mb(r.memoryGrowthMb)}`,
      pass: r.importMs <= CSV_TARGETS.importSeconds * 1000 && r.memoryGrowthMb <= CSV_TARGETS.memoryMb && r.roundTripClean,
      why: 'See "Catalogue CSV" below and docs/catalog-csv.md.',
    },
    {
      area: `CSV export (${r.kind})`,
      target: `Large catalogue ≤ ${CSV_TARGETS.exportSeconds} s, streamed`,
      measured: `${s(r.exportMs)} (first byte ${s(r.exportFirstByteMs)}, ${r.exportChunks} chunks)`,
      pass: r.exportMs <= CSV_TARGETS.exportSeconds * 1000 && r.exportChunks > 1,
      why: 'See "Catalogue CSV" below.',
    },
  ]);
}

export function renderCsvSection({ rows, startedAt }) {
  const lines = [CSV_SECTION_START, '## Catalogue CSV', ''];
  lines.push(
    `Written by \`npm run bench -- csv\` (scripts/bench/lib/csv.mjs) on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores shared with other work, production build (\`next start\`). ` +
      'Catalogue: the demo one plus `seed:large` (2,000 products). The file is the export with every price, sale price and volume price +1 % and every fourth stock +5; ' +
      "import = upload → dry run (`POST /api/admin/catalog/import`) + 'Aplicar' (`POST …/import/apply?expect=<digest>`, which reads and checks the file again and writes all or nothing). " +
      'Memory: peak resident set of the server process during the import minus its size just before. After the import the catalogue is exported and dry-run again: it must show zero changes.',
    '',
    '| database | variants | file | export (first byte) | dry run | apply | import total (target ≤ 30 s) | memory growth (≤ 300 MB) | round trip after | load avg |',
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of rows) {
    const ok = r.importMs <= CSV_TARGETS.importSeconds * 1000 && r.memoryGrowthMb <= CSV_TARGETS.memoryMb;
    lines.push(
      `| ${r.kind} | ${r.variants.toLocaleString('en')} (${r.counts.variants.updated.toLocaleString('en')} updated) | ${(r.fileBytes / 1024 / 1024).toFixed(2)} MB | ${s(r.exportMs)} (${s(r.exportFirstByteMs)}, ${r.exportChunks} chunks) ${r.exportMs <= CSV_TARGETS.exportSeconds * 1000 ? '✅' : '❌'} | ${s(r.dryRunMs)} | ${s(r.applyMs)} | ${s(r.importMs)} ${ok ? '✅' : '❌'} | +${mb(r.memoryGrowthMb)} (from ${mb(r.rssBeforeMb)}) | ${r.roundTripClean ? 'zero changes' : '**changes left**'} | ${r.load.toFixed(2)} |`,
    );
  }
  lines.push('', CSV_SECTION_END);
  return lines.join('\n');
}

export function withCsvSection(report, section) {
  const start = report.indexOf(CSV_SECTION_START);
  const end = report.indexOf(CSV_SECTION_END);
  if (start !== -1 && end > start) return report.slice(0, start) + section + report.slice(end + CSV_SECTION_END.length);
  return `${report.replace(/\s*$/, '')}\n\n${section}\n`;
}
