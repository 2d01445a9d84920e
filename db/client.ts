import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { queryObserver } from './query-count';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app codes against: postgres-js and PGlite both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the database itself or an open transaction. */
export type Queryable = Db | Tx;

export type DbHandle = { db: Db; kind: 'postgres' | 'pglite'; close: () => Promise<void> };

export const CONNECT_TIMEOUT_SECONDS = 2;

/**
 * A close that may be called any number of times: the first call closes, later ones wait for it.
 * postgres-js tolerates a second `end()`, PGlite throws 'PGlite is closed'; graceful shutdown and
 * a test's cleanup may both close the same handle.
 */
export function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Seconds before a pool connection that failed tries again: 0.05, 0.1, 0.2, 0.4, then 0.5. */
export function reconnectDelaySeconds(retries: number): number {
  return Math.min(0.5, 0.05 * 2 ** Math.max(0, retries - 1));
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    // Fail fast when the server is unreachable (the API answers 503 within ~3 s, never hangs).
    // postgres-js opens connections on demand, so the pool recovers by itself when the server is back.
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    // postgres-js waits up to 20 s (growing with failed attempts) before reconnecting a closed
    // connection, and queries queue behind that wait: after an outage the store would stay down
    // (and requests hang) long after the server is back. Half a second at most.
    backoff: reconnectDelaySeconds,
    idle_timeout: 30,
    // No JIT: the store's reads are short, but the nested relational queries (a product page
    // with its variants, values and tiers) carry planner costs past jit_above_cost, and
    // compiling them took ~1.3 s per store search on PostgreSQL 15 (docs/search.md).
    connection: { jit: 'off' },
  });
  const db = drizzle(client, { schema, casing: 'snake_case', logger: queryObserver }) as unknown as Db;
  return { db, kind: 'postgres', close: closeOnce(() => client.end({ timeout: 5 })) };
}

/**
 * The PostgreSQL extensions the migrations create (pg_trgm: the search documents' trigram
 * indexes, db/migrations/0010_search_trigram_index.sql). PGlite loads an extension only when it
 * is passed here, at EVERY creation, including one from a dump (tests/helpers/db.ts): a data
 * directory whose indexes use pg_trgm cannot be queried without it.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

/**
 * Embedded PostgreSQL. PGlite has no file locking: only one instance may ever open a
 * directory, so callers keep exactly one per process (see db/index.ts).
 * `dataDir` undefined means in memory.
 */
export async function openPglite(dataDir?: string): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const extensions = await pgliteExtensions();
  const client = await PGlite.create(dataDir ? { dataDir: path.resolve(dataDir), extensions } : { extensions });
  const db = drizzle(client, { schema, casing: 'snake_case', logger: queryObserver }) as unknown as Db;
  return { db, kind: 'pglite', close: closeOnce(() => client.close()) };
}

export const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');

export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
  // Search documents are built by code, not SQL: products from before they existed get theirs here.
  const { backfillSearchDocuments } = await import('./search-index');
  await backfillSearchDocuments(handle.db);
}

/** Rows of a raw `db.execute()`: postgres-js returns an array, PGlite an object with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

export function firstRow<T>(result: unknown): T {
  return rowsOf<T>(result)[0];
}

/** postgres-js connection failures and the socket errors beneath them. */
const UNAVAILABLE_CODES = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is down, shutting down or not accepting connections yet:
 * class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, recovering), 53300 too_many_connections.
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/**
 * True when an error (or its cause, as Drizzle wraps driver errors in DrizzleQueryError, or one
 * of an AggregateError's errors) means the database could not be reached, rather than that a
 * query was wrong: the API answers those with 503 and Retry-After.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || isUnavailableSqlState(code))) return true;
  const nested = (error as { errors?: unknown }).errors;
  if (Array.isArray(nested) && nested.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
