// The production build and its app instances: build into its own folder under the shared build
// lock, start the standalone server (or `next start` until the build emits one), wait for the
// readiness probe, kill, sample memory.
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { keepingTsconfig } from '../keep-tsconfig.mjs';
import { freePort, log, run, sleep } from './util.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const DIST_DIR = '.next-rel';
export const AUTH_SECRET = 'reliability-secret-reliability-secret-0123456789';
const LOCK_FILE = '/tmp/e2e.lock';

/**
 * Takes the machine-wide build/measurement lock for as long as the returned release function
 * is not called. `flock -o` keeps the lock in flock's own process, so killing it (cleanup)
 * frees the lock even if its child lingers.
 */
export async function acquireLock() {
  log(`waiting for ${LOCK_FILE} …`);
  const holder = spawn('flock', ['-o', LOCK_FILE, 'sh', '-c', 'echo locked; exec cat'], { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    holder.stdout.once('data', resolve);
    holder.once('exit', (code) => reject(new Error(`flock exited with ${code}`)));
  });
  log(`holding ${LOCK_FILE}`);
  const forceRelease = onCleanup('release the build lock', () => holder.kill('SIGKILL'));
  return () => {
    holder.stdin.end();
    forceRelease();
    log(`released ${LOCK_FILE}`);
  };
}

export async function buildApp(logDir) {
  log(`building the production app into ${DIST_DIR} (log: ${path.join(logDir, 'build.log')}) …`);
  const env = { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  const started = Date.now();
  await keepingTsconfig(path.join(ROOT, 'tsconfig.json'), () =>
    run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { cwd: ROOT, env, logFile: path.join(logDir, 'build.log') }),
  );
  await run(process.execPath, ['scripts/compile-hints.mjs'], { cwd: ROOT, env, logFile: path.join(logDir, 'build.log') });
  log(`build done in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * The standalone server (what the Dockerfile runs) when the build produced one: it needs
 * `public` and the static files copied next to it, as Next's deployment docs say.
 */
function standaloneServer() {
  const dir = path.join(ROOT, DIST_DIR, 'standalone');
  const server = path.join(dir, 'server.js');
  if (!existsSync(server)) return null;
  cpSync(path.join(ROOT, 'public'), path.join(dir, 'public'), { recursive: true });
  cpSync(path.join(ROOT, DIST_DIR, 'static'), path.join(dir, DIST_DIR, 'static'), { recursive: true });
  return { dir, server };
}

export function serverKind() {
  return existsSync(path.join(ROOT, DIST_DIR, 'standalone', 'server.js')) ? 'standalone' : 'next start';
}

export function appEnv(databaseUrl, dataDir) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    // Required with DATABASE_URL; the synthetic shoppers follow no link the store sends.
    SITE_URL: process.env.SITE_URL ?? 'http://localhost:3000',
    AUTH_SECRET,
    DATA_DIR: dataDir,
    // The synthetic shoppers place ~1,000 orders a run from one machine, each never paid: the
    // order limits would stop them in seconds (they are measured in tests/security/abuse-orders.test.ts).
    ORDER_RATE_LIMIT_PER_CUSTOMER: '1000000',
    ORDER_RATE_LIMIT_PER_IP: '1000000',
    ORDER_MAX_UNPAID: '1000000',
    ORDER_MAX_UNPAID_STOCK_SHARE: '1',
    ORDER_MAX_UNPAID_STOCK_SHARE_NEW_ACCOUNT: '1',
    ORDER_MAX_UNPAID_VALUE_NEW_ACCOUNT: '1000000000000000',
    // Its load comes from one address, far past a shopper's pace of store renders (their budget
    // is tested through proxy.ts in tests/security/store-render-limit.test.ts).
    STORE_RENDER_RATE_LIMIT_PER_IP: '1000000',
  };
  delete env.RESEND_API_KEY; // the log driver prints e-mails instead of sending them
  return env;
}

/** Starts one instance on a free port and waits until its readiness probe answers 200. */
export async function startInstance({ name, databaseUrl, dataDir, logDir }) {
  const port = await freePort();
  // NEXT_DIST_DIR tells `next start` where the build is; the standalone server has it built in.
  const env = { ...appEnv(databaseUrl, dataDir), PORT: String(port), HOSTNAME: 'localhost', NEXT_DIST_DIR: DIST_DIR };
  const standalone = standaloneServer();
  const [args, cwd] = standalone
    ? [[standalone.server], standalone.dir]
    : [['node_modules/next/dist/bin/next', 'start', '-H', 'localhost', '-p', String(port)], ROOT];
  const logFile = path.join(logDir, `app-${name}.log`);
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const instance = { name, port, url: `http://localhost:${port}`, child, pid: child.pid, logFile, exited: false };
  child.once('exit', () => (instance.exited = true));
  instance.forget = onCleanup(`stop app ${name}`, () => {
    if (!instance.exited) child.kill('SIGKILL');
  });
  instance.readyPath = await waitReady(instance);
  log(
    `app ${name}: ${standalone ? 'standalone server' : 'next start'} pid ${child.pid} at ${instance.url} (ready via ${instance.readyPath})`,
  );
  return instance;
}

/** /api/health/ready when the build has it (404 otherwise), else /api/health. */
async function waitReady(instance, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.exited) throw new Error(`app ${instance.name} exited while starting; see ${instance.logFile}`);
    for (const probe of ['/api/health/ready', '/api/health']) {
      const status = await fetch(instance.url + probe, { signal: AbortSignal.timeout(3000) }).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return probe;
      if (status !== 404) break; // the probe exists but is not ready yet
    }
    await sleep(250);
  }
  throw new Error(`app ${instance.name} not ready within ${timeoutMs} ms; see ${instance.logFile}`);
}

export async function stopInstance(instance, signal = 'SIGTERM') {
  if (instance.exited) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill(signal);
  await Promise.race([exited, sleep(10_000)]);
  if (!instance.exited) instance.child.kill('SIGKILL');
  instance.forget();
}

/** Resident memory (MB) of a process and its descendants, from /proc. */
export function rssMb(pid) {
  let kb = 0;
  const visit = (p) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${p}/task`)) {
        const children = readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(/\s+/) : []) visit(child);
      }
    } catch {
      // The process is gone.
    }
  };
  visit(pid);
  return kb / 1024;
}

/** DATA_DIR (local uploads) is shared by the seed and both instances, as one bucket would be. */
export function npmScript(script, databaseUrl, dataDir, logDir) {
  log(`npm run ${script} …`);
  mkdirSync(dataDir, { recursive: true });
  return run('npm', ['run', script], {
    cwd: ROOT,
    env: appEnv(databaseUrl, dataDir),
    logFile: path.join(logDir, `${script.replace(':', '-')}.log`),
  });
}
