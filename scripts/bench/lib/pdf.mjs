// The PDF documents on the large fixture (demo + `seed:large`) on PostgreSQL: quotes
// and a receipt as their routes make them, in process (scripts/bench/pdf-data-layer.ts), one at a
// time after a warm-up, the content cache cleared before each run. Target: p95 ≤ 300 ms.
import os from 'node:os';
import path from 'node:path';
import { withLargeFixture } from './database.mjs';
import { root, run } from './proc.mjs';

export const PDF_P95_MS = 300;
const RUNS = 30;
const tsx = path.join(root, 'node_modules/.bin/tsx');

/** Returns { kind, variants, rows } or null when PostgreSQL is not reachable. */
export async function measurePdf({ baseEnv, log }) {
  return withLargeFixture({ name: 'pdf', what: 'PDF documents', baseEnv, log }, async ({ env, kind }) => {
    console.log(`• pdf: ${RUNS} runs of each`);
    const out = await run(tsx, ['--conditions=react-server', 'scripts/bench/pdf-data-layer.ts', JSON.stringify({ runs: RUNS })], {
      env,
      quiet: true,
      log,
    });
    const result = JSON.parse(out.trim().split('\n').at(-1));
    for (const r of result.rows) console.log(`  ${r.name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`);
    return { kind, load: os.loadavg()[0], ...result };
  });
}

export const PDF_SECTION_START = '<!-- pdf-bench:start -->';
export const PDF_SECTION_END = '<!-- pdf-bench:end -->';

export function pdfTargets(result) {
  if (!result) return [];
  return result.rows.map((r) => ({
    area: `PDF document (${result.kind})`,
    target: `${r.name}: p95 ≤ ${PDF_P95_MS} ms`,
    measured: `p95 ${r.p95.toFixed(1)} ms (p50 ${r.p50.toFixed(1)} ms)`,
    pass: r.p95 <= PDF_P95_MS,
    why: 'See "PDF documents" below and docs/documents.md.',
  }));
}

export function renderPdfSection({ result, startedAt }) {
  const lines = [PDF_SECTION_START, '## PDF documents', ''];
  if (!result) return [...lines, 'PostgreSQL was not reachable: not measured.', '', PDF_SECTION_END].join('\n');
  lines.push(
    `Written by \`npm run bench -- pdf\` (scripts/bench/lib/pdf.mjs) on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores shared with other work (load ${result.load.toFixed(2)} at the end), ${result.kind}. ` +
      `Fixture: the demo data plus \`seed:large\` (${result.variants.toLocaleString('en')} variants). ` +
      `Each document as its route makes it, in process (scripts/bench/pdf-data-layer.ts: the database reads, pricing, numbering and the pdfkit layout; no HTTP), with the content cache cleared before each run unless the row says otherwise, ${result.rows[0]?.runs ?? 0} runs one at a time after 3 warm-up runs. Target: p95 ≤ ${PDF_P95_MS} ms.`,
    '',
    '| document | p50 | p95 | max | size | pages | result |',
    '|---|---|---|---|---|---|---|',
  );
  for (const r of result.rows) {
    lines.push(
      `| ${r.name} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.max.toFixed(1)} ms | ${(r.bytes / 1024).toFixed(1)} KiB | ${r.pages} | ${r.p95 <= PDF_P95_MS ? '✅ pass' : '❌ **fail**'} |`,
    );
  }
  lines.push('', PDF_SECTION_END);
  return lines.join('\n');
}

export function withPdfSection(report, section) {
  const start = report.indexOf(PDF_SECTION_START);
  const end = report.indexOf(PDF_SECTION_END);
  if (start !== -1 && end > start) return report.slice(0, start) + section + report.slice(end + PDF_SECTION_END.length);
  return `${report.replace(/\s*$/, '')}\n\n${section}\n`;
}
