// Starts the production build for the Playwright journeys.
// With TEST_DATABASE_URL: a fresh database on that PostgreSQL server, migrated and seeded.
// Without it: the embedded default (PGlite in a fresh data directory, seeded on first use).
// Journeys that need an e-mail's content (the login code) read `.data/e2e-<port>/e2e-server.json`:
// { databaseUrl } of this run's database (its email_outbox table; null in embedded mode) and
// { log }, a copy of the server's output, where the log mail driver prints every e-mail.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';

const port = process.env.E2E_PORT ?? '3100';
const root = path.resolve(import.meta.dirname, '..', '..');
const dataDir = path.join(root, '.data', `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: port,
  DATA_DIR: dataDir,
  AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
  SEED_ADMIN_EMAIL: 'admin@e2e.test',
  SEED_ADMIN_PASSWORD: 'E2e-Admin-Password-1',
  // Journeys stand in for a load balancer: the last X-Forwarded-For entry they send is the client.
  TRUST_PROXY_HOPS: '1',
  // Journeys buy the last units of a variant from new accounts, all from one address: the shares
  // of stock unpaid orders may hold, and what a new account may hold in all, would refuse them
  // (they are measured by tests/security and tests/integration/order-limits.test.ts).
  ORDER_MAX_UNPAID_STOCK_SHARE: '1',
  ORDER_MAX_UNPAID_STOCK_SHARE_NEW_ACCOUNT: '1',
  ORDER_MAX_UNPAID_VALUE_NEW_ACCOUNT: '1000000000000000',
  // Every journey's browser comes from one address, and the abuse journeys render /tienda far
  // past a shopper's pace: the store-render budget (lib/http/store-render-limit.ts) is tested
  // through proxy.ts itself (tests/security/store-render-limit.test.ts).
  STORE_RENDER_RATE_LIMIT_PER_IP: process.env.STORE_RENDER_RATE_LIMIT_PER_IP ?? '1000000',
  // Every journey's order comes from that one address too: past 30 in an hour (five runs of
  // checkout-delivery, or a suite that grows) the checkout would answer 429. The per-address
  // order limit is tested on the services (tests/integration/order-limits.test.ts, tests/security).
  ORDER_RATE_LIMIT_PER_IP: process.env.ORDER_RATE_LIMIT_PER_IP ?? '100000',
  // The journeys count their own orders from #1001 on: the demo's past orders stay out.
  SEED_DEMO_ORDERS: 'false',
  // Warnings and errors only: an access line per request (tens of thousands in the abuse
  // journeys) would drown the test output. The demo mailbox prints regardless.
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
};
delete env.DATABASE_URL;
delete env.RESEND_API_KEY;

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

let dropDatabase = async () => {};
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `store_e2e_${process.pid}_${Date.now()}`;
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = '/postgres';
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  // Databases left by an interrupted earlier run: only those whose server process is gone, so
  // journeys started side by side (other ports, other worktrees) keep their databases.
  const stale = await admin`select datname from pg_database where datname like 'store_e2e_%'`;
  for (const { datname } of stale) {
    const owner = Number(/^store_e2e_(\d+)_/.exec(datname)?.[1]);
    if (owner && isRunning(owner)) continue;
    await admin.unsafe(`drop database if exists "${datname}" with (force)`);
  }
  await admin.unsafe(`create database "${name}"`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  env.DATABASE_URL = dbUrl.toString();
  // Required with DATABASE_URL (lib/env.ts); the embedded mode derives the same from PORT.
  env.SITE_URL = `http://localhost:${port}`;
  const seeded = spawnSync('npx', ['tsx', '--conditions=react-server', 'db/cli/seed.ts'], { cwd: root, env, stdio: 'inherit' });
  if (seeded.status !== 0) {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    process.exit(1);
  }
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
    await admin.end({ timeout: 2 });
  };
}

const serverLog = path.join(dataDir, 'server.log');
mkdirSync(dataDir, { recursive: true });
writeFileSync(
  path.join(dataDir, 'e2e-server.json'),
  // `instanceEnv`: what a second app instance on the same database needs (tests/e2e/abuse-codes.spec.ts).
  JSON.stringify({
    databaseUrl: env.DATABASE_URL ?? null,
    log: serverLog,
    instanceEnv: { AUTH_SECRET: env.AUTH_SECRET, TRUST_PROXY_HOPS: env.TRUST_PROXY_HOPS, SITE_URL: env.SITE_URL },
  }),
);

// The server as deployed (Dockerfile, .ci/standalone-smoke): the standalone server.js with
// public/, the static assets and the SQL migrations (embedded mode) copied in (`next start`
// warns that it does not serve a standalone build). A build made without standalone output
// still starts with `next start`.
const distDir = process.env.NEXT_DIST_DIR || '.next';
const standalone = path.join(root, distDir, 'standalone');
// Idle keep-alive sockets stay open for two minutes, not Node's 5 s: a journey's API client
// reuses a socket after a pause of a few seconds (a UI step between two calls), and a server that
// closes it at that instant answers the request with ECONNRESET (a journey failed once on it).
const KEEP_ALIVE_MS = '120000';
let command = ['node_modules/next/dist/bin/next', 'start', '-H', 'localhost', '-p', port, '--keepAliveTimeout', KEEP_ALIVE_MS];
let cwd = root;
if (existsSync(path.join(standalone, 'server.js'))) {
  for (const dir of ['public', path.join(distDir, 'static'), path.join('db', 'migrations')]) {
    rmSync(path.join(standalone, dir), { recursive: true, force: true });
    cpSync(path.join(root, dir), path.join(standalone, dir), { recursive: true });
  }
  command = [path.join(standalone, 'server.js')];
  cwd = standalone;
}
const server = spawn(process.execPath, command, {
  cwd,
  env: { ...env, HOSTNAME: 'localhost', KEEP_ALIVE_TIMEOUT: KEEP_ALIVE_MS },
  stdio: ['inherit', 'pipe', 'inherit'],
});
// Still shown by Playwright, and kept in a file the journeys can read.
const logFile = createWriteStream(serverLog);
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  logFile.write(chunk);
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await dropDatabase();
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
server.on('exit', (code) => stop(code ?? 1));
