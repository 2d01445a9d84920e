// The reports on the large fixture (demo + `seed:large`: 10,000 orders over the last
// 12 months) on PostgreSQL: each report, as its route asks for it, on the data layer in process
// (scripts/bench/reports-data-layer.ts), one at a time after a warm-up. Target: p95 ≤ 300 ms.
import os from 'node:os';
import path from 'node:path';
import { withLargeFixture } from './database.mjs';
import { root, run } from './proc.mjs';

export const REPORT_P95_MS = 300;
const RUNS = 40;
const tsx = path.join(root, 'node_modules/.bin/tsx');

/** Returns { kind, orders, paidOrders, rows } or null when PostgreSQL is not reachable. */
export async function measureReports({ baseEnv, log }) {
  return withLargeFixture({ name: 'reports', what: 'reports', baseEnv, log }, async ({ env, kind }) => {
    console.log(`• reports: ${RUNS} runs of each`);
    const out = await run(tsx, ['--conditions=react-server', 'scripts/bench/reports-data-layer.ts', JSON.stringify({ runs: RUNS })], {
      env,
      quiet: true,
      log,
    });
    const result = JSON.parse(out.trim().split('\n').at(-1));
    for (const r of result.rows) console.log(`  ${r.name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`);
    return { kind, load: os.loadavg()[0], ...result };
  });
}

export const REPORTS_SECTION_START = '<!-- reports-bench:start -->';
export const REPORTS_SECTION_END = '<!-- reports-bench:end -->';

export function reportsTargets(result) {
  if (!result) return [];
  return result.rows.map((r) => ({
    area: `Report (${result.kind})`,
    target: `${r.name}: p95 ≤ ${REPORT_P95_MS} ms`,
    measured: `p95 ${r.p95.toFixed(1)} ms (p50 ${r.p50.toFixed(1)} ms)`,
    pass: r.p95 <= REPORT_P95_MS,
    why: 'See "Reports" below and docs/reports.md.',
  }));
}

export function renderReportsSection({ result, startedAt }) {
  const lines = [REPORTS_SECTION_START, '## Reports', ''];
  if (!result) return [...lines, 'PostgreSQL was not reachable: not measured.', '', REPORTS_SECTION_END].join('\n');
  lines.push(
    `Written by \`npm run bench -- reports\` (scripts/bench/lib/reports.mjs) on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores shared with other work (load ${result.load.toFixed(2)} at the end), ${result.kind}. ` +
      `Fixture: the demo data plus \`seed:large\`: ${result.orders.toLocaleString('en')} orders over 12 months, ${result.paidOrders.toLocaleString('en')} of them paid. ` +
      `Each report as its route asks for it, on the data layer in process (scripts/bench/reports-data-layer.ts: the aggregate SQL and the shaping, no HTTP or JSON), ${result.rows[0]?.runs ?? 0} runs one at a time after 3 warm-up runs. Target: p95 ≤ ${REPORT_P95_MS} ms.`,
    '',
    '| report | p50 | p95 | max | result |',
    '|---|---|---|---|---|',
  );
  for (const r of result.rows) {
    lines.push(
      `| ${r.name} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.max.toFixed(1)} ms | ${r.p95 <= REPORT_P95_MS ? '✅ pass' : '❌ **fail**'} |`,
    );
  }
  lines.push('', REPORTS_SECTION_END);
  return lines.join('\n');
}

export function withReportsSection(report, section) {
  const start = report.indexOf(REPORTS_SECTION_START);
  const end = report.indexOf(REPORTS_SECTION_END);
  if (start !== -1 && end > start) return report.slice(0, start) + section + report.slice(end + REPORTS_SECTION_END.length);
  return `${report.replace(/\s*$/, '')}\n\n${section}\n`;
}
