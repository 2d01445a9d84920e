/**
 * What each staff role may do (issue 25 §5, docs/backoffice.md "Roles"). One table, read by the
 * route handlers (403 whatever the screen shows), the screens (what to hide) and the user form
 * (what to explain). Pure: no I/O, usable on both sides.
 *
 * ADMIN: everything. VENDEDOR: orders, customers, catalogue edits and stock, reports without cost
 * or margin figures; never cost prices or margins, deleting products or categories, refunds,
 * users, payment methods or delivery rules, nor the activity log.
 */
export type StaffRoleName = 'ADMIN' | 'VENDEDOR';

export const STAFF_PERMISSIONS = {
  /** Cost prices (variants, inventory, CSV, stock receipts) and margins. */
  seeCosts: ['ADMIN'],
  deleteProducts: ['ADMIN'],
  deleteCategories: ['ADMIN'],
  refundOrders: ['ADMIN'],
  manageUsers: ['ADMIN'],
  managePaymentMethods: ['ADMIN'],
  manageDeliveryRules: ['ADMIN'],
  readActivityLog: ['ADMIN'],
  /** Issue 23 §4: the 'Clientes' section (find, view, create and edit customers): both roles. */
  viewCustomers: ['ADMIN', 'VENDEDOR'],
  manageCustomers: ['ADMIN', 'VENDEDOR'],
  /** Issue 23 §2: take an order for a customer ('Nuevo pedido': WhatsApp, phone, counter). */
  takeOrders: ['ADMIN', 'VENDEDOR'],
  /** Issue 23 §2: change a line's unit price when taking an order (with a reason, in the history). */
  overrideOrderPrices: ['ADMIN'],
} as const satisfies Record<string, readonly StaffRoleName[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function can(rol: StaffRoleName | null | undefined, permission: StaffPermission): boolean {
  return rol !== null && rol !== undefined && (STAFF_PERMISSIONS[permission] as readonly StaffRoleName[]).includes(rol);
}

/** A VENDEDOR changes prices only when the store setting `sellersChangePrices` lets them (docs/store-settings.md). */
export function mayChangePrices(rol: StaffRoleName, sellersChangePrices: boolean): boolean {
  return rol === 'ADMIN' || sellersChangePrices;
}

type Prices = { price: number; salePrice: number | null };

/**
 * Whether a save changes a stored variant's price or sale price: `stored` by variant id; a row
 * without an id is a new variant (its first price is no change), an absent field keeps its value.
 */
export function changesPrices(
  stored: ReadonlyMap<number, Prices>,
  rows: { id: number | null; price?: number; salePrice?: number | null }[],
): boolean {
  return rows.some((row) => {
    const before = row.id === null ? undefined : stored.get(row.id);
    if (!before) return false;
    return (row.price !== undefined && row.price !== before.price) || (row.salePrice !== undefined && row.salePrice !== before.salePrice);
  });
}

/** The row without its cost price: the key is absent, not null, so a form cannot send it back blank. */
export function withoutCostPrice<T extends { costPrice: unknown }>(row: T): Omit<T, 'costPrice'> {
  const { costPrice: _costPrice, ...rest } = row;
  return rest;
}

/** A product (or anything with variants) as a role may see it. */
export function productForRole<T extends { variants: { costPrice: unknown }[] }>(product: T, rol: StaffRoleName): T {
  return can(rol, 'seeCosts') ? product : { ...product, variants: product.variants.map(withoutCostPrice) as T['variants'] };
}

/** One row (an inventory row, a variant) as a role may see it. */
export function rowForRole<T extends { costPrice: unknown }>(row: T, rol: StaffRoleName): T | Omit<T, 'costPrice'> {
  return can(rol, 'seeCosts') ? row : withoutCostPrice(row);
}
