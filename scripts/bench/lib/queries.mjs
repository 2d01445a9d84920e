// SQL statements per storefront request: the query-budget test counts them (db/query-count.ts)
// on a catalogue of 64 products × 4 variants × 3 tiers; this runs it and reads its table.
import path from 'node:path';
import { root, run } from './proc.mjs';

export async function queryBudget({ pgUrl, log }) {
  const env = { ...process.env, QUERY_BUDGET_REPORT: '1', NODE_ENV: 'test', NO_COLOR: '1', FORCE_COLOR: '0' };
  if (pgUrl) env.TEST_DATABASE_URL = pgUrl;
  else delete env.TEST_DATABASE_URL;
  let output;
  let passed = true;
  try {
    output = await run(
      path.join(root, 'node_modules/.bin/vitest'),
      ['run', 'tests/integration/query-budget.test.ts', '--reporter=default'],
      {
        env,
        quiet: true,
        log,
      },
    );
  } catch (error) {
    passed = false;
    output = String(error.message);
  }
  // console.table rows: │ (index) │ Values │  →  │ '/api/products' │ 2 │
  const counts = {};
  // eslint-disable-next-line no-control-regex -- strips the terminal's colour escapes (ESC is a control character).
  for (const line of output.replace(/\x1b\[[0-9;]*m/g, '').split('\n')) {
    const m = /^[│|]\s*'?(.+?)'?\s*[│|]\s*(\d+)\s*[│|]\s*$/.exec(line.trim());
    if (m) counts[m[1]] = Number(m[2]);
  }
  const max = Object.values(counts).length ? Math.max(...Object.values(counts)) : null;
  return { passed, counts, max };
}
