import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDb, openPglite, openPostgres } from '../../db/client';
import { adminUrl, databaseUrl } from '../helpers/pg-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: name of a migrated template database. */
    templateDatabase: string | null;
    /** PGlite: path of a dump of a migrated data directory. */
    pgliteDump: string | null;
  }
}

/**
 * Migrates once per run: a template database on the real server when TEST_DATABASE_URL is
 * set, otherwise a PGlite dump. Each test file then starts from a fresh copy (tests/helpers/db.ts).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `store_tpl_${process.pid}_${Date.now()}`;
    const admin = await openPostgres(adminUrl(serverUrl), { max: 1 });
    await admin.db.execute(`create database "${template}"`);
    const handle = await openPostgres(databaseUrl(serverUrl, template), { max: 1 });
    await migrateDb(handle);
    await handle.close();
    project.provide('templateDatabase', template);
    project.provide('pgliteDump', null);
    return async () => {
      await admin.db.execute(`drop database if exists "${template}" with (force)`);
      await admin.close();
    };
  }
  const handle = await openPglite();
  await migrateDb(handle);
  const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  // Uncompressed: every test file loads it, and gunzipping the 5 MB dump into 43 MB cost each
  // file 0.8 s of CPU of its 2.4 s start (about a minute of the suite on two cores).
  const dump = await client.dumpDataDir('none');
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'store-pglite-')), 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('templateDatabase', null);
  project.provide('pgliteDump', file);
}
