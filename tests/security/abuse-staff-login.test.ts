import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/admin/login/route';
import { rateLimits } from '@/db/schema';
import { STAFF_LOGIN_THROTTLE } from '@/lib/services/staff-auth';
import { useTestDb } from '../helpers/db';
import { callRoute, createStaffUser, STAFF_PASSWORD } from '../helpers/staff';

/**
 * Password guessing against POST /api/admin/login (issue #8 item 4; DESIGN.md "Staff login":
 * throttled per e-mail and per IP with growing delays). The throttle lives in the rate_limits
 * table, so the attacker's patience is simulated by moving every row's clock back by the
 * Retry-After the server answered (`advanceClock`), which is what waiting would do. A guess is
 * "evaluated" when the password was actually checked (401 or 200); a refused one gets 429.
 *
 *  - many passwords against one account, from a new IP each time, for a simulated day;
 *  - one password against many accounts from one IP, for a simulated day;
 *  - the same two as bursts of concurrent requests (all in flight before any lock exists);
 *  - the right password while a lock holds is refused, and works once it runs out;
 *  - one address failing without end locks that address only: the owner gets in from another.
 */

const testDb = useTestDb();
const db = () => testDb().db;

const DAY = 24 * 60 * 60;
const { freeFailures, maxDelaySeconds } = STAFF_LOGIN_THROTTLE;
/** Guesses an attacker may get checked in `seconds` once the delay has reached its ceiling. */
const cappedRate = (seconds: number) => Math.ceil(seconds / maxDelaySeconds);
/** The free failures, then one per doubling step up to the ceiling (30 s, 1, 2, 4, 8, 15 min). */
const ramp = (free: number) => free + Math.ceil(Math.log2(maxDelaySeconds / STAFF_LOGIN_THROTTLE.baseDelaySeconds)) + 1;

let ipSequence = 0;
const freshIp = () => `10.77.${Math.floor(++ipSequence / 250)}.${(ipSequence % 250) + 1}`;

function attempt(email: string, password: string, ip: string) {
  return callRoute(login, '/api/admin/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
}

/** What waiting `seconds` does to the throttle: every window and lock is that much nearer its end. */
async function advanceClock(seconds: number) {
  await db()
    .update(rateLimits)
    .set({
      resetAt: sql`${rateLimits.resetAt} - make_interval(secs => ${seconds})`,
      windowStartedAt: sql`${rateLimits.windowStartedAt} - make_interval(secs => ${seconds})`,
    });
}

type Run = { evaluated: number; refused: number; delays: number[]; successes: number };

/**
 * A patient attacker: one guess at a time; on 429 waits exactly the Retry-After, until `seconds`
 * of simulated time have passed.
 */
async function patientAttack(seconds: number, guess: (n: number) => { email: string; password: string; ip: string }): Promise<Run> {
  const run: Run = { evaluated: 0, refused: 0, delays: [], successes: 0 };
  let elapsed = 0;
  for (let n = 0; elapsed < seconds; n++) {
    const { email, password, ip } = guess(n);
    const res = await attempt(email, password, ip);
    if (res.status === 429) {
      const wait = Number(res.headers.get('retry-after'));
      expect(wait, JSON.stringify(res.body)).toBeGreaterThan(0);
      expect(res.body.error).toMatch(/Demasiados intentos fallidos/);
      run.refused++;
      run.delays.push(wait);
      await advanceClock(wait);
      elapsed += wait;
    } else {
      expect([200, 401], JSON.stringify(res.body)).toContain(res.status);
      if (res.status === 200) run.successes++;
      run.evaluated++;
      // A guess takes about a second for a scripted attacker behind a proxy.
      await advanceClock(1);
      elapsed += 1;
    }
  }
  return run;
}

/** Every delay at least the one before it, up to the ceiling: the throttle never relaxes mid-attack. */
function expectGrowing(delays: number[]) {
  for (let i = 1; i < delays.length; i++)
    expect(delays[i], `delay ${i} of ${delays.join(',')}`).toBeGreaterThanOrEqual(Math.min(delays[i - 1], maxDelaySeconds) - 2);
  expect(Math.max(...delays)).toBeLessThanOrEqual(maxDelaySeconds);
  expect(Math.max(...delays)).toBeGreaterThan(maxDelaySeconds - 5);
}

beforeEach(async () => {
  await db().delete(rateLimits);
});

describe('staff password guessing against one account', () => {
  it('checks at most the free failures, then one guess per growing delay, over a simulated day', { timeout: 120_000 }, async () => {
    const { user } = await createStaffUser(db(), { email: 'victima-1@example.com' });
    const run = await patientAttack(DAY, (n) => ({ email: user.email, password: `adivinanza-${n}`, ip: freshIp() }));
    console.info(
      `[staff-login] one account, new IP per guess, 24 h: ${run.evaluated} checked, ${run.refused} refused; delays ${run.delays.slice(0, 8).join(', ')} … s`,
    );
    expect(run.successes).toBe(0);
    expect(run.evaluated).toBeLessThanOrEqual(ramp(freeFailures.email) + cappedRate(DAY));
    expectGrowing(run.delays);
  });

  it('checks at most the free failures of a burst of 100 concurrent guesses', { timeout: 60_000 }, async () => {
    const { user } = await createStaffUser(db(), { email: 'victima-2@example.com' });
    const results = await Promise.all(Array.from({ length: 100 }, (_, n) => attempt(user.email, `rafaga-${n}`, freshIp())));
    const statuses = results.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401).length;
    console.info(`[staff-login] burst of 100 on one account: ${checked} checked, ${statuses.filter((s) => s === 429).length} refused`);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(checked).toBeLessThanOrEqual(freeFailures.email);
  });

  it('refuses the right password while the lock holds, and accepts it once the lock runs out', async () => {
    const { user } = await createStaffUser(db(), { email: 'victima-3@example.com' });
    for (let i = 0; i < freeFailures.email; i++) expect((await attempt(user.email, `mala-${i}`, freshIp())).status).toBe(401);

    const locked = await attempt(user.email, STAFF_PASSWORD, freshIp());
    expect(locked.status).toBe(429);
    expect(locked.body.token).toBeUndefined();
    const wait = Number(locked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);

    await advanceClock(wait - 2);
    const stillLocked = await attempt(user.email, STAFF_PASSWORD, freshIp());
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.body.token).toBeUndefined();

    await advanceClock(3);
    const opened = await attempt(user.email, STAFF_PASSWORD, freshIp());
    expect(opened.status).toBe(200);
    expect(opened.body.token).toEqual(expect.any(String));
  });
});

