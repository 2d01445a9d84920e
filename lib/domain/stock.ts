/**
 * Stock ledger rules (docs/stock.md). Pure: no I/O, shared by the services, the routes' schemas
 * and the admin screens.
 */

/**
 * Why a variant's units on hand changed; every row of stock_movements has one. Orders reserve
 * and release without touching on hand (docs/stock.md): the reasons from 'order_reservation' to
 * 'refund' are rows written before migration 0029, when placing an order took the units off the
 * stock at once; 'reserved_on_migration' is the row that migration wrote to put back the units of
 * the orders still open then.
 */
export const stockReasons = [
  'initial',
  'order_reservation',
  'customer_cancellation',
  'staff_cancellation',
  'expiry',
  'rejection',
  'refund',
  'received',
  'adjustment',
  'import',
  'shipment',
  'return',
  'reserved_on_migration',
] as const;
export type StockReason = (typeof stockReasons)[number];

/** The reason staff must give for a manual adjustment ('Ajustar'): conteo, daño, pérdida, otro. */
export const adjustmentReasons = ['count', 'damage', 'loss', 'other'] as const;
export type AdjustmentReason = (typeof adjustmentReasons)[number];

/** The threshold that applies to a variant: its own, else the store-wide default. */
export function effectiveThreshold(own: number | null | undefined, storeDefault: number): number {
  return own ?? storeDefault;
}

/** At or under its threshold (the dashboard, the digest and 'Reponer' all use this). */
export function isLowStock(stock: number, threshold: number): boolean {
  return stock <= threshold;
}

/**
 * 'Reponer': order enough to reach twice the threshold (at least one unit), rounded up to whole
 * packs when the variant is sold by packs of `packSize` (units per item > 1 is already one item,
 * so packSize is 1 unless the caller knows better). A threshold of 0 still asks for one unit
 * when nothing is left.
 */
export function suggestedReorderQuantity(stock: number, threshold: number, packSize = 1): number {
  const target = Math.max(2 * threshold, 1);
  const missing = Math.max(target - Math.max(stock, 0), 0);
  if (missing === 0) return 0;
  const pack = Math.max(1, Math.floor(packSize));
  return Math.ceil(missing / pack) * pack;
}

/** The change an adjustment makes, from either a new count or a signed change. */
export function adjustmentChange(current: number, input: { newStock: number } | { change: number }): number {
  return 'newStock' in input ? input.newStock - current : input.change;
}
