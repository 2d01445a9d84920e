import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { getEnv } from '@/lib/env';
import { isPrivate, type RoutePolicy } from '@/lib/http/route';
import { customerProofKey } from '@/lib/storage/keys';
import { liveCustomerToken } from '../helpers/customers';
import { useTestDb } from '../helpers/db';
import { type ApiEndpoint, createApiFixtures, fillPattern, invokeRoute, loadApiEndpoints } from '../helpers/routes';
import { liveStaffToken } from '../helpers/staff';

/**
 * Every /api handler × every kind of caller, against what its declared policy promises:
 * public → never 401/403; customer → 401 unless a real customer token; staff → 401 unless a
 * live staff token, 403 for VENDEDOR on ADMIN-only routes. Forged, expired, edited and revoked
 * tokens must count as nobody. Plus: customer B gets a 404 on every resource customer A owns.
 */

type Principal = 'nobody' | 'customer' | 'VENDEDOR' | 'ADMIN';
type Identity = { name: string; is: Principal; token: () => Promise<string | null> };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A correctly signed token whose payload was changed afterwards (the signature no longer matches). */
function editClaims(token: string, edit: (claims: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  edit(claims);
  return `${header}.${b64(claims)}.${signature}`;
}

/** alg "none": no signature at all. */
const unsigned = (claims: Record<string, unknown>) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;

function sign(claims: Record<string, unknown>, secret: string, audience: string, exp: number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('store')
    .setAudience(audience)
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

/** What a policy promises a caller; null when the status is right. */
function wrongAnswer(policy: RoutePolicy, is: Principal, status: number, code: unknown): string | null {
  if (status >= 500) return `server error ${status}`;
  // A public route may still say 403 for its own reasons (a bad upload signature), never for the caller.
  if (policy.auth === 'public') return code === 'unauthorized' || code === 'forbidden' ? `public route refused (${status})` : null;
  if (policy.auth === 'customer') {
    if (is === 'customer') return status === 401 || status === 403 ? `customer refused (${status})` : null;
    return status === 401 ? null : `expected 401, got ${status}`;
  }
  if (is === 'VENDEDOR' || is === 'ADMIN') {
    if (!policy.roles.includes(is)) return status === 403 ? null : `expected 403, got ${status}`;
    return status === 401 || status === 403 ? `staff refused (${status})` : null;
  }
  return status === 401 ? null : `expected 401, got ${status}`;
}

const testDb = useTestDb();
let endpoints: ApiEndpoint[];
let fixtures: Awaited<ReturnType<typeof createApiFixtures>>;
let identities: Identity[];

beforeAll(async () => {
  endpoints = await loadApiEndpoints();
  const { db } = testDb();
  fixtures = await createApiFixtures(db);
  const { fx, customerA, customerB } = fixtures;
  const secret = getEnv().AUTH_SECRET;
  const wrongSecret = `${secret}-but-not-the-real-one`;
  const past = now() - 60;
  const future = now() + 3600;
  const adminClaims = { sub: String(fx.admin.user.id), jti: crypto.randomUUID(), rol: 'ADMIN', nombre: 'X', email: fx.admin.user.email };
  const customerClaims = { sub: String(customerA.id), name: 'Ana', email: customerA.email };
  // At the user's current session version: a logout-all call along the way must not end the next call's session.
  const staffToken = (user: typeof fx.admin.user) => liveStaffToken(db, user.id);

  // Logged out through the real route: its jti is on the revocation list.
  const revoked = await staffToken(fx.admin.user);
  const logout = endpoints.find((e) => e.pattern === '/api/admin/logout' && e.method === 'POST')!;
  expect((await invokeRoute(logout.handler, logout.pattern, { method: 'POST', token: revoked })).status).toBe(200);

  // Issue 19 §5: tokens whose sessions were all ended (customer A's, the VENDEDOR's) count as nobody.
  const endedCustomerToken = await liveCustomerToken(db, customerA.id);
  const endedStaffToken = await staffToken(fx.seller.user);
  const customerLogoutAll = endpoints.find((e) => e.pattern === '/api/customer/logout-all')!;
  const staffLogoutAll = endpoints.find((e) => e.pattern === '/api/admin/logout-all')!;
  expect(
    (await invokeRoute(customerLogoutAll.handler, customerLogoutAll.pattern, { method: 'POST', token: endedCustomerToken })).status,
  ).toBe(200);
  expect((await invokeRoute(staffLogoutAll.handler, staffLogoutAll.pattern, { method: 'POST', token: endedStaffToken })).status).toBe(200);

  const fixed = (token: string | null) => async () => token;
  identities = [
    { name: 'anonymous', is: 'nobody', token: fixed(null) },
    { name: 'garbage bearer', is: 'nobody', token: fixed('not-a-jwt') },
    {
      name: 'expired customer token',
      is: 'nobody',
      token: fixed(await sign({ name: 'Ana', email: customerA.email, sub: String(customerA.id) }, secret, 'customer', past)),
    },
    { name: 'expired staff token', is: 'nobody', token: fixed(await sign(adminClaims, secret, 'admin', past)) },
    {
      name: 'alg none customer token',
      is: 'nobody',
      token: fixed(unsigned({ ...customerClaims, iss: 'store', aud: 'customer', exp: future })),
    },
    { name: 'alg none staff token', is: 'nobody', token: fixed(unsigned({ ...adminClaims, iss: 'store', aud: 'admin', exp: future })) },
    { name: 'wrong-key customer token', is: 'nobody', token: fixed(await sign(customerClaims, wrongSecret, 'customer', future)) },
    { name: 'wrong-key staff token', is: 'nobody', token: fixed(await sign(adminClaims, wrongSecret, 'admin', future)) },
    {
      name: 'customer token, sub edited to B',
      is: 'nobody',
      token: fixed(editClaims(customerA.token, (c) => (c.sub = String(customerB.id)))),
    },
    {
      name: 'VENDEDOR token, rol edited to ADMIN',
      is: 'nobody',
      token: async () => editClaims(await staffToken(fx.seller.user), (c) => (c.rol = 'ADMIN')),
    },
    {
      name: 'VENDEDOR token, sub edited to the ADMIN',
      is: 'nobody',
      token: async () => editClaims(await staffToken(fx.seller.user), (c) => (c.sub = String(fx.admin.user.id))),
    },
    {
      name: 'staff token, audience edited to customer',
      is: 'nobody',
      token: async () => editClaims(await staffToken(fx.admin.user), (c) => (c.aud = 'customer')),
    },
    { name: 'logged-out (revoked) staff token', is: 'nobody', token: fixed(revoked) },
    // Customer B first: customer A's own calls may change or delete A's rows.
    { name: 'customer B', is: 'customer', token: () => liveCustomerToken(db, customerB.id) },
    { name: 'customer A', is: 'customer', token: () => liveCustomerToken(db, customerA.id) },
    // Signed before 'sign out on every device' (below): refused like any other dead token.
    { name: 'customer token from before logout-all', is: 'nobody', token: fixed(endedCustomerToken) },
    { name: 'staff token from before logout-all', is: 'nobody', token: fixed(endedStaffToken) },
    // A fresh staff token per call: calling logout must not revoke the token the next call uses.
    { name: 'VENDEDOR', is: 'VENDEDOR', token: () => staffToken(fx.seller.user) },
    { name: 'ADMIN', is: 'ADMIN', token: () => staffToken(fx.admin.user) },
  ];
});

describe('/api authorization matrix', () => {
  it('finds every route file and a policy on every handler', () => {
    const patterns = new Set(endpoints.map((e) => e.pattern));
    expect(patterns.size).toBeGreaterThanOrEqual(45);
    for (const pattern of [
      '/api/orders/[id]',
      '/api/admin/users/[id]',
      '/api/health',
      '/api/customer/upload-url',
      '/api/admin/orders/[id]/notes',
      '/api/admin/activity-log',
      // The catch-all of unknown paths: public, a JSON 404 for everyone.
      '/api/[...path]',
      '/api',
    ]) {
      expect(patterns).toContain(pattern);
    }
    for (const e of endpoints) expect(['public', 'customer', 'staff'], `${e.method} ${e.pattern}`).toContain(e.policy.auth);
  });

  it('serves the API document to anyone, cacheable: public and not private', () => {
    const openapi = endpoints.filter((e) => e.pattern === '/api/openapi.json');
    expect(openapi.map((e) => e.method)).toEqual(['GET']);
    expect(openapi[0].policy).toEqual({ auth: 'public' });
  });

  it('lets anyone share and open a shared cart (issue #23 §1): public, and not private (it names nobody)', () => {
    const shared = endpoints
      .filter((e) => e.pattern.startsWith('/api/shared-carts'))
      .map((e) => `${e.method} ${e.pattern} ${e.policy.auth}`);
    expect(shared.sort()).toEqual(['GET /api/shared-carts/[id] public', 'POST /api/shared-carts public']);
  });

  it('customer B gets 404 on every resource customer A owns; A gets it', async () => {
    const { customerA, customerB, addressA, unpaidOrderA, fx } = fixtures;
    const handler = (pattern: string, method: string) => endpoints.find((e) => e.pattern === pattern && e.method === method)!.handler;
    const address = {
      recipientName: 'Otra Persona',
      street: 'Carrera 1 # 2-3',
      city: 'Cúcuta',
      state: 'Norte de Santander',
      postalCode: '540001',
    };
    const orderParams = { id: String(unpaidOrderA.id) };
    const addressParams = { id: String(addressA.id) };
    const proof = { filename: customerProofKey(unpaidOrderA.id), contentType: 'image/webp' };
    const confirm = { paymentMethodId: fx.nequi, paymentConfirmationUrl: `/files/${customerProofKey(unpaidOrderA.id)}` };
    const calls = [
      { pattern: '/api/orders/[id]', method: 'GET', params: orderParams },
      { pattern: '/api/orders/[id]/confirm-payment', method: 'POST', params: orderParams, body: confirm },
      { pattern: '/api/customer/upload-url', method: 'POST', params: {}, body: proof },
      { pattern: '/api/addresses/[id]', method: 'PUT', params: addressParams, body: address },
      { pattern: '/api/addresses/[id]', method: 'DELETE', params: addressParams },
      // Issue 21: quoting delivery to another customer's address.
      {
        pattern: '/api/delivery/quote',
        method: 'POST',
        params: {},
        body: { shippingAddressId: addressA.id, items: [{ variantId: fx.sku['PLAT-UNI'], quantity: 1 }] },
      },
      // Issue 26 §3: another customer's order receipt (PDF).
      { pattern: '/api/orders/[id]/receipt', method: 'GET', params: orderParams },
      // Issue 26 §2: changing whom another customer's order is invoiced to.
      { pattern: '/api/orders/[id]/invoice-to', method: 'PUT', params: orderParams, body: { invoiceTo: 'person' } },
      // Issue 22 §3: cancelling another customer's order (last: A does not call it, it would cancel her order).
      { pattern: '/api/orders/[id]/cancel', method: 'POST', params: orderParams },
    ];
    const wrong: string[] = [];
    for (const call of calls) {
      const res = await invokeRoute(handler(call.pattern, call.method), fillPattern(call.pattern, call.params), {
        ...call,
        token: await liveCustomerToken(testDb().db, customerB.id),
      });
      if (res.status !== 404) wrong.push(`${call.method} ${call.pattern} as B: ${res.status} ${res.text.slice(0, 200)}`);
    }
    // The resources are real and still A's: A reads and edits them.
    for (const call of [calls[0], calls[2], calls[3], calls[5], calls[6]]) {
      const res = await invokeRoute(handler(call.pattern, call.method), fillPattern(call.pattern, call.params), {
        ...call,
        token: await liveCustomerToken(testDb().db, customerA.id),
      });
      if (res.status !== 200) wrong.push(`${call.method} ${call.pattern} as A: ${res.status} ${res.text.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('marks the token-answering logins and the payment link routes private, and nothing else public', () => {
    const privatePublic = endpoints.filter((e) => e.policy.auth === 'public' && isPrivate(e.policy)).map((e) => `${e.method} ${e.pattern}`);
    // Issue 23 §3: a payment link answers one order's details to whoever holds its token.
    expect(privatePublic.sort()).toEqual([
      'GET /api/pay/[token]',
      'POST /api/admin/login',
      'POST /api/auth/verify-code',
      'POST /api/pay/[token]/confirm-payment',
      'POST /api/pay/[token]/online-payment',
      'POST /api/pay/[token]/upload-url',
    ]);
  });

  // About 3,000 handler calls: on two busy cores that has taken more than the default 30 s, which
  // is load, not a failure.
  it(
    'answers every handler × identity as its policy says (0 wrong answers), private ones with private, no-store',
    { timeout: 120_000 },
    async () => {
      const wrong: string[] = [];
      const cacheable: string[] = [];
      let calls = 0;
      for (const endpoint of endpoints) {
        const params = fixtures.paramsFor(endpoint);
        const url = fillPattern(endpoint.pattern, params);
        for (const identity of identities) {
          const res = await invokeRoute(endpoint.handler, url, { method: endpoint.method, token: await identity.token(), params });
          calls++;
          const problem = wrongAnswer(endpoint.policy, identity.is, res.status, res.body?.code);
          if (problem) wrong.push(`${endpoint.method} ${url} as ${identity.name}: ${problem} ${res.text.slice(0, 160)}`);
          // Every answer, 401s and errors included: what a customer or staff route says is theirs alone.
          if (isPrivate(endpoint.policy) && res.headers.get('cache-control') !== 'private, no-store') {
            cacheable.push(
              `${endpoint.method} ${url} as ${identity.name}: ${res.status} Cache-Control ${res.headers.get('cache-control')}`,
            );
          }
        }
      }
      console.log(`authz matrix: ${endpoints.length} handlers × ${identities.length} identities = ${calls} calls`);
      expect(wrong).toEqual([]);
      expect(cacheable).toEqual([]);
      // The matrix walked every customer and staff route (not a vacuous pass).
      expect(endpoints.filter((e) => e.policy.auth === 'customer').length).toBeGreaterThanOrEqual(8);
      expect(endpoints.filter((e) => e.policy.auth === 'staff').length).toBeGreaterThanOrEqual(30);
    },
  );
});
