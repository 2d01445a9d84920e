import 'server-only';
import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { onlinePaymentLinks, onlinePaymentTransactions, orders } from '@/db/schema';
import { invalidateCatalog } from '@/lib/cache/catalog-cache';
import { getAdminOrders } from '@/lib/data/admin/orders';
import { expectedFrom } from '@/lib/domain/order-state';
import { enqueueEmail, kickOutbox } from '@/lib/email/outbox';
import { orderExpiredEmail } from '@/lib/email/templates/order-expired';
import { getEnv } from '@/lib/env';
import { log } from '@/lib/log';
import { deleteExpiredSharedCarts } from './shared-carts';
import { customerEmailInput, moveOrders, recordTransitions, SYSTEM_ACTOR } from './admin/orders';
import { releaseReservations } from './stock-reservations';
import { POLL_WINDOW_MS } from './online-payment-poller';
import { deliveryFeePendingSql } from '@/lib/data/order-conditions';

/**
 * DESIGN.md "Orders": an order still unpaid ORDER_PAYMENT_WINDOW_HOURS after it was placed is
 * cancelled and its reserved units go back on the shelf. Runs in every app instance: each batch
 * claims its orders with FOR UPDATE SKIP LOCKED, so instances split the work instead of waiting
 * on each other, and the conditional update makes a second run change nothing.
 */

const BATCH_SIZE = 50;

/** A Wompi link handed out this recently may be being paid right now: its order waits this long more. */
export const LINK_GRACE_MS = 15 * 60_000;

/**
 * An online payment still under way (docs/payments.md "Expiry"): a Wompi transaction of the order
 * still PENDING within the poller's window (PSE, Nequi), or a link handed out in the last
 * LINK_GRACE_MS. Such an order is not cancelled for lack of payment until that is settled.
 */
function onlinePaymentUnderwaySql(now: Date) {
  const pendingSince = new Date(now.getTime() - POLL_WINDOW_MS).toISOString();
  const linkSince = new Date(now.getTime() - LINK_GRACE_MS).toISOString();
  return sql`(exists (select 1 from ${onlinePaymentTransactions} where ${onlinePaymentTransactions.orderId} = ${orders.id} and ${onlinePaymentTransactions.status} = 'PENDING' and ${onlinePaymentTransactions.createdAt} > ${pendingSince}::timestamptz)
    or exists (select 1 from ${onlinePaymentLinks} where ${onlinePaymentLinks.orderId} = ${orders.id} and ${onlinePaymentLinks.createdAt} > ${linkSince}::timestamptz))`;
}
const WORKER_INTERVAL_MS = 5 * 60_000;

/** Cancels every expired order (batch by batch); returns how many this call cancelled. */
export async function cancelExpiredOrders(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const hours = getEnv().ORDER_PAYMENT_WINDOW_HOURS;
  const cutoff = new Date(now.getTime() - hours * 3600_000);
  const rule = expectedFrom('expire');
  if (rule.field !== 'payment') throw new Error('expire must change the payment status');

  let cancelled = 0;
  let backInStock = false;
  for (;;) {
    const { claimed, moved } = await db.transaction(async (tx) => {
      const claimed = await tx
        .select({ id: orders.id })
        .from(orders)
        // Cash-on-delivery orders never expire (docs/delivery.md): the rule says so, and they are not even claimed.
        .where(
          and(
            inArray(orders.paymentStatus, rule.from),
            // The window counts from the order or from the fee staff last set (orderPaymentDueAt);
            // an order whose fee is still pending cannot be paid, so it does not expire.
            sql`greatest(${orders.createdAt}, coalesce(${orders.shippingFeeChangedAt}, ${orders.createdAt})) < ${cutoff.toISOString()}::timestamptz`,
            not(deliveryFeePendingSql()),
            rule.cashOnDelivery === null ? undefined : eq(orders.cashOnDelivery, rule.cashOnDelivery),
            not(onlinePaymentUnderwaySql(now)),
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (claimed.length === 0) return { claimed: 0, moved: 0 };

      const moved = await moveOrders(
        tx,
        'expire',
        claimed.map((row) => row.id),
        { cancelledAt: sql`now()` },
      );
      const ids = moved.map((row) => row.id);
      // expire has a single from-state: pending_payment.
      const note = `Sin pago después de ${hours} horas.`;
      await recordTransitions(
        tx,
        'expire',
        ids.map((orderId) => ({ orderId, from: rule.from[0] })),
        SYSTEM_ACTOR,
        note,
      );
      if (await releaseReservations(tx, ids)) backInStock = true;
      for (const order of await getAdminOrders(ids, tx)) {
        await enqueueEmail(tx, orderExpiredEmail({ ...customerEmailInput(order), paymentWindowHours: hours }));
      }
      return { claimed: claimed.length, moved: moved.length };
    });
    cancelled += moved;
    if (claimed < BATCH_SIZE) break;
  }
  // Their units are back on the shelf; the store shows that only where a sold-out variant returned.
  if (backInStock) invalidateCatalog();
  if (cancelled > 0) kickOutbox();
  return cancelled;
}

type ExpiryState = { worker?: ReturnType<typeof setInterval>; running?: Promise<void> };
// On globalThis so `next dev` hot reloads keep one worker per process.
const state: ExpiryState = ((globalThis as { __orderExpiry?: ExpiryState }).__orderExpiry ??= {});

/** One run at a time per process; a failure is logged and the next tick tries again. */
function runOnce(): void {
  if (state.running) return;
  state.running = cancelExpiredOrders()
    .then((count) => {
      if (count > 0) log.info('cancelled unpaid orders past the payment window', { count });
    })
    .catch((error) => log.error('expiring unpaid orders failed', { error }))
    // The same tick deletes shared carts long past their expiry (issue #23 §1, docs/shared-carts.md).
    .then(() => deleteExpiredSharedCarts())
    .then((count) => {
      if (count) log.info('deleted expired shared carts', { count });
    })
    .catch((error) => log.error('deleting expired shared carts failed', { error }))
    .finally(() => {
      state.running = undefined;
    });
}

/** Every 5 minutes; once per process (instrumentation.ts). Does not keep the process alive. */
export function startOrderExpiryWorker(intervalMs: number = WORKER_INTERVAL_MS): void {
  if (state.worker) return;
  state.worker = setInterval(runOnce, intervalMs);
  state.worker.unref();
  runOnce();
}

export function stopOrderExpiryWorker(): void {
  if (state.worker) clearInterval(state.worker);
  state.worker = undefined;
}

/** Resolves when the current run (if any) has finished. For tests and shutdown. */
export function waitForOrderExpiryIdle(): Promise<void> {
  return state.running ?? Promise.resolve();
}
