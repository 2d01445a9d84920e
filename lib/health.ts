import 'server-only';
import { sql } from 'drizzle-orm';
import { type Db, getDb, rowsOf } from '@/db';
import { isDatabaseUnavailable } from '@/db/client';
// Bundled at build time: the standalone server has no db/migrations folder, and the build is
// exactly what must match the database.
import journal from '@/db/migrations/meta/_journal.json';
import { ApiError, OUTAGE_RETRY_AFTER_SECONDS } from '@/lib/errors';
import { noteDatabaseOutage } from '@/lib/http/outage-deadline';
import { log } from '@/lib/log';
import { withTimeout } from '@/lib/with-timeout';

/** How long the readiness check may take before it answers 503 (a load balancer's probe waits ~5 s). */
export const READY_TIMEOUT_MS = 2_000;

export type MigrationState = { applied: number; expected: number; current: boolean };

/** The newest migration this build knows (drizzle-kit's journal) against the applied ones. */
export async function checkMigrations(db: Db, entries: { when: number }[] = journal.entries): Promise<MigrationState> {
  const expected = entries.length;
  const latest = Math.max(0, ...entries.map((entry) => entry.when));
  let rows: { applied: number; latest: string | null }[];
  try {
    rows = rowsOf(
      await db.execute(sql`select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations`),
    );
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    // No migrations table yet (42P01 / 3F000): nothing applied.
    return { applied: 0, expected, current: expected === 0 };
  }
  const applied = Number(rows[0]?.applied ?? 0);
  // drizzle's migrator applies every journal entry newer than the newest applied one.
  const current = Number(rows[0]?.latest ?? 0) >= latest;
  return { applied, expected, current };
}

type Check = 'ok' | 'unreachable' | 'pending' | 'unknown';

/**
 * Ready = the database answers within READY_TIMEOUT_MS and its migrations are those of this
 * build. Throws a 503 ApiError (Retry-After) otherwise, with which check failed.
 */
export async function checkReadiness(timeoutMs: number = READY_TIMEOUT_MS) {
  const checks: { database: Check; migrations: Check } = { database: 'unknown', migrations: 'unknown' };
  const probe = (async () => {
    const db = await getDb();
    await db.execute(sql`select 1`);
    checks.database = 'ok';
    const migrations = await checkMigrations(db);
    checks.migrations = migrations.current ? 'ok' : 'pending';
    return migrations;
  })();
  try {
    const migrations = await withTimeout(probe, timeoutMs, 'readiness check');
    if (!migrations.current) throw notReady(checks, migrations);
    return { status: 'ready' as const, checks, migrations };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (checks.database !== 'ok') checks.database = 'unreachable';
    if (isDatabaseUnavailable(error)) noteDatabaseOutage();
    log.warn('not ready', { checks, error: error instanceof Error ? error.message : String(error) });
    throw notReady(checks);
  }
}

function notReady(checks: Record<string, Check>, migrations?: MigrationState): ApiError {
  const message = checks.migrations === 'pending' ? 'Faltan migraciones de la base de datos.' : 'La base de datos no responde.';
  return new ApiError({
    code: 'not_ready',
    message,
    details: { status: 'unavailable', checks, ...(migrations && { migrations }) },
    headers: {
      'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS),
    },
  });
}
