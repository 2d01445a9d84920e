import 'server-only';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import { firstRow, getDb, type Queryable } from '@/db';
import { rateLimits, revokedTokens, staffUsers } from '@/db/schema';
import { type StaffUserDto, staffUserColumns } from '@/lib/data/admin/users';
import type { StaffPrincipal } from '@/lib/auth/guards';
import { verifyPassword } from '@/lib/auth/password';
import { bumpSessionVersion } from '@/lib/auth/session-version';
import { signStaffToken } from '@/lib/auth/tokens';
import { apiError, notFound, tooManyRequests } from '@/lib/errors';
import { inTransaction } from '@/lib/services/admin/crud';
import { recordActivity } from '@/lib/services/activity-log';
import type { StaffLoginInput } from '@/lib/validation/admin/auth';

/**
 * Staff login throttle (DESIGN.md "Staff login and roles"), in the shared rate_limits table so
 * every app instance sees the same counts. Three subjects, each with failures counted in a window
 * that restarts at each failure; from its `freeFailures` on, each failure locks the subject for a
 * delay that doubles (30 s, 1 min, 2 min … up to 15 min):
 *
 *  - `address`: one e-mail from one address. This is what stops a guesser at one address, and it
 *    locks that address only: the owner signing in from anywhere else is not refused.
 *  - `email`: the distinct addresses that failed for one e-mail (an address counts once per
 *    window however often it fails), so a single address cannot lock the account for everyone,
 *    while guessing spread over many addresses still meets a lock that holds for all of them.
 *  - `ip`: every failure from one address, whatever e-mails it tries (a spray over accounts).
 *
 * Attempts made while a subject is locked are refused with 429 before the password is checked,
 * so guessing gets nowhere during the delay. The window outlasts the longest delay, so a patient
 * attacker never gets the free failures back (at most 4 guesses an hour at the ceiling).
 */
export const STAFF_LOGIN_THROTTLE = {
  windowSeconds: 60 * 60,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  freeFailures: { address: 5, email: 10, ip: 50 },
} as const;

type Subject = { key: string; freeFailures: number };

const ipSubject = (ip: string): Subject => ({ key: `ip:${ip}`, freeFailures: STAFF_LOGIN_THROTTLE.freeFailures.ip });
/** In the order their rows are locked: the e-mail from this address, the e-mail, the address. */
const subjectsOf = (email: string, ip: string): [Subject, Subject, Subject] => [
  { key: `email-ip:${email}|${ip}`, freeFailures: STAFF_LOGIN_THROTTLE.freeFailures.address },
  { key: `email:${email}`, freeFailures: STAFF_LOGIN_THROTTLE.freeFailures.email },
  ipSubject(ip),
];
const failKey = (s: Subject) => `staff-login-fail:${s.key}`;
const lockKey = (s: Subject) => `staff-login-lock:${s.key}`;

/**
 * An argon2id hash (same parameters as lib/auth/password) of a random string nobody knows.
 * An unknown e-mail is verified against it, so the answer takes as long as for a known one.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$zfMV0qPZMIbR36HDQk8RNQ$yO+d1TU7F4vFHU1HX3BmQAcMiHnmQm315w1w8sauzZw';

/** A locked IP is refused before `readInput` reads the body; the e-mail's lock is checked after. */
export async function loginStaff(ip: string, readInput: () => Promise<StaffLoginInput>): Promise<{ token: string; user: StaffUserDto }> {
  const db = await getDb();
  await assertNotLocked(db, [ipSubject(ip)]);
  const input = await readInput();
  const subjects = subjectsOf(input.email, ip);
  const charges = await chargeAttempt(db, subjects);

  const [found] = await db
    .select({ ...staffUserColumns, passwordHash: staffUsers.passwordHash, sessionVersion: staffUsers.sessionVersion })
    .from(staffUsers)
    .where(eq(staffUsers.email, input.email));
  const passwordOk = await verifyPassword(found?.passwordHash ?? DUMMY_HASH, input.password);
  if (!found || !passwordOk) {
    // Issue 25 §6: the failed sign-in, with the e-mail typed (never the password) and the IP.
    await recordActivity(
      db,
      { action: 'sign_in_failed', entity: 'session', entityId: found?.id ?? null, label: input.email },
      { id: found?.id ?? null, nombre: found?.nombre ?? null, email: input.email, ip },
    );
    // The attempt was already counted as a failure by chargeAttempt.
    // The same answer for an unknown e-mail and a wrong password: nothing to enumerate.
    throw apiError({ code: 'invalid_credentials', key: 'auth.invalidCredentials' });
  }

  const user: StaffUserDto = { id: found.id, nombre: found.nombre, email: found.email, rol: found.rol };
  // The person got in: their count from this address starts over, and the address no longer
  // counts for the e-mail (it counted once, whichever attempt charged it); the IP only loses this
  // attempt's charge (an office shares one, an attacker may be failing there at the same time).
  await db.delete(rateLimits).where(inArray(rateLimits.key, [failKey(subjects[0]), lockKey(subjects[0])]));
  await refundAttempt(db, subjects[1], charges[1] ?? null);
  await refundAttempt(db, subjects[2], charges[2] ?? null);
  const { token } = await signStaffToken({ ...user, sessionVersion: found.sessionVersion });
  await recordActivity(db, { action: 'sign_in', entity: 'session', entityId: user.id, label: user.email }, { ...user, ip });
  return { token, user };
}

