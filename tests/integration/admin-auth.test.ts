import { eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/admin/login/route';
import { POST as logout } from '@/app/api/admin/logout/route';
import { GET as profile } from '@/app/api/admin/profile/route';
import { GET as listUsers } from '@/app/api/admin/users/route';
import { rateLimits, revokedTokens, staffUsers } from '@/db/schema';
import { verifyPassword } from '@/lib/auth/password';
import { STAFF_TOKEN_TTL_SECONDS } from '@/lib/auth/tokens';
import { STAFF_LOGIN_THROTTLE } from '@/lib/services/staff-auth';
import { useTestDb } from '../helpers/db';
import { callRoute, createStaffUser, STAFF_PASSWORD } from '../helpers/staff';

// Counts argon2 verifications while keeping the real implementation.
vi.mock('@/lib/auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/auth/password')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const testDb = useTestDb();
let ipCounter = 0;
/** Each test uses its own IP so the per-IP allowance of one test never leaks into another. */
const freshIp = () => `10.1.0.${++ipCounter}`;

function attempt(email: string, password: string, ip: string) {
  return callRoute(login, '/api/admin/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
}

describe('POST /api/admin/login', () => {
  it('answers a token and the user; the e-mail is matched whatever its case', async () => {
    const { user } = await createStaffUser(testDb().db, { rol: 'VENDEDOR', email: 'luisa@example.com', nombre: 'Luisa' });
    const res = await attempt('  LUISA@Example.com ', STAFF_PASSWORD, freshIp());
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: user.id, nombre: 'Luisa', email: 'luisa@example.com', rol: 'VENDEDOR' });
    expect(res.body.token).toEqual(expect.any(String));
    // A credential: no cache may keep it.
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    const me = await callRoute(profile, '/api/admin/profile', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ user: { id: user.id, nombre: 'Luisa', email: 'luisa@example.com', rol: 'VENDEDOR' } });
  });

  it('gives the same 401 for a wrong password and an unknown e-mail, and still runs argon2 for the unknown one', async () => {
    await createStaffUser(testDb().db, { email: 'marta@example.com' });
    const ip = freshIp();
    const wrong = await attempt('marta@example.com', 'no-es-la-clave', ip);
    vi.mocked(verifyPassword).mockClear();
    const unknown = await attempt('nadie@example.com', 'no-es-la-clave', ip);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(unknown.body.error).toBe('Credenciales inválidas.');
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(vi.mocked(verifyPassword).mock.calls[0][0]).toMatch(/^\$argon2id\$/);
  });

  it('answers 400 with field errors for missing or malformed input', async () => {
    const res = await callRoute(login, '/api/admin/login', { body: { email: 'no-es-correo' }, headers: { 'x-forwarded-for': freshIp() } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'password']);
  });

  it('locks an e-mail at one address after 5 failures there with 429 and Retry-After, refuses even the right password there, and the delay grows', async () => {
    const { db } = testDb();
    await createStaffUser(db, { email: 'lento@example.com' });
    const ip = freshIp();
    for (let i = 0; i < STAFF_LOGIN_THROTTLE.freeFailures.address; i++) {
      expect((await attempt('lento@example.com', `mala-${i}`, ip)).status).toBe(401);
    }
    const locked = await attempt('lento@example.com', STAFF_PASSWORD, ip);
    expect(locked.status).toBe(429);
    const firstDelay = Number(locked.headers.get('retry-after'));
    expect(firstDelay).toBeGreaterThan(0);
    expect(firstDelay).toBeLessThanOrEqual(STAFF_LOGIN_THROTTLE.baseDelaySeconds);

    // Another e-mail from the same IP is not affected by this e-mail's lock.
    await createStaffUser(db, { email: 'otra@example.com' });
    expect((await attempt('otra@example.com', STAFF_PASSWORD, ip)).status).toBe(200);

    // Let the lock run out: the next failure locks again, for twice as long.
    await db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, `staff-login-lock:email-ip:lento@example.com|${ip}`));
    expect((await attempt('lento@example.com', 'otra-mala', ip)).status).toBe(401);
    const again = await attempt('lento@example.com', STAFF_PASSWORD, ip);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(firstDelay);
  });

  it('starts the e-mail count over after a successful login', async () => {
    await createStaffUser(testDb().db, { email: 'olvida@example.com' });
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await attempt('olvida@example.com', 'mala', ip)).status).toBe(401);
    expect((await attempt('olvida@example.com', STAFF_PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('olvida@example.com', 'mala', ip)).status).toBe(401);
    expect((await attempt('olvida@example.com', STAFF_PASSWORD, ip)).status).toBe(200);
  });

  it('locks an IP after 50 failures, whatever e-mails it tries', async () => {
    const { db } = testDb();
    await createStaffUser(db, { email: 'victima@example.com' });
    const ip = freshIp();
    for (let i = 0; i < STAFF_LOGIN_THROTTLE.freeFailures.ip; i++) {
      expect((await attempt(`intento-${i}@example.com`, 'mala', ip)).status).toBe(401);
    }
    const locked = await attempt('victima@example.com', STAFF_PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same person from another address is fine: the lock is the IP's.
    expect((await attempt('victima@example.com', STAFF_PASSWORD, freshIp())).status).toBe(200);
    const rows = await db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `staff-login-%:ip:${ip}`));
    expect(rows.map((r) => r.key).sort()).toEqual([`staff-login-fail:ip:${ip}`, `staff-login-lock:ip:${ip}`]);
  });
});

describe('staff sessions', () => {
  it('logout revokes the token until it expires; a new login works', async () => {
    const { db } = testDb();
    await createStaffUser(db, { email: 'sale@example.com' });
    const { body } = await attempt('sale@example.com', STAFF_PASSWORD, freshIp());
    expect((await callRoute(profile, '/api/admin/profile', { token: body.token })).status).toBe(200);

    const out = await callRoute(logout, '/api/admin/logout', { method: 'POST', token: body.token });
    expect(out).toMatchObject({ status: 200, body: { success: true } });
    expect((await callRoute(profile, '/api/admin/profile', { token: body.token })).status).toBe(401);
    expect((await callRoute(logout, '/api/admin/logout', { method: 'POST', token: body.token })).status).toBe(401);

    const [revoked] = await db.select().from(revokedTokens);
    const expectedExpiry = Date.now() + STAFF_TOKEN_TTL_SECONDS * 1000;
    expect(Math.abs(revoked.expiresAt.getTime() - expectedExpiry)).toBeLessThan(60_000);

    const again = await attempt('sale@example.com', STAFF_PASSWORD, freshIp());
    expect((await callRoute(profile, '/api/admin/profile', { token: again.body.token })).status).toBe(200);
  });

  it("refuses a deleted user's token and a demoted admin's token at the next request", async () => {
    const { db } = testDb();
    const gone = await createStaffUser(db, { rol: 'VENDEDOR' });
    const demoted = await createStaffUser(db, { rol: 'ADMIN' });
    expect((await callRoute(listUsers, '/api/admin/users', { token: demoted.token })).status).toBe(200);

    await db.delete(staffUsers).where(eq(staffUsers.id, gone.user.id));
    await db.update(staffUsers).set({ rol: 'VENDEDOR' }).where(eq(staffUsers.id, demoted.user.id));
    expect((await callRoute(profile, '/api/admin/profile', { token: gone.token })).status).toBe(401);
    expect((await callRoute(listUsers, '/api/admin/users', { token: demoted.token })).status).toBe(401);
    expect((await callRoute(profile, '/api/admin/profile', { token: demoted.token })).status).toBe(401);
  });
});
