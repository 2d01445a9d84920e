import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

type QueryScope = { statements: string[] };

const scopes = new AsyncLocalStorage<QueryScope>();

/**
 * The drizzle logger of every connection (db/client.ts). It records a statement only inside a
 * `countQueries` scope; outside one it is a single AsyncLocalStorage lookup and nothing else.
 * Nested scopes record into the innermost one only.
 */
export const queryObserver: Logger = {
  logQuery(query: string) {
    scopes.getStore()?.statements.push(query);
  },
};

/**
 * Runs `fn` and reports how many SQL statements it sent (on this async path only: concurrent
 * requests outside the scope are not counted). For query-budget tests and diagnostics.
 */
export async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number; statements: string[] }> {
  const scope: QueryScope = { statements: [] };
  const result = await scopes.run(scope, fn);
  return { result, queries: scope.statements.length, statements: scope.statements };
}
