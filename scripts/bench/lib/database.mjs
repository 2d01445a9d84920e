// The bench's throwaway databases: PostgreSQL at BENCH_PG_URL (default 127.0.0.1:5432) when it
// answers, else embedded PGlite directories. Two of them: the demo catalogue (the pages Lighthouse
// measures) and the demo catalogue plus `seed:large` (the server measurements).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { root, run } from './proc.mjs';

const tsx = path.join(root, 'node_modules/.bin/tsx');
const cli = (script) => [`--conditions=react-server`, `db/cli/${script}`];
const serverUrlOf = () => process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Drops the bench databases left by an interrupted earlier run (its process is gone). */
export async function dropStaleDatabases(admin) {
  for (const { datname } of await admin`select datname from pg_database where datname like 'store_bench_%'`) {
    const owner = Number(/^store_bench_(\d+)_/.exec(datname)?.[1]);
    if (owner && owner !== process.pid && isRunning(owner)) continue;
    await admin.unsafe(`drop database if exists "${datname}" with (force)`);
  }
}

export async function reachable(url) {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    const [{ version }] = await sql`select version()`;
    return { sql, version };
  } catch {
    await sql.end({ timeout: 1 }).catch(() => {});
    return null;
  }
}

/**
 * For the measurements that want PostgreSQL's planner on a lot of data (reports, PDF documents):
 * a database of its own, `store_bench_<pid>_<name>`, with the demo catalogue plus `seed:large`,
 * analysed, on which `fn({ env, kind })` runs; dropped afterwards. Returns what `fn` returns, or
 * null when PostgreSQL is not reachable (`what`: what then goes unmeasured, for the log).
 */
export async function withLargeFixture({ name, what, baseEnv, log }, fn) {
  const serverUrl = serverUrlOf();
  const pg = await reachable(serverUrl);
  if (!pg) {
    console.log(`  PostgreSQL not reachable at ${serverUrl}: ${what} not measured`);
    return null;
  }
  const { sql: admin, version } = pg;
  await dropStaleDatabases(admin);
  const database = `store_bench_${process.pid}_${name}`;
  const url = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
  try {
    await admin.unsafe(`create database "${database}"`);
    const env = { ...baseEnv, DATABASE_URL: url };
    console.log(`• ${name}: seeding the large fixture into ${database}`);
    for (const script of ['seed.ts', 'seed-large.ts']) await run(tsx, cli(script), { env, quiet: true, log });
    const analyze = (await reachable(url))?.sql;
    await analyze?.unsafe('analyze').catch(() => {});
    await analyze?.end({ timeout: 2 }).catch(() => {});
    // Awaited here, so the database is dropped only once `fn` is done with it.
    return await fn({ env, kind: version.split(' on ')[0] });
  } finally {
    await admin.unsafe(`drop database if exists "${database}" with (force)`).catch(() => {});
    await admin.end({ timeout: 2 }).catch(() => {});
  }
}

/**
 * Creates, migrates and seeds both databases. `baseEnv` is the server environment without a
 * database; returns { kind, version, demoEnv, largeEnv, drop }. `drop` is safe to call twice.
 */
export async function prepareDatabases({ baseEnv, workDir, log }) {
  const serverUrl = serverUrlOf();
  const pg = await reachable(serverUrl);
  const seed = (env, script) => run(tsx, cli(script), { env, quiet: true, log });

  if (pg) {
    const { sql: admin, version } = pg;
    await dropStaleDatabases(admin);
    const names = { demo: `store_bench_${process.pid}_demo`, large: `store_bench_${process.pid}_large` };
    const urlOf = (name) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    let dropped = false;
    const drop = async () => {
      if (dropped) return;
      dropped = true;
      for (const name of Object.values(names)) await admin.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
      await admin.end({ timeout: 2 }).catch(() => {});
    };
    try {
      await admin.unsafe(`create database "${names.demo}"`);
      const demoEnv = { ...baseEnv, DATABASE_URL: urlOf(names.demo) };
      console.log(`  seeding the demo catalogue into ${names.demo}`);
      await seed(demoEnv, 'seed.ts');
      // The large one starts as a copy of the demo one (staff logins, payment methods, categories).
      await admin.unsafe(`create database "${names.large}" template "${names.demo}"`);
      const largeEnv = { ...baseEnv, DATABASE_URL: urlOf(names.large) };
      console.log(`  seeding the large catalogue into ${names.large}`);
      await seed(largeEnv, 'seed-large.ts');
      return { kind: 'postgres', version: version.split(' on ')[0], demoEnv, largeEnv, drop };
    } catch (error) {
      await drop();
      throw error;
    }
  }

  // No PostgreSQL: one PGlite data directory per catalogue (the app migrates and seeds the demo
  // one on first request; the large one is loaded here, before any server opens it).
  console.log('  PostgreSQL not reachable: using embedded PGlite');
  const demoDir = path.join(workDir, 'pglite-demo');
  const largeDir = path.join(workDir, 'pglite-large');
  const drop = async () => {
    rmSync(demoDir, { recursive: true, force: true });
    rmSync(largeDir, { recursive: true, force: true });
  };
  mkdirSync(largeDir, { recursive: true });
  const demoEnv = { ...baseEnv, DATA_DIR: demoDir };
  const largeEnv = { ...baseEnv, DATA_DIR: largeDir };
  delete demoEnv.DATABASE_URL;
  delete largeEnv.DATABASE_URL;
  try {
    await seed(demoEnv, 'seed.ts');
    await seed(largeEnv, 'seed.ts');
    await seed(largeEnv, 'seed-large.ts');
  } catch (error) {
    await drop();
    throw error;
  }
  return { kind: 'pglite', version: 'PGlite 0.5.14 (embedded PostgreSQL 18)', demoEnv, largeEnv, drop };
}
