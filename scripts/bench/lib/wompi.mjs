// Online payments (docs/payments.md): from a Wompi event's arrival to the order being paid, 20
// events at once, in process on the embedded database (scripts/bench/wompi-data-layer.ts) against
// the local Wompi mock. Target: p95 ≤ 2 s.
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run } from './proc.mjs';

export const WOMPI_P95_MS = 2000;
export const WOMPI_EVENTS = 20;
const tsx = path.join(root, 'node_modules/.bin/tsx');

export async function measureWompi({ baseEnv, workDir, log }) {
  const dataDir = path.join(workDir, 'wompi');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  console.log(`• wompi: ${WOMPI_EVENTS} events at once`);
  const env = { ...baseEnv, NODE_ENV: 'production', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const out = await run(tsx, ['--conditions=react-server', 'scripts/bench/wompi-data-layer.ts', JSON.stringify({ events: WOMPI_EVENTS })], {
    env,
    quiet: true,
    log,
  });
  const result = JSON.parse(out.trim().split('\n').at(-1));
  console.log(`  p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, max ${result.max.toFixed(0)} ms`);
  return { load: os.loadavg()[0], ...result };
}

export const WOMPI_SECTION_START = '<!-- wompi-bench:start -->';
export const WOMPI_SECTION_END = '<!-- wompi-bench:end -->';

export function wompiTargets(result) {
  return [
    {
      area: 'Online payments (embedded database)',
      target: `event → order paid, ${result.events} at once: p95 ≤ ${WOMPI_P95_MS} ms`,
      measured: `p95 ${result.p95.toFixed(0)} ms (p50 ${result.p50.toFixed(0)} ms)`,
      pass: result.p95 <= WOMPI_P95_MS,
      why: 'See "Online payments" below and docs/payments.md.',
    },
  ];
}

export function renderWompiSection({ result, startedAt }) {
  return [
    WOMPI_SECTION_START,
    '## Online payments',
    '',
    `Written by \`npm run bench -- wompi\` (scripts/bench/lib/wompi.mjs) on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores shared with other work (load ${result.load.toFixed(2)} at the end), embedded PGlite (the demo seed). ` +
      `${result.events} unpaid orders, each with its Wompi link and an approved transaction in the local mock (tests/helpers/wompi-mock.ts); their ${result.events} signed events posted at once to the handler of \`POST /api/payments/wompi/events\`. ` +
      `Each latency runs from the call to the moment its order reads 'paid': the checksum, the event recorded once, the transaction read back from the mock over HTTP, the state machine, the invoice and e-mail queued. Target: p95 ≤ ${WOMPI_P95_MS} ms.`,
    '',
    '| events at once | p50 | p95 | max | all paid after | result |',
    '|---|---|---|---|---|---|',
    `| ${result.events} | ${result.p50.toFixed(0)} ms | ${result.p95.toFixed(0)} ms | ${result.max.toFixed(0)} ms | ${result.wall.toFixed(0)} ms | ${result.p95 <= WOMPI_P95_MS ? '✅ pass' : '❌ **fail**'} |`,
    '',
    WOMPI_SECTION_END,
  ].join('\n');
}

export function withWompiSection(report, section) {
  const start = report.indexOf(WOMPI_SECTION_START);
  const end = report.indexOf(WOMPI_SECTION_END);
  if (start !== -1 && end > start) return report.slice(0, start) + section + report.slice(end + WOMPI_SECTION_END.length);
  return `${report.replace(/\s*$/, '')}\n\n${section}\n`;
}
