// Reads the JSON reports Playwright wrote (E2E_REPORT, playwright.config.ts) in a directory and
// prints the journeys that failed first and passed on their retry, with the first failure's
// reason, then the slowest tests: the two lists .ci/run ends with (docs/testing.md).
// Usage: node tests/e2e/flaky-report.mjs <directory>
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = process.argv[2];
const files = dir && existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];

function* specsOf(suite) {
  for (const spec of suite.specs ?? []) yield spec;
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

const flaky = [];
const timings = [];
for (const name of files) {
  const pass = path.basename(name, '.json');
  const report = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  for (const suite of report.suites ?? []) {
    for (const spec of specsOf(suite)) {
      const where = `${spec.file}:${spec.line} ${spec.title}`;
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const duration = results.reduce((sum, result) => sum + (result.duration ?? 0), 0);
        if (results.length) timings.push({ pass, where, duration });
        if (test.status !== 'flaky') continue;
        const failure = results.find((result) => result.status !== 'passed');
        const message = failure?.error?.message ?? failure?.status ?? '';
        const reason = stripVTControlCharacters(message).split('\n')[0];
        flaky.push(`[${pass}] ${where}\n    first attempt: ${reason}`);
      }
    }
  }
}

if (!files.length) console.log('(no Playwright report: the journeys did not run)');
else console.log(flaky.length ? flaky.join('\n') : 'none');

if (timings.length) {
  console.log('\n== slowest journeys (all attempts) ==');
  for (const { pass, where, duration } of timings.sort((a, b) => b.duration - a.duration).slice(0, 20)) {
    console.log(`${String(Math.round(duration / 1000)).padStart(4)} s  [${pass}] ${where}`);
  }
}
