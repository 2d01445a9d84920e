import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { dataPath, getEnv } from '@/lib/env';
import { type DbHandle, migrateDb, openPglite, openPostgres } from '../client';

/**
 * `npm run db:migrate`: applies db/migrations to the PostgreSQL at DATABASE_URL.
 * Also home of the helpers the other db/cli scripts share (they import this module; the
 * migration itself runs only when this file is the entry point).
 */

/** Runs a CLI's main function: a readable message and exit code 1 instead of a stack trace. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.DEBUG) console.error(error);
    process.exitCode = 1;
  });
}

/**
 * The database the app would use, migrated: PostgreSQL when DATABASE_URL is set, otherwise
 * the embedded PGlite directory of DATA_DIR.
 */
export async function openCliDatabase(): Promise<DbHandle> {
  const env = getEnv();
  let handle: DbHandle;
  if (env.DATABASE_URL) {
    console.log(`Database: PostgreSQL at ${redact(env.DATABASE_URL)}`);
    handle = await openPostgres(env.DATABASE_URL, { max: 2 });
  } else {
    const dir = dataPath('pglite');
    console.log(`Database: embedded PGlite in ${dir}`);
    console.warn(
      '⚠ Stop the app first (npm run dev / npm start on this DATA_DIR). PGlite has no file locking:\n' +
        '  two processes on one data directory silently lose writes or corrupt it.',
    );
    handle = await openPglite(dir);
  }
  try {
    await migrateDb(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function main(): Promise<void> {
  if (!getEnv().DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is not set. This command migrates a PostgreSQL database.\n' +
        '  Without DATABASE_URL the app runs on embedded PGlite (DATA_DIR/pglite), which migrates\n' +
        '  itself when the app starts; `npm run db:seed` migrates it too.',
    );
  }
  const started = performance.now();
  const handle = await openCliDatabase();
  await handle.close();
  console.log(`✔ Migrations applied (${Math.round(performance.now() - started)} ms).`);
}

const isEntryPoint = !!process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (isEntryPoint) runCli(main);
