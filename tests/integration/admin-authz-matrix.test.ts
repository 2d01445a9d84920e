import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signCustomerToken } from '@/lib/auth/tokens';
import { policies } from '@/lib/http/route';
import { useTestDb } from '../helpers/db';
import { API_DIR, discoverRouteFiles, fillPattern, type HttpMethod, invokeRoute, loadRouteModule } from '../helpers/routes';
import { createStaffUser, liveStaffToken } from '../helpers/staff';

/**
 * Who may call each back-office route (DESIGN.md "Staff login and roles"): ADMIN everything;
 * VENDEDOR the catalogue, inventory, orders, shipments and their own session; users and
 * payment methods are ADMIN only, and so are changes to the delivery rules (issue 21), deleting
 * products and categories, refunds and the activity log (issue 25 §5-6). A route file that is not listed here fails the test, so a new
 * route cannot ship without someone deciding who may call it.
 */
/** 'signIn': public, but its answer (a token) is private. */
type Access = 'public' | 'signIn' | 'staff' | 'admin';
type Method = HttpMethod;

const EXPECTED: Record<string, Access | Partial<Record<Method, Access>>> = {
  login: 'signIn',
  logout: 'staff',
  // Issue 19 §5, beyond the spec: 'cerrar todas las sesiones' for oneself, and an ADMIN's for any user.
  'logout-all': 'staff',
  profile: 'staff',
  users: 'admin',
  'users/[id]': 'admin',
  'users/[id]/logout-all': 'admin',
  categories: 'staff',
  // Issue 25 §5: VENDEDOR edits categories but only an ADMIN deletes one (and its subcategories).
  'categories/[id]': { PUT: 'staff', DELETE: 'admin' },
  attributes: 'staff',
  'attributes/[id]': 'staff',
  'attributes/[id]/values': 'staff',
  'attributes/[id]/values/[valueId]': 'staff',
  products: 'staff',
  // Issue 25 §5: VENDEDOR edits products (without costs) but only an ADMIN deletes one.
  'products/[id]': { GET: 'staff', PUT: 'staff', DELETE: 'admin' },
  // Issue 24 §5: restoring an archived product and the price and stock grid are catalogue work: VENDEDOR too.
  'products/[id]/restore': 'staff',
  'products/[id]/variants': 'staff',
  providers: 'staff',
  'providers/[id]': 'staff',
  // Issue 20 item 6: the store search's synonyms are catalogue work (DESIGN.md: VENDEDOR edits the catalogue).
  'search-synonyms': 'staff',
  'search-synonyms/[id]': 'staff',
  inventory: 'staff',
  'inventory/[variantId]': 'staff',
  // Issue 24 §3-4: CSV import and export and bulk prices are catalogue work: VENDEDOR too.
  'catalog/export': 'staff',
  'catalog/import': 'staff',
  'catalog/import/apply': 'staff',
  'catalog/import/progress': 'staff',
  'bulk-prices/preview': 'staff',
  'bulk-prices/apply': 'staff',
  // Issue 24 §1-2: stock is VENDEDOR work (DESIGN.md): receive, adjust, history, thresholds, 'Reponer'.
  'inventory/[variantId]/receive': 'staff',
  'inventory/[variantId]/adjust': 'staff',
  'inventory/[variantId]/movements': 'staff',
  'inventory/[variantId]/restock-settings': 'staff',
  reorder: 'staff',
  'reorder/export': 'staff',
  'payment-methods': 'admin',
  'payment-methods/[id]': 'admin',
  // payment-methods/ keys are refused to VENDEDOR inside the route (403), see admin-inventory-payment.
  'upload-url': 'staff',
  // Spec 2 §7 order and shipment calls: VENDEDOR work.
  orders: 'staff',
  'orders/[id]': 'staff',
  'orders/[id]/approve': 'staff',
  'orders/[id]/reject': 'staff',
  // Issue 34 §2: cancelling an unpaid order is order work, so VENDEDOR too.
  'orders/[id]/cancel': 'staff',
  'orders/[id]/shipments': 'staff',
  shipments: 'staff',
  'shipments/[id]': 'staff',
  // DESIGN.md "Orders" beyond the spec's calls: refund, preparing, delivery, and the dashboard.
  // Issue 25 §5: refunds are ADMIN only.
  'orders/[id]/refund': 'admin',
  'orders/[id]/processing': 'staff',
  // Issue 25 §3: internal notes are order work, so VENDEDOR too (customers and anonymous: 401).
  'orders/[id]/notes': 'staff',
  'shipments/[id]/deliver': 'staff',
  dashboard: 'staff',
  // Issue 25 §4: reports for both roles; cost and margin figures only reach ADMIN (admin-reports.test.ts).
  'reports/sales': 'staff',
  'reports/top': 'staff',
  'reports/breakdown': 'staff',
  // Issue 21: staff read the delivery rules; only ADMIN changes them.
  'delivery-rules': 'staff',
  'delivery-rules/pickup': 'admin',
  'delivery-zones': 'admin',
  'delivery-zones/[id]': 'admin',
  'shipping-rate-groups': 'admin',
  'shipping-rate-groups/[id]': 'admin',
  // Issue 21: cash on delivery paid to the driver, and the delivery fee of an unpaid order (order work: VENDEDOR too).
  'orders/[id]/cash-payment': 'staff',
  'orders/[id]/shipping-fee': 'staff',
  // Issue 25 §6: the staff activity log is ADMIN only.
  'activity-log': 'admin',
  // Issue 22 §2: the store-wide settings (the low-stock threshold): staff read them, only ADMIN changes them.
  settings: { GET: 'staff', PATCH: 'admin' },
  // Issue 26: IVA collected per rate is the accountant's, so ADMIN only.
  'reports/iva': 'admin',
  // Issue 23 §4: customers (find, view, create, edit, addresses) are both roles' work.
  customers: 'staff',
  'customers/[id]': 'staff',
  'customers/[id]/addresses': 'staff',
  'customers/[id]/addresses/[addressId]': 'staff',
  // Issue 26 §3: any order's receipt (PDF) is order work, so VENDEDOR too.
  'orders/[id]/receipt': 'staff',
  // Issue 23 §2 'Nuevo pedido': staff take orders (both roles; an ADMIN alone may change a price,
  // refused inside the service with 403, tested in staff-orders.test.ts and below).
  'new-order/products': 'staff',
  'new-order/quote': 'staff',
  'new-order/customers/[id]': 'staff',
  // Issue 26 §4: 'Reintentar' a failed electronic invoice is order work (whoever approves payments).
  'orders/[id]/invoice/retry': 'staff',
  // 'Reintentar' a failed credit note belongs to the refund, which is ADMIN only.
  'orders/[id]/credit-note/retry': 'admin',
};

const ADMIN_API_DIR = path.join(API_DIR, 'admin');

const routes = discoverRouteFiles(ADMIN_API_DIR);
const accessOf = (route: string, method: Method): Access | undefined => {
  const entry = EXPECTED[route];
  return typeof entry === 'string' ? entry : entry?.[method];
};
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

  it('has an explicit access rule for every route file', () => {
    expect(routes.filter((route) => !(route in EXPECTED))).toEqual([]);
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
