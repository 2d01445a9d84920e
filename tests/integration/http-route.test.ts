import { NextRequest } from 'next/server';
import { SignJWT } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { revokedTokens, staffUsers } from '@/db/schema';
import { signStaffToken } from '@/lib/auth/tokens';
import { ApiError } from '@/lib/errors';
import { httpStatusOf } from '@/lib/http/errors';
import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { enforceRateLimits, hitRateLimit } from '@/lib/rate-limit';
import { createCustomer } from '../helpers/customers';
import { useTestDb } from '../helpers/db';

const testDb = useTestDb();
const noParams = { params: Promise.resolve({}) };

function request(body?: string, headers: Record<string, string> = {}) {
  return new NextRequest('http://localhost/api/test', {
    method: body === undefined ? 'GET' : 'POST',
    body,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
  });
}

const echo = apiRoute(policies.public, async ({ req }) =>
  parseJson(req, z.object({ name: z.string().min(1), qty: z.number().int().positive() })),
);

describe('apiRoute wrapper', () => {
  it('answers a returned value as JSON 200', async () => {
    const res = await echo(request('{"name":"Vaso","qty":2}'), noParams);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Vaso', qty: 2 });
  });

  it('turns validation errors into 400 with field errors', async () => {
    const res = await echo(request('{"name":"","qty":-1}'), noParams);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBeTypeOf('string');
    expect(Object.keys(body.fields).sort()).toEqual(['name', 'qty']);
  });

  it('answers malformed JSON with 400, a wrong content type with 415 and a huge body with 413', async () => {
    expect((await echo(request('{"name":'), noParams)).status).toBe(400);
    expect((await echo(request('{}', { 'content-type': 'text/plain' }), noParams)).status).toBe(415);
    const huge = JSON.stringify({ name: 'x'.repeat(300 * 1024), qty: 1 });
    expect((await echo(request(huge), noParams)).status).toBe(413);
  });

  it('answers ApiError with its status and code, and hides unknown errors behind a logged 500', async () => {
    const teapot = apiRoute(policies.public, async () => {
      throw new ApiError({ code: 'out_of_stock', message: 'Sin stock', details: { line: 2 } });
    });
    const res = await teapot(request(), noParams);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'Sin stock', code: 'out_of_stock', line: 2 });

    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = apiRoute(policies.public, async () => {
      throw new Error('secret connection string postgres://x');
    });
    const res500 = await broken(request(), noParams);
    expect(res500.status).toBe(500);
    const text = await res500.text();
    expect(JSON.parse(text)).toEqual({ error: 'internal_error', code: 'internal_error' });
    expect(text).not.toContain('postgres://');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('records the policy on the exported handler', () => {
    expect(echo.policy).toEqual({ auth: 'public' });
  });

  it('parses ids strictly', () => {
    expect(requireId('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '99999999999', '1e3', ' 1']) {
      expect(() => requireId(bad)).toThrow(ApiError);
    }
  });
});

describe('authentication policies', () => {
  const whoAmI = apiRoute(policies.customer, async ({ principal }) => ({ id: principal.id, email: principal.email }));
  const staffOnly = apiRoute(policies.staff, async ({ principal }) => ({ rol: principal.rol }));
  const adminOnly = apiRoute(policies.admin, async ({ principal }) => ({ id: principal.id }));
  const bearer = (token: string) => request(undefined, { authorization: `Bearer ${token}` });
  const secret = () => new TextEncoder().encode(process.env.AUTH_SECRET);

  it('accepts a customer token only on customer routes', async () => {
    const { id, token } = await createCustomer(testDb().db, { email: 'ana@example.com', name: 'Ana' });
    const res = await whoAmI(bearer(token), noParams);
    expect(await res.json()).toEqual({ id, email: 'ana@example.com' });
    expect((await staffOnly(bearer(token), noParams)).status).toBe(401);
    expect((await whoAmI(request(), noParams)).status).toBe(401);
  });

  it('rejects forged, expired and unsigned tokens', async () => {
    const expired = await new SignJWT({ name: 'Ana', email: 'ana@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('store')
      .setAudience('customer')
      .setSubject('7')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(secret());
    const wrongKey = await new SignJWT({ email: 'ana@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('store')
      .setAudience('customer')
      .setSubject('7')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: '7', aud: 'customer', iss: 'store', email: 'a@b.co', exp: 9999999999 })).toString(
      'base64url',
    );
    for (const token of [expired, wrongKey, `${header}.${payload}.`, 'garbage']) {
      expect((await whoAmI(bearer(token), noParams)).status).toBe(401);
    }
  });

  it('rejects a signed token whose subject is not a plain integer id', async () => {
    const withSubject = (subject: string) =>
      new SignJWT({ name: 'Ana', email: 'ana@example.com' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('store')
        .setAudience('customer')
        .setSubject(subject)
        .setExpirationTime('1h')
        .sign(secret());
    // The largest id a customer row can have (the guard checks the account exists).
    await testDb().db.execute(sql`insert into customers (id, email) overriding system value values (2147483647, 'ultimo@example.com')`);
    expect((await whoAmI(bearer(await withSubject('2147483647')), noParams)).status).toBe(200);
    for (const subject of ['2147483648', '0', '-7', '007', ' 7', '7e0']) {
      expect((await whoAmI(bearer(await withSubject(subject)), noParams)).status, subject).toBe(401);
    }
  });

  it('checks staff roles, revocation, deletion and demotion against the database', async () => {
    const { db } = testDb();
    const [admin] = await db
      .insert(staffUsers)
      .values({ nombre: 'Admin', email: 'admin@example.com', passwordHash: 'x', rol: 'ADMIN' })
      .returning();
    const [seller] = await db
      .insert(staffUsers)
      .values({ nombre: 'Vende', email: 'vende@example.com', passwordHash: 'x', rol: 'VENDEDOR' })
      .returning();
    const adminToken = await signStaffToken(admin);
    const sellerToken = await signStaffToken(seller);

    expect((await adminOnly(bearer(adminToken.token), noParams)).status).toBe(200);
    expect((await staffOnly(bearer(sellerToken.token), noParams)).status).toBe(200);
    expect((await adminOnly(bearer(sellerToken.token), noParams)).status).toBe(403);
    expect((await whoAmI(bearer(adminToken.token), noParams)).status).toBe(401);

    await db.insert(revokedTokens).values({ jti: sellerToken.jti, expiresAt: new Date(Date.now() + 3600_000) });
    expect((await staffOnly(bearer(sellerToken.token), noParams)).status).toBe(401);

    await db.update(staffUsers).set({ rol: 'VENDEDOR' }).where(eq(staffUsers.id, admin.id));
    expect((await staffOnly(bearer(adminToken.token), noParams)).status).toBe(401);

    const fresh = await signStaffToken({ ...admin, rol: 'VENDEDOR' });
    await db.delete(staffUsers).where(eq(staffUsers.id, admin.id));
    expect((await staffOnly(bearer(fresh.token), noParams)).status).toBe(401);
  });
});

describe('shared rate limits', () => {
  it('allows the limit, then answers 429 with Retry-After', async () => {
    const { db } = testDb();
    const rule = { key: 'test:ip:1.2.3.4', limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) expect((await hitRateLimit(db, rule)).allowed).toBe(true);
    const blocked = await hitRateLimit(db, rule);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfter).toBeGreaterThan(0);
    expect(blocked.retryAfter).toBeLessThanOrEqual(60);
    const error = await enforceRateLimits(db, [rule]).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(httpStatusOf(error)).toBe(429);
    expect(Number(error.headers['Retry-After'])).toBeGreaterThan(0);
  });

  it('starts a new window once the old one has passed', async () => {
    const { db } = testDb();
    const rule = { key: 'test:window', limit: 1, windowSeconds: 1 };
    expect((await hitRateLimit(db, rule)).allowed).toBe(true);
    expect((await hitRateLimit(db, rule)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await hitRateLimit(db, rule)).allowed).toBe(true);
  });
});
