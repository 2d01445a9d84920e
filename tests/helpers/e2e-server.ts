import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import postgres from 'postgres';

/**
 * What the Playwright specs know about the suite's server (tests/e2e/server.mjs) and how they
 * start a second app instance of the same build on the same database.
 */

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const E2E_PORT = process.env.E2E_PORT ?? '3100';

export type E2eServerInfo = {
  /** The run's PostgreSQL database; null in embedded mode (PGlite). */
  databaseUrl: string | null;
  log: string;
  /** Variables a second instance needs besides DATABASE_URL (same secret, same proxy trust). */
  instanceEnv?: Record<string, string>;
};

export function readServerInfo(): E2eServerInfo {
  return JSON.parse(readFileSync(path.join(ROOT, '.data', `e2e-${E2E_PORT}`, 'e2e-server.json'), 'utf8')) as E2eServerInfo;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type AppInstance = { baseURL: string; stop: () => Promise<void> };

/** An instance of the build that prints its e-mails: what it has written to stdout so far. */
export type OwnAppInstance = AppInstance & { output: () => string };

/**
 * Another server of the suite's build (production mode) against the suite's database, on a
 * free port, with its own data directory. Resolves once /api/health answers 200.
 */
export async function startSecondInstance(info: E2eServerInfo): Promise<AppInstance> {
  if (!info.databaseUrl) throw new Error('A second instance needs the PostgreSQL database of the suite');
  return spawnApp('second', { ...info.instanceEnv, DATABASE_URL: info.databaseUrl, SEED_DEMO: 'false' }, '/api/health');
}

/**
 * A server of the suite's build with settings of its own (`env`, e.g. a payment provider pointing
 * at a local mock), so the suite's server keeps its defaults for every other journey: embedded
 * (a fresh PGlite data directory, migrated and seeded with the demo catalogue on first use), the
 * log mail driver printing to `output()`. On `port` when given (a mock that calls the server back
 * must know it first). Resolves once /api/health/ready answers 200.
 */
export async function startOwnInstance(env: Record<string, string>, port?: number): Promise<OwnAppInstance> {
  return spawnApp(
    'own',
    {
      AUTH_SECRET: 'e2e-own-secret-e2e-own-secret-e2e-own-secret',
      SEED_ADMIN_EMAIL: 'admin@e2e.test',
      SEED_ADMIN_PASSWORD: 'E2e-Admin-Password-1',
      SEED_DEMO_ORDERS: 'false',
      ORDER_MAX_UNPAID_STOCK_SHARE: '1',
      ORDER_MAX_UNPAID_STOCK_SHARE_NEW_ACCOUNT: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    '/api/health/ready',
    { withoutDatabaseUrl: true, port },
  );
}

async function spawnApp(
  kind: string,
  extra: Record<string, string | undefined>,
  readyPath: string,
  { withoutDatabaseUrl = false, port: chosen }: { withoutDatabaseUrl?: boolean; port?: number } = {},
): Promise<OwnAppInstance> {
  const port = chosen ?? (await freePort());
  const dataDir = path.join(ROOT, '.data', `e2e-${E2E_PORT}-${kind}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extra,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  delete env.RESEND_API_KEY;
  if (withoutDatabaseUrl) {
    delete env.DATABASE_URL;
    delete env.SITE_URL;
  }
  // The same server as the suite's: the standalone server.js when the build has one (server.mjs
  // has copied its static files in by now), else `next start`.
  const standalone = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'standalone');
  const [args, cwd] = existsSync(path.join(standalone, 'server.js'))
    ? [[path.join(standalone, 'server.js')], standalone]
    : [['node_modules/next/dist/bin/next', 'start', '-H', 'localhost', '-p', String(port)], ROOT];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: { ...env, HOSTNAME: 'localhost' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const baseURL = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${kind} instance exited (${child.exitCode}): ${stderr}`);
    const healthy = await fetch(`${baseURL}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { baseURL, stop, output: () => stdout };
    await sleep(250);
  }
  await stop();
  throw new Error(`${kind} instance did not become ready: ${stderr}`);
}

/**
 * The newest login code e-mailed to `email` by the suite's server, in either mode: from the
 * run's database (TEST_DATABASE_URL), else from the server log, where the log mail driver
 * prints "To:       <address>" then "Subject:  <subject>".
 */
export async function readSuiteLoginCode(email: string): Promise<string> {
  const mail = await readSuiteLoginEmail(email);
  return mail.subject.match(/\b(\d{6})\b/)![1];
}

/**
 * The newest login-code e-mail to `email` (its subject carries the code; its text, the consent
 * link when the address has not accepted the data policy), in either mode, as readSuiteLoginCode.
 */
export async function readSuiteLoginEmail(email: string): Promise<{ subject: string; text: string }> {
  const info = readServerInfo();
  if (info.databaseUrl) {
    const sql = postgres(info.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      return await readLoginEmail(sql, email);
    } finally {
      await sql.end({ timeout: 1 });
    }
  }
  for (let attempt = 0; attempt < 50; attempt++) {
    const blocks = readFileSync(info.log, 'utf8').split('──── e-mail (log driver, not sent) ────');
    const mine = blocks.filter((b) => b.includes(`To:       ${email}`)).at(-1);
    const subject = mine?.match(/^Subject: +(.*)$/m)?.[1];
    if (mine && subject && /\b\d{6}\b/.test(subject)) return { subject, text: mine };
    await sleep(200);
  }
  throw new Error(`No login code e-mail for ${email}`);
}

/** The newest login code e-mailed to `email` (read from the outbox: the subject carries the code). */
export async function readLoginCode(sql: ReturnType<typeof postgres>, email: string): Promise<string> {
  const mail = await readLoginEmail(sql, email);
  return mail.subject.match(/\b(\d{6})\b/)![1];
}

async function readLoginEmail(sql: ReturnType<typeof postgres>, email: string): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const rows = await sql<{ subject: string; text: string }[]>`
      select subject, text_body as text from email_outbox where to_address = ${email} and kind = 'login_code' order by id desc limit 1`;
    if (rows[0] && /\b\d{6}\b/.test(rows[0].subject)) return rows[0];
    await sleep(200);
  }
  throw new Error(`No login code e-mail for ${email}`);
}

/** Runs `work` over `items` with at most `concurrency` in flight; results in input order. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  });
  await Promise.all(lanes);
  return results;
}
