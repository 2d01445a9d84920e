import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { orders } from '@/db/schema';
import { expectedFrom } from '@/lib/domain/order-state';

/**
 * lib/domain/payment-link.ts isDeliveryFeePending as SQL: 'por confirmar' and no fee yet. `is not
 * distinct from` because delivery_option is null on orders placed through the spec's API, and
 * `null = 'to_confirm'` would make the negation unknown (and drop those orders from a WHERE).
 */
export const deliveryFeePendingSql = () =>
  sql`(${orders.deliveryOption} is not distinct from 'to_confirm' and ${orders.shippingFee} is null)`;

/**
 * lib/domain/order-state.ts awaitsShipment as SQL, built from the 'ship' rule itself: not shipped
 * yet, and paid, or cash on delivery still waiting for the driver's money.
 */
export function awaitingShipmentSql(): SQL {
  const rule = expectedFrom('ship');
  if (rule.field !== 'shipping' || !rule.paymentIn) throw new Error('ship must change the shipping status of a paid order');
  return and(
    inArray(orders.shippingStatus, rule.from),
    or(
      inArray(orders.paymentStatus, rule.paymentIn),
      and(eq(orders.cashOnDelivery, true), inArray(orders.paymentStatus, rule.cashOnDeliveryPaymentIn)),
    ),
  )!;
}

/** Proofs for staff to check: waiting for confirmation and not cash on delivery (which has none). */
export const proofToCheckSql = (): SQL => and(eq(orders.paymentStatus, 'pending_confirmation'), eq(orders.cashOnDelivery, false))!;