/** Revokes the token's jti until it would have expired anyway; later requests with it get 401. */
export async function logoutStaff(principal: StaffPrincipal): Promise<void> {
  await inTransaction(async (tx) => {
    await tx.insert(revokedTokens).values({ jti: principal.jti, expiresAt: principal.tokenExpiresAt }).onConflictDoNothing();
    // Housekeeping: an expired token is refused by its own signature, its row is no longer needed.
    await tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  });
}

/**
 * 'Cerrar todas las sesiones': bumps the user's session version, so every token they hold
 * (this one too, when it is their own) is refused at its next request. 404 for an unknown user.
 */
export async function endStaffSessions(userId: number): Promise<void> {
  if (!(await bumpSessionVersion('staff', userId))) throw notFound({ key: 'users.notFound' });
}

/**
 * Counts the attempt as a failure before the password is checked (refunded on success), with
 * the subjects' failure rows locked in a fixed order (e-mail from the address, e-mail, address)
 * for the check and the count: concurrent attempts on one subject queue here, so a burst of
 * guesses sent at once meets the lock its first failures set instead of all passing an empty
 * check. The e-mail is charged only for an address's first failure in its window (it counts
 * addresses). Argon2 runs after the commit, holding no row. Returns, per subject, the lock count
 * its charge set (null if none), undefined when the subject was not charged.
 */
async function chargeAttempt(db: Queryable, subjects: Subject[]): Promise<(number | null | undefined)[]> {
  return db.transaction(async (tx) => {
    for (const subject of subjects) {
      await tx.execute(sql`
        insert into rate_limits (key, count, window_started_at, reset_at) values (${failKey(subject)}, 0, now(), now())
        on conflict (key) do update set count = rate_limits.count`);
    }
    await assertNotLocked(tx, subjects);
    const [fromAddress, email, ip] = subjects;
    const first = await recordFailure(tx, fromAddress);
    const charges: (number | null | undefined)[] = [first.lockCount];
    charges.push(first.count === 1 ? (await recordFailure(tx, email)).lockCount : undefined);
    charges.push((await recordFailure(tx, ip)).lockCount);
    return charges;
  });
}

/** A successful login does not count against its IP (an office shares one): undo the charge. */
async function refundAttempt(db: Queryable, subject: Subject, lockCount: number | null): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${failKey(subject)}`);
  // Only the lock this attempt set; a later failure's lock (another count) stays.
  if (lockCount !== null) {
    await db.execute(sql`delete from rate_limits where key = ${lockKey(subject)} and count = ${lockCount}`);
  }
}

async function assertNotLocked(db: Queryable, subjects: Subject[]): Promise<void> {
  const { wait } = firstRow<{ wait: number | null }>(
    await db.execute(sql`
      select max(ceil(extract(epoch from (reset_at - now()))))::int as wait
      from rate_limits
      where key in (${sql.join(
        subjects.map((s) => sql`${lockKey(s)}`),
        sql`, `,
      )}) and reset_at > now()`),
  );
  if (wait && wait > 0) {
    throw tooManyRequests(wait, 'staffLogin');
  }
}

/** Counts a failure; from the free allowance on, (re)locks the subject for a doubling delay (returns both counts). */
async function recordFailure(db: Queryable, subject: Subject): Promise<{ count: number; lockCount: number | null }> {
  const { windowSeconds, baseDelaySeconds, maxDelaySeconds } = STAFF_LOGIN_THROTTLE;
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const { count } = firstRow<{ count: number }>(
    await db.execute(sql`
      insert into rate_limits (key, count, window_started_at, reset_at)
      values (${failKey(subject)}, 1, now(), now() + ${window})
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        window_started_at = case when rate_limits.reset_at <= now() then now() else rate_limits.window_started_at end,
        reset_at = now() + ${window}
      returning count`),
  );
  const over = Number(count) - subject.freeFailures;
  if (over < 0) return { count: Number(count), lockCount: null };
  const delay = Math.min(baseDelaySeconds * 2 ** Math.min(over, 20), maxDelaySeconds);
  await db.execute(sql`
    insert into rate_limits (key, count, window_started_at, reset_at)
    values (${lockKey(subject)}, ${over + 1}, now(), now() + make_interval(secs => ${delay}))
    on conflict (key) do update set count = excluded.count, window_started_at = now(), reset_at = excluded.reset_at`);
  return { count: Number(count), lockCount: over + 1 };
}
