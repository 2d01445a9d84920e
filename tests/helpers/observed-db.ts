import type { DbHandle } from '../../db/client';
import { queryObserver } from '../../db/query-count';
import * as schema from '../../db/schema';

/**
 * The PGlite test database is built without the app's query observer (tests/helpers/db.ts),
 * so query-counting tests re-wrap it; PostgreSQL handles come from openPostgres, which has it already.
 */
export async function observed(handle: DbHandle): Promise<DbHandle> {
  if (handle.kind === 'postgres') return handle;
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = (handle.db as unknown as { $client: Parameters<typeof drizzle>[0] }).$client;
  const db = drizzle(client as never, { schema, casing: 'snake_case', logger: queryObserver }) as unknown as DbHandle['db'];
  return { ...handle, db };
}
