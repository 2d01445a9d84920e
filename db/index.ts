import { dataPath, getEnv } from '@/lib/env';
import { type Db, type DbHandle, migrateDb, openPglite, openPostgres } from './client';

export type { Db, Queryable, Tx } from './client';
export { firstRow, rowsOf } from './client';
export * as schema from './schema';

type DbGlobal = { __storeDb?: Promise<DbHandle> };
const g = globalThis as DbGlobal;

/**
 * The process-wide database. PostgreSQL when DATABASE_URL is set (migrated by
 * `npm run db:migrate`); otherwise PGlite in DATA_DIR/pglite, migrated and seeded on first
 * use. Cached on globalThis so `next dev` hot reloads never open the directory twice.
 */
export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

export function getDbHandle(): Promise<DbHandle> {
  g.__storeDb ??= openProcessDb().catch((error) => {
    g.__storeDb = undefined;
    throw error;
  });
  return g.__storeDb;
}

/** Closes the process's database (graceful shutdown); the next getDb() would open it again. */
export async function closeDb(): Promise<void> {
  const pending = g.__storeDb;
  if (!pending) return;
  g.__storeDb = undefined;
  const handle = await pending.catch(() => undefined);
  await handle?.close();
}

/** Tests install their own database (a fresh PostgreSQL database or in-memory PGlite). */
export function setDbHandle(handle: DbHandle | undefined): void {
  g.__storeDb = handle ? Promise.resolve(handle) : undefined;
}

async function openProcessDb(): Promise<DbHandle> {
  const env = getEnv();
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, { max: env.DB_POOL_MAX });
  const handle = await openPglite(dataPath('pglite'));
  await migrateDb(handle);
  if (env.SEED_DEMO) {
    const { seedDatabase } = await import('./seed');
    await seedDatabase(handle.db, { onlyIfEmpty: true, demoOrders: env.SEED_DEMO_ORDERS ? {} : undefined });
  }
  return handle;
}
