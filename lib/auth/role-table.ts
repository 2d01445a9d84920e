/**
 * Who may call each back-office operation: the one role table. The route handlers take their
 * policy from it (`staffPolicy('DELETE /api/admin/providers/{id}')`), the authorization matrix
 * test walks every route against it with both roles, and the README's role table is rendered from
 * it (`renderRoleTable`, checked by tests/unit/role-table.test.ts). Pure: no I/O, usable anywhere.
 *
 * `staff`: ADMIN and VENDEDOR. `admin`: ADMIN only. A VENDEDOR deletes nothing from the
 * catalogue, the users or the settings (what a delete strips, an attribute's values from every
 * variant or a provider from its products, is not undone); the one delete both roles have is a
 * customer's address, which is the customer's own data that staff keep on their behalf (its order
 * lines keep their copy of it).
 *
 * Some operations are open to both roles but change prices in what they save: those parts need
 * the `changePrices` permission (`PRICE_OPERATIONS`), ADMIN's by default; the store setting
 * `sellersChangePrices` grants it to VENDEDOR (docs/store-settings.md).
 */
export type RoleAccess = 'staff' | 'admin';

export const ROLE_TABLE = {
  'GET /api/admin/activity-log': 'admin',
  'GET /api/admin/attributes': 'staff',
  'POST /api/admin/attributes': 'staff',
  'PUT /api/admin/attributes/{id}': 'staff',
  'DELETE /api/admin/attributes/{id}': 'admin',
  'POST /api/admin/attributes/{id}/values': 'staff',
  'PUT /api/admin/attributes/{id}/values/{valueId}': 'staff',
  'DELETE /api/admin/attributes/{id}/values/{valueId}': 'admin',
  'POST /api/admin/bulk-prices/apply': 'staff',
  'POST /api/admin/bulk-prices/preview': 'staff',
  'GET /api/admin/catalog/export': 'staff',
  'POST /api/admin/catalog/import': 'staff',
  'POST /api/admin/catalog/import/apply': 'staff',
  'GET /api/admin/catalog/import/progress': 'staff',
  'GET /api/admin/categories': 'staff',
  'POST /api/admin/categories': 'staff',
  'PUT /api/admin/categories/{id}': 'staff',
  'DELETE /api/admin/categories/{id}': 'admin',
  'GET /api/admin/customers': 'staff',
  'POST /api/admin/customers': 'staff',
  'GET /api/admin/customers/{id}': 'staff',
  'PATCH /api/admin/customers/{id}': 'staff',
  'POST /api/admin/customers/{id}/addresses': 'staff',
  'PATCH /api/admin/customers/{id}/addresses/{addressId}': 'staff',
  'DELETE /api/admin/customers/{id}/addresses/{addressId}': 'staff',
  'GET /api/admin/dashboard': 'staff',
  'GET /api/admin/delivery-rules': 'staff',
  'PUT /api/admin/delivery-rules/pickup': 'admin',
  'POST /api/admin/delivery-zones': 'admin',
  'PUT /api/admin/delivery-zones/{id}': 'admin',
  'DELETE /api/admin/delivery-zones/{id}': 'admin',
  'GET /api/admin/inventory': 'staff',
  'PATCH /api/admin/inventory/{variantId}': 'staff',
  'POST /api/admin/inventory/{variantId}/adjust': 'staff',
  'GET /api/admin/inventory/{variantId}/movements': 'staff',
  'POST /api/admin/inventory/{variantId}/receive': 'staff',
  'PATCH /api/admin/inventory/{variantId}/restock-settings': 'staff',
  'POST /api/admin/logout': 'staff',
  'POST /api/admin/logout-all': 'staff',
  'GET /api/admin/new-order/customers/{id}': 'staff',
  'GET /api/admin/new-order/products': 'staff',
  'POST /api/admin/new-order/quote': 'staff',
  'GET /api/admin/online-payments': 'admin',
  'GET /api/admin/orders': 'staff',
  'POST /api/admin/orders': 'staff',
  'GET /api/admin/orders/{id}': 'staff',
  'POST /api/admin/orders/{id}/approve': 'staff',
  'POST /api/admin/orders/{id}/cancel': 'staff',
  'POST /api/admin/orders/{id}/cash-payment': 'staff',
  'POST /api/admin/orders/{id}/credit-note/retry': 'admin',
  'POST /api/admin/orders/{id}/invoice/retry': 'staff',
  'POST /api/admin/orders/{id}/notes': 'staff',
  'POST /api/admin/orders/{id}/online-payment': 'staff',
  'POST /api/admin/orders/{id}/processing': 'staff',
  'GET /api/admin/orders/{id}/receipt': 'staff',
  'POST /api/admin/orders/{id}/partial-refunds': 'admin',
  'POST /api/admin/orders/{id}/refund': 'admin',
  'POST /api/admin/orders/{id}/reject': 'staff',
  'POST /api/admin/orders/{id}/shipments': 'staff',
  'PUT /api/admin/orders/{id}/shipping-fee': 'staff',
  'GET /api/admin/payment-methods': 'admin',
  'POST /api/admin/payment-methods': 'admin',
  'PUT /api/admin/payment-methods/{id}': 'admin',
  'DELETE /api/admin/payment-methods/{id}': 'admin',
  'GET /api/admin/products': 'staff',
  'POST /api/admin/products': 'staff',
  'GET /api/admin/products/{id}': 'staff',
  'PUT /api/admin/products/{id}': 'staff',
  'DELETE /api/admin/products/{id}': 'admin',
  'POST /api/admin/products/{id}/restore': 'staff',
  'PUT /api/admin/products/{id}/variants': 'staff',
  'GET /api/admin/profile': 'staff',
  'GET /api/admin/providers': 'staff',
  'POST /api/admin/providers': 'staff',
  'PUT /api/admin/providers/{id}': 'staff',
  'DELETE /api/admin/providers/{id}': 'admin',
  'GET /api/admin/reorder': 'staff',
  'GET /api/admin/reorder/export': 'staff',
  'GET /api/admin/reports/breakdown': 'staff',
  'GET /api/admin/reports/iva': 'admin',
  'GET /api/admin/reports/sales': 'staff',
  'GET /api/admin/reports/top': 'staff',
  'GET /api/admin/search-synonyms': 'staff',
  'POST /api/admin/search-synonyms': 'staff',
  'PUT /api/admin/search-synonyms/{id}': 'staff',
  'DELETE /api/admin/search-synonyms/{id}': 'admin',
  'GET /api/admin/settings': 'staff',
  'PATCH /api/admin/settings': 'admin',
  'GET /api/admin/shipments': 'staff',
  'PUT /api/admin/shipments/{id}': 'staff',
  'POST /api/admin/shipments/{id}/deliver': 'staff',
  'POST /api/admin/shipping-rate-groups': 'admin',
  'PUT /api/admin/shipping-rate-groups/{id}': 'admin',
  'DELETE /api/admin/shipping-rate-groups/{id}': 'admin',
  'POST /api/admin/upload-url': 'staff',
  'GET /api/admin/users': 'admin',
  'POST /api/admin/users': 'admin',
  'GET /api/admin/users/{id}': 'admin',
  'PUT /api/admin/users/{id}': 'admin',
  'DELETE /api/admin/users/{id}': 'admin',
  'POST /api/admin/users/{id}/logout-all': 'admin',
} as const satisfies Record<string, RoleAccess>;

