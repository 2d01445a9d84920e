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

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    // Fail fast when the server is unreachable instead of letting requests hang.
    connect_timeout: 3,
    idle_timeout: 30,
  });
  const db = drizzle(client, { schema, casing: 'snake_case', logger: queryObserver }) as unknown as Db;
  return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
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
  const client = dataDir ? await PGlite.create(path.resolve(dataDir)) : await PGlite.create();
  const db = drizzle(client, { schema, casing: 'snake_case', logger: queryObserver }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
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
}

/** Rows of a raw `db.execute()`: postgres-js returns an array, PGlite an object with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

export function firstRow<T>(result: unknown): T {
  return rowsOf<T>(result)[0];
}
