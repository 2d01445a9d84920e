import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import type { DbHandle } from '../../db/client';
import { closeOnce, openPostgres, pgliteExtensions } from '../../db/client';
import { setDbHandle } from '../../db/index';
import { waitForOutboxIdle } from '../../lib/email/outbox';
import { waitForInvoicesIdle } from '../../lib/invoicing/outbox';
import { adminUrl, databaseUrl } from './pg-url';

/**
 * Gives the calling test file its own migrated, empty database and installs it as the
 * app's database (so route handlers under test use it). Returns a getter for the handle.
 */
export function useTestDb(): () => DbHandle {
  let handle: DbHandle | undefined;
  let cleanup: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const created = await createTestDb();
    handle = created.handle;
    cleanup = created.cleanup;
    setDbHandle(handle);
  });

  afterAll(async () => {
    // Deliveries kicked after a commit must finish before their database goes away.
    await waitForOutboxIdle();
    await waitForInvoicesIdle();
    setDbHandle(undefined);
    await cleanup?.();
  });

  return () => {
    if (!handle) throw new Error('useTestDb: the database is ready only inside tests and hooks');
    return handle;
  };
}

export async function createTestDb(): Promise<{ handle: DbHandle; cleanup: () => Promise<void> }> {
  const template = inject('templateDatabase');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template && serverUrl) {
    const name = `store_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = await openPostgres(adminUrl(serverUrl), { max: 1 });
    await admin.db.execute(`create database "${name}" template "${template}"`);
    const handle = await openPostgres(databaseUrl(serverUrl, name), { max: 10 });
    return {
      handle,
      cleanup: async () => {
        await handle.close();
        await admin.db.execute(`drop database if exists "${name}" with (force)`);
        await admin.close();
      },
    };
  }
  const dumpFile = inject('pgliteDump');
  if (!dumpFile) throw new Error('global-db setup did not run');
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const schema = await import('../../db/schema');
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(dumpFile)]), extensions: await pgliteExtensions() });
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as DbHandle['db'];
  const handle: DbHandle = { db, kind: 'pglite', close: closeOnce(() => client.close()) };
  return { handle, cleanup: () => handle.close() };
}
