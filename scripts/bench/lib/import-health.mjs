// The largest allowed catalogue import (20,000 rows) and the health check beside it, on PGlite
// and on PostgreSQL: scripts/bench/import-data-layer.ts on the large catalogue (demo +
// `seed:large`), the readiness check every 50 ms during the dry run and during 'Aplicar'.
// Target: the health check answers within 200 ms throughout (docs/decisions/catalog-import-batches.md).
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withLargeFixture } from './database.mjs';
import { root, run } from './proc.mjs';

export const IMPORT_HEALTH_MAX_MS = 200;
const ROWS = 20_000;
const tsx = path.join(root, 'node_modules/.bin/tsx');
const script = (env, log) =>
  run(tsx, ['--conditions=react-server', 'scripts/bench/import-data-layer.ts', JSON.stringify({ rows: ROWS })], { env, quiet: true, log });
const lastJson = (out) => JSON.parse(out.trim().split('\n').at(-1));

/** Returns { rows: [{ kind, …import-data-layer's answer, load }] }. */
export async function measureImportHealth({ baseEnv, workDir, log }) {
  const rows = [];
  const dir = path.join(workDir, 'pglite-import');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const env = { ...baseEnv, DATA_DIR: dir };
  delete env.DATABASE_URL;
  try {
    console.log('• import and health: seeding the large catalogue into PGlite');
    for (const seed of ['seed.ts', 'seed-large.ts'])
      await run(tsx, ['--conditions=react-server', `db/cli/${seed}`], { env, quiet: true, log });
    console.log(`• import and health: ${ROWS.toLocaleString('en')} rows on PGlite`);
    rows.push({ kind: 'PGlite 0.5.14', ...lastJson(await script(env, log)), load: os.loadavg()[0] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const pg = await withLargeFixture({ name: 'import', what: 'the import on PostgreSQL', baseEnv, log }, async ({ env, kind }) => {
    console.log(`• import and health: ${ROWS.toLocaleString('en')} rows on PostgreSQL`);
    return { kind, ...lastJson(await script(env, log)), load: os.loadavg()[0] };
  });
  if (pg) rows.push(pg);
  return { rows };
}

export const IMPORT_SECTION_START = '<!-- import-bench:start -->';
export const IMPORT_SECTION_END = '<!-- import-bench:end -->';
const ms = (v) => (v === null ? 'n/a' : `${v.toFixed(1)} ms`);
const s = (v) => `${(v / 1000).toFixed(1)} s`;
const pass = (r) => r.dryRun.max <= IMPORT_HEALTH_MAX_MS && r.apply.max <= IMPORT_HEALTH_MAX_MS && !r.dryRun.errors && !r.apply.errors;

export function importHealthTargets({ rows }) {
  return rows.map((r) => ({
    area: `Import and health (${r.kind})`,
    target: `health check ≤ ${IMPORT_HEALTH_MAX_MS} ms throughout a ${ROWS.toLocaleString('en')}-row import`,
    measured: `max ${ms(Math.max(r.dryRun.max, r.apply.max))} (p99 during 'Aplicar' ${ms(r.apply.p99)})`,
    pass: pass(r),
    why: 'See "Catalogue import and the health check" below and docs/decisions/catalog-import-batches.md.',
  }));
}

export function renderImportHealthSection({ rows, startedAt }) {
  const lines = [IMPORT_SECTION_START, '## Catalogue import and the health check', ''];
  lines.push(
    `Written by \`npm run bench -- import\` (scripts/bench/lib/import-health.mjs) on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores shared with other work. ` +
      `Catalogue: the demo one plus \`seed:large\` (~8,000 variants). The file: the export with every price +1 % and every fourth stock +5, plus new products of one variant each up to ${ROWS.toLocaleString('en')} rows (the documented maximum). ` +
      "In process (scripts/bench/import-data-layer.ts): the dry run, then 'Aplicar' with its digest, while the readiness check of `GET /api/health/ready` (lib/health.ts: `select 1` and the migrations) runs every 50 ms on the same database and event loop, each probe timed from its scheduled start. " +
      `Target: every probe ≤ ${IMPORT_HEALTH_MAX_MS} ms.`,
    '',
    "| database | rows (created / updated) | dry run | 'Aplicar' | health during the dry run: p50 / p99 / max | health during 'Aplicar': p50 / p99 / max | probes | result | load avg |",
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of rows) {
    lines.push(
      `| ${r.kind} | ${r.rows.toLocaleString('en')} (${r.created.toLocaleString('en')} / ${r.updated.toLocaleString('en')}) | ${s(r.dryRunMs)} | ${s(r.applyMs)} | ${ms(r.dryRun.p50)} / ${ms(r.dryRun.p99)} / ${ms(r.dryRun.max)} | ${ms(r.apply.p50)} / ${ms(r.apply.p99)} / ${ms(r.apply.max)} | ${r.dryRun.total + r.apply.total} (${r.dryRun.errors + r.apply.errors} failed) | ${pass(r) ? '✅ pass' : '❌ **fail**'} | ${r.load.toFixed(2)} |`,
    );
  }
  for (const r of rows) {
    const points = r.progress.map((p) => `${s(p.atMs)}: ${p.applied.toLocaleString('en')}/${p.total.toLocaleString('en')}`).join(' · ');
    lines.push('', `- ${r.kind}, progress as the import screen polls it: ${points || 'n/a'}.`);
  }
  lines.push('', IMPORT_SECTION_END);
  return lines.join('\n');
}

export function withImportHealthSection(report, section) {
  const start = report.indexOf(IMPORT_SECTION_START);
  const end = report.indexOf(IMPORT_SECTION_END);
  if (start !== -1 && end > start) return report.slice(0, start) + section + report.slice(end + IMPORT_SECTION_END.length);
  return `${report.replace(/\s*$/, '')}\n\n${section}\n`;
}
