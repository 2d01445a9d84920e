// A throwaway PostgreSQL 15 cluster in a temporary directory, owned by the `postgres` OS user
// (initdb refuses to run as root). fsync stays on: durability is what the fault phase tests.
import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { onCleanup } from './cleanup.mjs';
import { freePort, log, now, run, sleep } from './util.mjs';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const OS_USER = 'postgres';

function osUserIds(name) {
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Runs a PostgreSQL binary as the postgres user (directly when we already are not root). */
function asPostgres(binary, args) {
  const full = path.join(BIN, binary);
  return process.getuid?.() === 0 ? ['runuser', ['-u', OS_USER, '--', full, ...args]] : [full, args];
}

export async function startCluster() {
  const root = mkdtempSync(path.join(tmpdir(), 'store-reliability-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  const removeDir = onCleanup('delete cluster directory', () => rmSync(root, { recursive: true, force: true }));
  if (process.getuid?.() === 0) {
    const { uid, gid } = osUserIds(OS_USER);
    chownSync(root, uid, gid);
  }
  const port = await freePort();

  await run(...asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']), {
    logFile: path.join(root, 'initdb.log'),
  }).catch((error) => {
    removeDir();
    throw error;
  });
  // Appended as the owner cannot matter here: root may write the file, postgres reads it.
  appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${root}'`,
      'fsync = on',
      'synchronous_commit = on',
      'full_page_writes = on',
      'max_connections = 100',
      '',
    ].join('\n'),
  );

  const cluster = {
    root,
    dataDir,
    logFile,
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: '',
    start: () => pgCtl(cluster, ['start', '-w', '-t', '60', '-l', logFile]),
    /** The fault: no shutdown checkpoint, every backend killed; recovery replays the WAL on start. */
    crash: () => pgCtl(cluster, ['stop', '-m', 'immediate', '-w']),
  };
  onCleanup('stop PostgreSQL', () => {
    try {
      execFileSync(...asPostgres('pg_ctl', ['-D', dataDir, 'stop', '-m', 'immediate']), { stdio: 'ignore' });
    } catch {
      // Already stopped.
    }
  });
  await cluster.start();
  cluster.version = await serverVersion(cluster.url);
  log(`PostgreSQL ${cluster.version} on 127.0.0.1:${port} in ${root} (fsync on)`);
  return cluster;
}

function pgCtl(cluster, args) {
  return run(...asPostgres('pg_ctl', ['-D', cluster.dataDir, ...args]), { logFile: path.join(cluster.root, 'pg_ctl.log') });
}

async function serverVersion(url) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [{ server_version }] = await sql`show server_version`;
    return server_version;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** True when a fresh connection can run `select 1` (each attempt gives up after about 1 s). */
async function acceptsConnections(url) {
  const sql = postgres(url, { max: 1, connect_timeout: 1, idle_timeout: 1, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 0 }).catch(() => {});
  }
}

/** Polls every 50 ms; returns the moment (run clock) the first query succeeded. */
export async function waitUntilAccepting(url, timeoutMs = 60_000) {
  const deadline = now() + timeoutMs;
  while (now() < deadline) {
    if (await acceptsConnections(url)) return now();
    await sleep(50);
  }
  throw new Error(`PostgreSQL did not accept connections within ${timeoutMs} ms`);
}
