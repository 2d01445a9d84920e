import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signCustomerToken } from '@/lib/auth/tokens';
import { ROLE_TABLE, type RoleAccess } from '@/lib/auth/role-table';
import { policies } from '@/lib/http/route';
import { useTestDb } from '../helpers/db';
import { API_DIR, discoverRouteFiles, fillPattern, type HttpMethod, invokeRoute, loadRouteModule } from '../helpers/routes';
import { createStaffUser, liveStaffToken } from '../helpers/staff';

/**
 * Who may call each back-office operation: the role table (lib/auth/role-table.ts) the handlers
 * take their policy from, walked here for every route file with both roles. An operation missing
 * from the table, or a table row without a handler, fails the test, so a new route cannot ship
 * without someone deciding who may call it. The login is the one public back-office route.
 */
type Access = 'public' | 'signIn' | RoleAccess;
type Method = HttpMethod;

const ADMIN_API_DIR = path.join(API_DIR, 'admin');

const routes = discoverRouteFiles(ADMIN_API_DIR);
const operationOf = (route: string, method: Method) => `${method} /api/admin/${route.replace(/\[(\w+)\]/g, '{$1}')}`;
const accessOf = (route: string, method: Method): Access | undefined =>
  route === 'login' && method === 'POST' ? 'signIn' : (ROLE_TABLE as Record<string, RoleAccess>)[operationOf(route, method)];
const policyFor = { public: policies.public, signIn: policies.signIn, staff: policies.staff, admin: policies.admin } as const;

const testDb = useTestDb();
let tokenFor: Record<'customer' | 'VENDEDOR' | 'ADMIN', () => Promise<string>>;

beforeAll(async () => {
  const { db } = testDb();
  const seller = await createStaffUser(db, { rol: 'VENDEDOR' });
  const admin = await createStaffUser(db, { rol: 'ADMIN' });
  // A fresh token per call, at the user's current session version: calling logout (or
  // logout-all) must not end the session the next call uses.
  tokenFor = {
    customer: () => signCustomerToken({ id: 1, name: 'Cliente', email: 'cliente@example.com', sessionVersion: 1 }),
    VENDEDOR: () => liveStaffToken(db, seller.user.id),
    ADMIN: () => liveStaffToken(db, admin.user.id),
  };
});

describe('back-office authorization matrix', () => {
  it('discovers the route files', () => {
    expect(routes).toContain('users/[id]');
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it('has a row in the role table for every handler, and a handler for every row', async () => {
    const handlers = (await Promise.all(routes.map((route) => loadRouteModule(route, ADMIN_API_DIR, '/api/admin')))).flat();
    const operations = handlers.map((h) => operationOf(h.route, h.method));
    expect(operations.filter((op) => op !== 'POST /api/admin/login' && !(op in ROLE_TABLE))).toEqual([]);
    expect(Object.keys(ROLE_TABLE).filter((op) => !operations.includes(op))).toEqual([]);
  });

  it('gives a VENDEDOR no deletes but a customer address', () => {
    const sellerDeletes = Object.entries(ROLE_TABLE).filter(([op, access]) => op.startsWith('DELETE ') && access === 'staff');
    expect(sellerDeletes.map(([op]) => op)).toEqual(['DELETE /api/admin/customers/{id}/addresses/{addressId}']);
  });

  describe.each(routes)('/api/admin/%s', (route) => {
    it('declares the expected policy on every handler and enforces it', async () => {
      // Throws when a handler has no policy.
      const handlers = await loadRouteModule(route, ADMIN_API_DIR, '/api/admin');
      expect(handlers.length, 'exports at least one method handler').toBeGreaterThan(0);

      // Unknown ids in every dynamic segment: an allowed caller reaches a 404/400/415, never a change.
      const params = Object.fromEntries(handlers[0].paramNames.map((name) => [name, '999999']));
      const url = fillPattern(handlers[0].pattern, params);

      for (const { method, handler } of handlers) {
        const label = `${method} ${url}`;
        expect(handler.policy, `${label} has no policy`).toBeDefined();
        const access = accessOf(route, method);
        expect(access, `${label} is missing from the table`).toBeDefined();
        expect(handler.policy, label).toEqual(policyFor[access!]);

        const call = async (token?: string) => (await invokeRoute(handler, url, { method, token, params })).status;
        const anonymous = await call();
        const customer = await call(await tokenFor.customer());
        const seller = await call(await tokenFor.VENDEDOR());
        const admin = await call(await tokenFor.ADMIN());

        if (access === 'public' || access === 'signIn') {
          for (const status of [anonymous, customer, seller, admin]) expect([401, 403], label).not.toContain(status);
          continue;
        }
        expect(anonymous, `${label} without a token`).toBe(401);
        expect(customer, `${label} with a customer token`).toBe(401);
        if (access === 'admin') expect(seller, `${label} as VENDEDOR`).toBe(403);
        else expect([401, 403], `${label} as VENDEDOR`).not.toContain(seller);
        expect([401, 403], `${label} as ADMIN`).not.toContain(admin);
      }
    });
  });
});

describe("'Nuevo pedido': a line's unit price is ADMIN's (issue 23 §2)", () => {
  it('answers 403 to a VENDEDOR who sends one (whatever else the body holds), never to an ADMIN', async () => {
    const [{ handler, pattern }] = (await loadRouteModule('orders', ADMIN_API_DIR, '/api/admin')).filter((h) => h.method === 'POST');
    const body = {
      source: 'whatsapp',
      customerId: 999999,
      shippingAddressId: 999999,
      items: [{ variantId: 999999, quantity: 1, unitPrice: 100, priceReason: 'Descuento' }],
    };
    const as = async (token?: string) => (await invokeRoute(handler, pattern, { method: 'POST', token, body })).status;
    expect(await as()).toBe(401);
    expect(await as(await tokenFor.customer())).toBe(401);
    expect(await as(await tokenFor.VENDEDOR())).toBe(403);
    // The ADMIN passes the role check and meets the unknown customer (400), not a 403.
    expect(await as(await tokenFor.ADMIN())).toBe(400);
  });
});
