// docs/reliability.md: when, on what, each figure against its target, and the rates chosen.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './app.mjs';

export function machine(pgVersion) {
  const cpus = os.cpus();
  const next = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')).version;
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout.
  }
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model ?? 'unknown',
    ramGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: pgVersion,
    next,
    commit,
    load: os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' '),
  };
}

const mark = (pass) => (pass === null ? 'reported' : pass ? 'pass' : '**FAIL**');

export function renderReport({ date, mode, durationMin, machine: m, serverKind, readyPath, checks, notes }) {
  const rows = checks.map((c) => `| ${c.area} | ${c.figure} | ${c.value} | ${c.target} | ${mark(c.pass)} |`);
  const failed = checks.filter((c) => c.pass === false).length;
  return `# Reliability: faults and load

Produced by \`npm run test:reliability${mode === 'quick' ? ' -- --quick' : ''}\` (scripts/reliability). Do not edit by hand:
the next run rewrites this file, up to the "Measured separately" marker.${mode === 'quick' ? '\n\n> **Quick mode** (short outages and loads, 30 s soak): checks that the harness works; the figures of record come from a full run.' : ''}

- **Date**: ${date}
- **Result**: ${failed === 0 ? 'every target met' : `${failed} target(s) missed`} (run took ${durationMin} min)
- **Machine**: ${m.cores} cores (${m.cpu}), ${m.ramGb} GB RAM, load average at the end ${m.load}
- **Software**: Node ${m.node}, PostgreSQL ${m.postgres} (throwaway cluster, fsync on), Next ${m.next}, commit ${m.commit}
- **App**: two instances (${serverKind}) on localhost, one database; readiness probe \`${readyPath}\`

## Figures

| area | figure | value | target | result |
|---|---|---|---|---|
${rows.join('\n')}

## How it was measured

${notes.map((n) => `- ${n}`).join('\n')}
`;
}

/** Sections measured by other suites (the abuse journeys) go after this line and survive a rewrite. */
export const KEPT_MARKER =
  '<!-- Measured separately: everything below this line is kept when npm run test:reliability rewrites the file. -->';

export function writeReport(file, content) {
  let kept = '';
  try {
    const previous = readFileSync(file, 'utf8');
    const at = previous.indexOf(KEPT_MARKER);
    if (at >= 0) kept = `\n${previous.slice(at)}`;
  } catch {
    // No earlier report.
  }
  writeFileSync(file, content + kept);
}
