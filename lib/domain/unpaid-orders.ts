/**
 * How much stock one customer may hold in orders not yet paid (issue #19 §3, docs/reliability.md
 * "Order limits"). An order reserves its stock for the payment window (72 h); without a cap one
 * account could reserve a product's whole stock. The share applies per customer and per IP the
 * orders came from (new accounts are cheap; an address is not). "Unpaid" is every order whose
 * payment staff have not approved: waiting for payment, and waiting for confirmation (a proof
 * was sent), or a worthless upload would free the slot.
 */
import type { PaymentStatus } from './order-status';

export const UNPAID_PAYMENT_STATUSES = ['pending_payment', 'pending_confirmation'] as const satisfies readonly PaymentStatus[];

export const UNPAID_ORDER_LIMITS = {
  /** Unpaid orders one customer may have at once (the new one included). */
  maxOrders: 3,
  /** Share of a variant's stock one customer's (or one IP's) unpaid orders may hold… */
  maxStockShare: 0.5,
  /** …but never fewer units than this, so a small stock can still be bought whole. */
  unitsFloor: 10,
} as const;

export type UnpaidOrderLimits = { maxOrders: number; maxStockShare: number; unitsFloor: number };

/**
 * The most units of one variant a customer's (or an IP's) unpaid orders may hold in all: a share
 * of what they can reach (the stock on the shelf plus what they already hold), at least the floor.
 */
export function maxUnpaidUnits(available: number, held: number, limits: UnpaidOrderLimits = UNPAID_ORDER_LIMITS): number {
  const reachable = Math.max(0, available) + Math.max(0, held);
  return Math.max(limits.unitsFloor, Math.floor(reachable * limits.maxStockShare));
}

/** Whether a customer who has `unpaidOrders` open may not place another one. */
export function tooManyUnpaidOrders(unpaidOrders: number, limits: UnpaidOrderLimits = UNPAID_ORDER_LIMITS): boolean {
  return unpaidOrders >= limits.maxOrders;
}

/** One line of the new order: the variant's shelf stock before it, and the units already held unpaid. */
export type UnpaidLine = { variantId: number; quantity: number; available: number; held: number };

/**
 * The first line that would take the customer's unpaid units of its variant past the cap, with
 * how many more units they may order now (0 or more); null when every line fits.
 */
export function lineOverUnpaidCap(
  lines: UnpaidLine[],
  limits: UnpaidOrderLimits = UNPAID_ORDER_LIMITS,
): { variantId: number; allowed: number } | null {
  for (const line of lines) {
    const cap = maxUnpaidUnits(line.available, line.held, limits);
    if (line.held + line.quantity > cap) return { variantId: line.variantId, allowed: Math.max(0, cap - line.held) };
  }
  return null;
}
