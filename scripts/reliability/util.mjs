// Small helpers shared by the reliability run: logging, time, ports, child processes.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds since the run started (monotonic), for every timestamp the checks compare. */
const t0 = performance.now();
export const now = () => performance.now() - t0;

export function log(message) {
  console.log(`[reliability ${(now() / 1000).toFixed(1).padStart(6)}s] ${message}`);
}

export function section(title) {
  console.log(`\n=== ${title} ===`);
}

/** A TCP port nobody listens on right now (the kernel picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs a command to completion. Output goes to `logFile` when given (shown on failure),
 * otherwise to this terminal. Rejects with the last lines of output on a non-zero exit.
 */
export function run(command, args, { env, cwd, logFile } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: env ?? process.env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const file = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
    let tail = '';
    const collect = (chunk) => {
      tail = (tail + chunk).slice(-4000);
      if (file) file.write(chunk);
      else process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      file?.end();
      if (code === 0) resolve(tail);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${tail}`));
    });
  });
}

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const round = (value, digits = 0) => Number(value.toFixed(digits));
