import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import type { Db } from '../../db/client';
import { signPaymentLinkToken } from '../../lib/auth/payment-link';
import { attributeValues, deliveryZones, providers, searchSynonyms, sharedCarts, shippingRateGroups } from '../../db/schema';
import type { RouteHandler, RoutePolicy } from '../../lib/http/route';
import { createShipment } from '../../lib/services/admin/shipments';
import { createAddress } from './customers';
import { createOrderFixture, paidOrder, placeTestOrder } from './orders';
import { createStaffUser } from './staff';

/**
 * The /api surface as the tests see it: every route.ts under app/api, found on disk (so a new
 * route file is covered without anyone listing it), imported, with each exported method handler
 * and the `policy` the apiRoute wrapper attached to it.
 */
export const API_DIR = path.join(process.cwd(), 'app', 'api');
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Every directory under `dir` holding a route file, relative to `base` ('admin/users/[id]'). */
export function discoverRouteFiles(dir = API_DIR, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return discoverRouteFiles(full, base);
      return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path.relative(base, dir).split(path.sep).join('/')] : [];
    })
    .sort();
}

export type ApiEndpoint = {
  /** Path of the route file's directory below `base` ('orders/[id]'). */
  route: string;
  /** URL pattern ('/api/orders/[id]'). */
  pattern: string;
  method: HttpMethod;
  handler: RouteHandler;
  policy: RoutePolicy;
  /** Names of the dynamic segments, in order ('id', 'valueId'). */
  paramNames: string[];
};

/** Imports one route file and lists its method handlers. A handler without a policy throws. */
export async function loadRouteModule(route: string, base = API_DIR, urlPrefix = '/api'): Promise<ApiEndpoint[]> {
  const mod = (await import(path.join(base, route, 'route.ts'))) as Record<string, unknown>;
  const pattern = route ? `${urlPrefix}/${route}` : urlPrefix;
  const paramNames = [...route.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map(([, name]) => name);
  return HTTP_METHODS.filter((method) => typeof mod[method] === 'function').map((method) => {
    const handler = mod[method] as RouteHandler;
    if (!handler.policy) throw new Error(`${method} ${pattern} has no policy (wrap it in apiRoute)`);
    return { route, pattern, method, handler, policy: handler.policy, paramNames };
  });
}

/** Every method handler of every route file under app/api. */
export async function loadApiEndpoints(base = API_DIR, urlPrefix = '/api'): Promise<ApiEndpoint[]> {
  const all: ApiEndpoint[] = [];
  for (const route of discoverRouteFiles(base)) all.push(...(await loadRouteModule(route, base, urlPrefix)));
  return all;
}

/** The URL of a pattern with its dynamic segments filled (values URL-encoded). */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? '1'));
}

export type InvokeOptions = {
  method?: string;
  token?: string | null;
  /** An object is sent as JSON; a string or Buffer as is (with `contentType` if given). */
  body?: unknown;
  contentType?: string | null;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
};

export type InvokeResult = { status: number; headers: Headers; text: string; body: any };

/** Calls a route handler the way Next.js would, and reads the answer (JSON when it parses). */
export async function invokeRoute(handler: RouteHandler, url: string, options: InvokeOptions = {}): Promise<InvokeResult> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? '10.9.0.1', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array | undefined;
  if (options.body !== undefined) {
    const raw = typeof options.body === 'string' || options.body instanceof Uint8Array;
    body = raw ? (options.body as string | Uint8Array) : JSON.stringify(options.body);
    const type = options.contentType === undefined ? 'application/json' : options.contentType;
    if (type !== null) headers['content-type'] = type;
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const req = new NextRequest(new URL(url, 'http://localhost'), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : (body as BodyInit | undefined),
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: parsed };
}

/**
 * Real rows for the dynamic segments of every /api route, all owned by customer A where a
 * customer owns them. `paramsFor(route)` gives the params of a route ('1' where none exists).
 */
