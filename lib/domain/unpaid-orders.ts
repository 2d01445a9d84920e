/**
 * How much stock one customer may hold in orders not yet paid (docs/reliability.md "Order
 * limits", docs/stock.md "What one buyer may hold"). An order reserves its stock for the payment
 * window (72 h); without a cap one account could reserve a product's whole stock. The share
 * applies per customer and per IP the orders came from (new accounts are cheap; an address is
 * not), and it is smaller for an account that has never paid an order: trust is earned by paying.
 * "Unpaid" is every order whose payment staff have not approved: waiting for payment, and waiting
 * for confirmation (a proof was sent), or a worthless upload would free the slot.
 */
import type { PaymentStatus } from './order-status';

export const UNPAID_PAYMENT_STATUSES = ['pending_payment', 'pending_confirmation'] as const satisfies readonly PaymentStatus[];

export const UNPAID_ORDER_LIMITS = {
  /** Unpaid orders one customer may have at once (the new one included). */
  maxOrders: 3,
  /** Share of a variant's stock the unpaid orders of a customer with a paid order (and of one IP) may hold… */
  maxStockShare: 0.5,
  /** …the share of a customer who has never paid an order… */
  newAccountStockShare: 0.25,
  /** …and the fewest units either may always hold: a customer who paid before may buy a small stock whole… */
  unitsFloor: 10,
  /** …a new account one unit, so a last unit can still be bought, but no small stock emptied. */
  newAccountUnitsFloor: 1,
  /**
   * Pesos of goods a customer who has never paid may hold unpaid across every variant: the
   * shares above are per variant, so without this one new account could hold a little of
   * everything, half the store's value.
   */
  newAccountMaxValue: 5_000_000,
} as const;

export type UnpaidOrderLimits = {
  maxOrders: number;
  maxStockShare: number;
  newAccountStockShare: number;
  unitsFloor: number;
  newAccountUnitsFloor: number;
  newAccountMaxValue: number;
};

/** Whether the customer has had an order paid: what earns the larger share. */
export type BuyerStanding = 'new' | 'paid';

/** What one holder's unpaid orders may keep of a variant: a share of what they can reach, at least the floor. */
export type HoldCap = { share: number; floor: number };

/**
 * The caps an order is checked against: the customer's (by her standing), and the IP's. The IP
 * gathers many accounts (and honest phones behind a carrier's NAT), so it keeps the full share;
 * its floor is the customer's, or a new account would reach a small stock's last units through it.
 */
export function holdCaps(standing: BuyerStanding, limits: UnpaidOrderLimits = UNPAID_ORDER_LIMITS): { customer: HoldCap; ip: HoldCap } {
  const customer =
    standing === 'paid'
      ? { share: limits.maxStockShare, floor: limits.unitsFloor }
      : { share: Math.min(limits.newAccountStockShare, limits.maxStockShare), floor: limits.newAccountUnitsFloor };
  return { customer, ip: { share: limits.maxStockShare, floor: customer.floor } };
}

/**
 * The most units of one variant a holder's unpaid orders may keep in all: a share of what they
 * can reach (the stock on the shelf plus what they already hold), at least the floor. Since the
 * share is at most 1, no single order takes more than that share of the units left to sell.
 */
export function maxUnpaidUnits(available: number, held: number, cap: HoldCap): number {
  const reachable = Math.max(0, available) + Math.max(0, held);
  return Math.max(cap.floor, Math.floor(reachable * cap.share));
}

/** Whether a customer who has `unpaidOrders` open may not place another one. */
export function tooManyUnpaidOrders(unpaidOrders: number, limits: UnpaidOrderLimits = UNPAID_ORDER_LIMITS): boolean {
  return unpaidOrders >= limits.maxOrders;
}

/** One line of the new order: the variant's shelf stock before it, and the units already held unpaid. */
export type UnpaidLine = { variantId: number; quantity: number; available: number; held: number };

/**
 * The first line that would take the holder's unpaid units of its variant past the cap, with
 * how many more units they may order now (0 or more); null when every line fits.
 */
export function lineOverUnpaidCap(lines: UnpaidLine[], cap: HoldCap): { variantId: number; allowed: number } | null {
  for (const line of lines) {
    const most = maxUnpaidUnits(line.available, line.held, cap);
    if (line.held + line.quantity > most) return { variantId: line.variantId, allowed: Math.max(0, most - line.held) };
  }
  return null;
}

/**
 * Whether a new order's goods (`orderValue`, pesos) would take what a customer's unpaid orders
 * hold (`heldValue`) past the store-wide cap of her standing: the pesos she may still order (0
 * or more), or null when it fits. Only an account that has never paid is capped by value; one
 * that has paid keeps the per-variant shares alone.
 */
export function unpaidValueOver(
  standing: BuyerStanding,
  heldValue: number,
  orderValue: number,
  limits: Pick<UnpaidOrderLimits, 'newAccountMaxValue'> = UNPAID_ORDER_LIMITS,
): { allowed: number; maxValue: number } | null {
  if (standing !== 'new') return null;
  const maxValue = limits.newAccountMaxValue;
  if (heldValue + orderValue <= maxValue) return null;
  return { allowed: Math.max(0, maxValue - heldValue), maxValue };
}
