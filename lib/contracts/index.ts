import { addresses, auth, consent, profile } from './account';
import { adminAuth, adminUsers } from './admin/auth';
import { adminAttributes, adminCategories, adminProducts, adminProviders, adminSearchSynonyms } from './admin/catalog';
import { adminCustomers, adminDelivery, adminInventory, adminPaymentMethods, adminReports, adminSettings } from './admin/operations';
import { adminOrders } from './admin/orders';
import { cart, paymentLinks } from './cart';
import { catalog } from './catalog';
import { fillPath, type Operation } from './operation';
import { adminOnlinePayments, onlinePayments } from './online-payments';
import { orders } from './orders';
import { system } from './system';

/**
 * Every operation of /api, by resource. The storefront's first, then the back office's: the
 * order the reference page and /api/openapi.json list them in. A route file with a method not
 * here (or an entry with no route) fails tests/unit/openapi-coverage.test.ts.
 */
export const contracts = {
  catalog,
  auth,
  orders,
  addresses,
  profile,
  consent,
  cart,
  paymentLinks,
  onlinePayments,
  system,
  adminAuth,
  adminUsers,
  adminProducts,
  adminAttributes,
  adminCategories,
  adminProviders,
  adminSearchSynonyms,
  adminOrders,
  adminInventory,
  adminCustomers,
  adminDelivery,
  adminPaymentMethods,
  adminReports,
  adminOnlinePayments,
  adminSettings,
} as const;

export const operations: readonly Operation[] = Object.values(contracts).flatMap((resource) => Object.values(resource) as Operation[]);

type Matcher = { operation: Operation; pattern: RegExp; literalLength: number };

let matchers: Matcher[] | null = null;

/**
 * The operation a request is for: its method and path, matched against the templates. A literal
 * segment wins over a parameter ('/api/products/availability' is not '/api/products/{id}').
 */
export function findOperation(method: string, pathname: string): Operation | null {
  matchers ??= operations
    .map((operation) => ({
      operation,
      pattern: new RegExp(`^${operation.path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}/?$`),
      literalLength: operation.path.replace(/\{\w+\}/g, '').length,
    }))
    .sort((a, b) => b.literalLength - a.literalLength);
  const upper = method.toUpperCase();
  return matchers.find((m) => m.operation.method === upper && m.pattern.test(pathname))?.operation ?? null;
}

export { fillPath };
export type { Operation };
