// Child processes for the bench: commands, the shared build/measurement lock, Next servers.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';

export const root = new URL('../../../', import.meta.url).pathname.replace(/\/$/, '');
export const nextBin = `${root}/node_modules/next/dist/bin/next`;

/** Runs a command to completion; rejects with its last output lines when it fails. */
export function run(command, args, { cwd = root, env = process.env, quiet = false, log } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const collect = (chunk) => {
      tail = (tail + chunk).slice(-20000);
      log?.write(chunk);
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(tail) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${tail}`)),
    );
  });
}

/**
 * Holds `flock /tmp/e2e.lock` (the machine-wide lock for builds, browsers and measured servers)
 * until `release()`. The lock lives in a child that exits when our stdin pipe closes, so it is
 * released even if this process dies.
 */
export function acquireLock(file = '/tmp/e2e.lock') {
  return new Promise((resolve, reject) => {
    const child = spawn('flock', [file, 'sh', '-c', 'echo locked; exec cat >/dev/null'], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.on('error', reject);
    child.stdout.once('data', () =>
      resolve({
        release: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.stdin.end();
          }),
      }),
    );
  });
}

export async function withLock(label, fn) {
  const started = Date.now();
  console.log(`… waiting for /tmp/e2e.lock (${label})`);
  const lock = await acquireLock();
  console.log(`  lock held after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  try {
    return await fn();
  } finally {
    await lock.release();
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * `next start` bound to localhost (127.0.0.1 makes next-intl's rewrite loop), started through
 * node so the PID we hold is the server itself. Resolves when `readyPath` answers 200.
 */
export async function startNext({ cwd = root, env, port, readyPath = '/', logFile }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, [nextBin, 'start', '-H', 'localhost', '-p', String(port)], {
    cwd,
    // Its load comes from one address: no budget of store renders per address (docs/security.md).
    env: { STORE_RENDER_RATE_LIMIT_PER_IP: '1000000', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = null;
  child.on('exit', (code) => (exited = code ?? -1));
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited !== null) throw new Error(`next start (${cwd}) exited with ${exited}; see ${logFile}`);
    try {
      const res = await fetch(origin + readyPath, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`next start (${cwd}) did not answer ${readyPath} within 90 s; see ${logFile}`);
    }
    await sleep(300);
  }
  return {
    origin,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (exited !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