export type StaffOperation = keyof typeof ROLE_TABLE;

/** The operations that save prices: a VENDEDOR needs the `sellersChangePrices` setting for the price part. */
export const PRICE_OPERATIONS = {
  'POST /api/admin/bulk-prices/apply': 'the whole call',
  'POST /api/admin/catalog/import/apply': 'rows whose price or sale price differs from the catalogue',
  'PUT /api/admin/products/{id}': 'a variant whose price or sale price changes',
  'PUT /api/admin/products/{id}/variants': 'a row whose price or sale price changes',
  'PATCH /api/admin/inventory/{variantId}': 'the price and sale price fields',
} as const satisfies Partial<Record<StaffOperation, string>>;

/** Whether a role may call an operation (the screens hide what it may not). */
export function mayCall(rol: 'ADMIN' | 'VENDEDOR' | null | undefined, operation: StaffOperation): boolean {
  return rol === 'ADMIN' || (rol === 'VENDEDOR' && ROLE_TABLE[operation] === 'staff');
}

const ROLES: Record<RoleAccess, string> = { staff: 'ADMIN, VENDEDOR', admin: 'ADMIN' };

/** The README's table: every operation a VENDEDOR may not call, then the ones that save prices. */
export function renderRoleTable(): string {
  const rows: [string, string][] = [];
  for (const [operation, access] of Object.entries(ROLE_TABLE)) if (access === 'admin') rows.push([`\`${operation}\``, ROLES.admin]);
  for (const [operation, what] of Object.entries(PRICE_OPERATIONS)) {
    rows.push([`\`${operation}\` (${what})`, 'ADMIN; VENDEDOR with `sellersChangePrices`']);
  }
  const header: [string, string] = ['operation', 'who'];
  const widths = [0, 1].map((i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row: [string, string]) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}