describe('locking the owner out from one address', () => {
  it('keeps throttling the failing address while the right password gets in from a clean one', { timeout: 60_000 }, async () => {
    const { user } = await createStaffUser(db(), { email: 'admin-tienda@example.com' });
    const attacker = freshIp();
    // A patient attacker at one address for a simulated hour: every guess or refusal, then the wait.
    const run = await patientAttack(60 * 60, (n) => ({ email: user.email, password: `bloqueo-${n}`, ip: attacker }));
    expect(run.refused).toBeGreaterThan(0);
    expect(run.evaluated).toBeLessThanOrEqual(ramp(freeFailures.address) + cappedRate(60 * 60));
    // Its last wait ran out: one more guess, checked and failed, locks the address again.
    expect((await attempt(user.email, 'una-mas', attacker)).status).toBe(401);

    // The owner, from an address that has not failed: in, at once.
    const owner = await attempt(user.email, STAFF_PASSWORD, freshIp());
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));

    // The attacker's address stays throttled, the right password included.
    const again = await attempt(user.email, STAFF_PASSWORD, attacker);
    expect(again.status).toBe(429);
    expect(again.body.token).toBeUndefined();
    expect((await attempt(user.email, 'otra-mala', attacker)).status).toBe(429);
  });
});

describe('one password against many accounts from one IP', () => {
  it('checks at most the IP allowance, then one guess per growing delay, over a simulated day', { timeout: 180_000 }, async () => {
    const real = await createStaffUser(db(), { email: 'real-1@example.com' });
    const ip = freshIp();
    // Mostly unknown addresses (an attacker's list), with the real account in it every so often.
    const run = await patientAttack(DAY, (n) => ({
      email: n % 10 === 0 ? real.user.email : `lista-${n}@example.com`,
      password: 'Cucuta2026!',
      ip,
    }));
    console.info(
      `[staff-login] one IP, many accounts, 24 h: ${run.evaluated} checked, ${run.refused} refused; delays ${run.delays.slice(0, 8).join(', ')} … s`,
    );
    expect(run.successes).toBe(0);
    // Each real account also has its own lock; the IP's is what stops the spray.
    expect(run.evaluated).toBeLessThanOrEqual(ramp(freeFailures.ip) + cappedRate(DAY));
    expectGrowing(run.delays);
  });

  it('checks at most the IP allowance of a burst of 200 concurrent guesses over 200 accounts', { timeout: 60_000 }, async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 200 }, (_, n) => attempt(`rociado-${n}@example.com`, 'Cucuta2026!', ip)));
    const checked = results.filter((r) => r.status === 401).length;
    console.info(`[staff-login] burst of 200 from one IP: ${checked} checked, ${results.filter((r) => r.status === 429).length} refused`);
    expect(results.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect(checked).toBeLessThanOrEqual(freeFailures.ip);
  });

  it("refuses a staff member's right password from the locked IP until the lock runs out; other IPs are unaffected", async () => {
    const { user } = await createStaffUser(db(), { email: 'oficina@example.com' });
    const ip = freshIp();
    for (let i = 0; i < freeFailures.ip; i++) expect((await attempt(`x-${i}@example.com`, 'mala', ip)).status).toBe(401);

    const locked = await attempt(user.email, STAFF_PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect((await attempt(user.email, STAFF_PASSWORD, freshIp())).status).toBe(200);

    await advanceClock(Number(locked.headers.get('retry-after')) + 1);
    expect((await attempt(user.email, STAFF_PASSWORD, ip)).status).toBe(200);
  });

  it('does not count successful logins against a shared office IP', async () => {
    const ip = freshIp();
    const staff = await createStaffUser(db(), { email: 'recepcion@example.com' });
    for (let i = 0; i < freeFailures.ip + 10; i++) expect((await attempt(staff.user.email, STAFF_PASSWORD, ip)).status).toBe(200);
  });
});
