import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '@/db';
import { orders } from '@/db/schema';
import { expectedFrom, type PaidEvent } from '@/lib/domain/order-state';
import { enqueueInvoice } from '@/lib/invoicing/outbox';
import { fixInvoiceBuyer } from './invoice-buyer';

/** Columns a payment may set besides the status: when, how much, by which method. */
export type PaidSet = Pick<PgUpdateSetSource<typeof orders>, 'paidAt' | 'cashReceived' | 'paymentMethodId' | 'paidOnlineTransactionId'>;

export type PaidResult = { moved: false } | { moved: true; shippingStatus: string; invoiceQueued: boolean };

/**
 * THE transition to paid (docs/invoicing.md "When it is queued"): every way an order becomes
 * paid calls this, inside its transaction — staff approving a proof, cash on delivery settled, a
 * counter sale paid on the spot, and any future online payment. The conditional update comes from
 * the state machine's rule for `event` (a repeated or concurrent call moves nothing); the order's
 * electronic invoice is queued in the same transaction and the buyer's fiscal identity fixed on
 * the order with it. The caller records the history and, after commit, kicks the invoice outbox
 * when `invoiceQueued`. moveOrders refuses these events, so no path can leave the invoice out.
 */
export async function markOrderPaid(tx: Queryable, orderId: number, event: PaidEvent, set: PaidSet = {}): Promise<PaidResult> {
  const rule = expectedFrom(event);
  if (rule.field !== 'payment' || rule.to !== 'paid') throw new Error(`${event} does not make an order paid`);
  const [moved] = await tx
    .update(orders)
    .set({ ...set, paymentStatus: 'paid', updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.paymentStatus, rule.from),
        rule.shippingIn ? inArray(orders.shippingStatus, rule.shippingIn) : undefined,
        rule.cashOnDelivery === null ? undefined : eq(orders.cashOnDelivery, rule.cashOnDelivery),
      ),
    )
    .returning({ id: orders.id, shippingStatus: orders.shippingStatus });
  if (!moved) return { moved: false };
  const invoiceQueued = await enqueueInvoice(tx, orderId);
  // The invoice is requested now: its buyer is taken, whole, as it is at this moment.
  if (invoiceQueued) await fixInvoiceBuyer(tx, orderId);
  return { moved: true, shippingStatus: moved.shippingStatus, invoiceQueued };
}