export async function createApiFixtures(db: Db) {
  const fx = await createOrderFixture(db);
  const customerA = fx.ana;
  const customerB = fx.beto;
  const addressA = await createAddress(db, customerA.id, { isDefault: false, recipientName: 'Dirección de A' });
  const unpaidOrderA = await placeTestOrder(fx, customerA, [['PLAT-UNI', 2]]);
  const paidOrderA = await paidOrder(fx, customerA, [['PLAT-UNI', 1]]);
  const shipment = await createShipment(
    paidOrderA.id,
    { shippingMethod: 'local_delivery', driverName: 'Carlos', licensePlate: 'ABC123' },
    fx.admin.user,
  );
  const [provider] = await db.insert(providers).values({ name: 'Proveedor de prueba' }).returning();
  const [synonym] = await db
    .insert(searchSynonyms)
    .values({ terms: ['pitillo', 'pajilla'], keys: ['pitillo', 'pajilla'] })
    .returning();
  const [value] = await db.select().from(attributeValues).limit(1);
  // Routes that delete or edit staff users get a user of their own, not one the tests log in as.
  const spareStaff = await createStaffUser(db, { rol: 'VENDEDOR', nombre: 'Vendedor de sobra' });
  const variantId = fx.sku['VASO-BLA-7OZ-UNI'];
  // Issue 21: one delivery zone and one national rate group for the rules' [id] routes.
  const [zone] = await db
    .insert(deliveryZones)
    .values({ name: 'Zona de prueba', municipalityCodes: ['54001'], fee: 5000, weekdays: [1, 2, 3, 4, 5] })
    .returning();
  const [rateGroup] = await db
    .insert(shippingRateGroups)
    .values({ name: 'Grupo de prueba', departmentCodes: ['05'], fee: 18000, transitDaysMin: 2, transitDaysMax: 4 })
    .returning();
  // Issue #23 §1: a shared cart, so GET /api/shared-carts/{id} answers 200 to everyone.
  const sharedCartId = 'AbCdEfGhIjKlMnOpQrStUv';
  await db.insert(sharedCarts).values({
    id: sharedCartId,
    lines: [
      {
        variantId,
        productId: fx.catalog.products.vaso.id,
        quantity: 2,
        unitPrice: 150,
        productName: 'Vaso',
        variantLabel: 'Blanco / 7 oz',
        sku: 'VASO-BLA-7OZ-UNI',
        imageUrl: null,
      },
    ],
    expiresAt: new Date(Date.now() + 86_400_000),
  });

  // Issue 23 §3: a payment link's token for A's unpaid order (the token in the path is the credential).
  const payToken = await signPaymentLinkToken({ id: unpaidOrderA.id, expiresAt: new Date(Date.now() + 72 * 3600_000) });

  const byRoute: Record<string, Record<string, string>> = {
    'pay/[token]': { token: payToken },
    'pay/[token]/upload-url': { token: payToken },
    'pay/[token]/confirm-payment': { token: payToken },
    'pay/[token]/online-payment': { token: payToken },
    'addresses/[id]': { id: String(addressA.id) },
    'orders/[id]': { id: String(unpaidOrderA.id) },
    'orders/[id]/confirm-payment': { id: String(unpaidOrderA.id) },
    'orders/[id]/cancel': { id: String(unpaidOrderA.id) },
    'orders/[id]/online-payment': { id: String(unpaidOrderA.id) },
    'products/[id]': { id: String(fx.catalog.products.plato.id) },
    'admin/attributes/[id]': { id: String(value.attributeId) },
    'admin/attributes/[id]/values': { id: String(value.attributeId) },
    'admin/attributes/[id]/values/[valueId]': { id: String(value.attributeId), valueId: String(value.id) },
    'admin/categories/[id]': { id: String(fx.catalog.categories.bio.id) },
    // Issue 23 §4: customer A and A's address.
    'admin/customers/[id]': { id: String(customerA.id) },
    'admin/customers/[id]/addresses': { id: String(customerA.id) },
    'admin/customers/[id]/addresses/[addressId]': { id: String(customerA.id), addressId: String(addressA.id) },
    'admin/inventory/[variantId]': { variantId: String(variantId) },
    'admin/inventory/[variantId]/receive': { variantId: String(variantId) },
    'admin/inventory/[variantId]/adjust': { variantId: String(variantId) },
    'admin/inventory/[variantId]/movements': { variantId: String(variantId) },
    'admin/inventory/[variantId]/restock-settings': { variantId: String(variantId) },
    'admin/orders/[id]': { id: String(paidOrderA.id) },
    'admin/orders/[id]/approve': { id: String(unpaidOrderA.id) },
    'admin/orders/[id]/reject': { id: String(unpaidOrderA.id) },
    'admin/orders/[id]/refund': { id: String(paidOrderA.id) },
    'admin/orders/[id]/partial-refunds': { id: String(paidOrderA.id) },
    'admin/orders/[id]/processing': { id: String(paidOrderA.id) },
    'admin/orders/[id]/shipments': { id: String(paidOrderA.id) },
    'admin/orders/[id]/notes': { id: String(paidOrderA.id) },
    'admin/orders/[id]/online-payment': { id: String(unpaidOrderA.id) },
    'admin/payment-methods/[id]': { id: String(fx.nequi) },
    'admin/products/[id]': { id: String(fx.catalog.products.cuchara.id) },
    'admin/providers/[id]': { id: String(provider.id) },
    'admin/search-synonyms/[id]': { id: String(synonym.id) },
    'admin/shipments/[id]': { id: String(shipment.id) },
    'admin/shipments/[id]/deliver': { id: String(shipment.id) },
    'admin/users/[id]': { id: String(spareStaff.user.id) },
    'admin/delivery-zones/[id]': { id: String(zone.id) },
    'admin/shipping-rate-groups/[id]': { id: String(rateGroup.id) },
    'shared-carts/[id]': { id: sharedCartId },
  };

  const paramsFor = (endpoint: Pick<ApiEndpoint, 'route' | 'paramNames'>): Record<string, string> =>
    Object.fromEntries(endpoint.paramNames.map((name) => [name, byRoute[endpoint.route]?.[name] ?? '1']));

  return { fx, customerA, customerB, addressA, unpaidOrderA, paidOrderA, shipment, provider, spareStaff, paramsFor };
}
