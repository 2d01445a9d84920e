import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { orderHistory, orders } from '@/db/schema';
import { business } from '@/lib/business';
import { invalidateCatalog } from '@/lib/cache/catalog-cache';
import { getAdminOrder } from '@/lib/data/admin/orders';
import { type CustomerOrder, getOrderForCustomer } from '@/lib/data/customer';
import { expectedFrom, stockEffect, transition } from '@/lib/domain/order-state';
import { enqueueEmail, kickOutbox } from '@/lib/email/outbox';
import { orderCancelledEmail, orderCancelledStaffEmail } from '@/lib/email/templates/order-cancelled';
import { getEnv } from '@/lib/env';
import { conflict, notFound } from '@/lib/errors';
import { applyStockEffect, customerEmailInput, moveOrders } from './admin/orders';
import { lockCustomer } from './customer-account';
import { ORDER_NOT_FOUND } from './orders';

/**
 * The customer cancels her own unpaid order from 'Mis Pedidos' (issue 22 §3; docs/orders-cancel.md).
 * One transaction: her order's row is locked, the state machine's `customer_cancel` rule checks it
 * (only `pending_payment`), the conditional update moves it, the history records her, the reserved
 * reservation ends (applyStockEffect), and both e-mails enter the outbox. The expiry job skips the
 * locked row (SKIP LOCKED) and its own conditional update finds it cancelled; a proof sent in the
 * meantime (confirm-payment) makes this one answer 409 — the stock is returned exactly once.
 */

const notCancellable = (paymentStatus: string) =>
  conflict(
    'invalid_state',
    { key: paymentStatus === 'cancelled' ? 'orders.alreadyCancelled' : 'orders.notCancellable' },
    { paymentStatus },
  );

export async function cancelOrderByCustomer(customerId: number, orderId: number): Promise<CustomerOrder> {
  const db = await getDb();
  const { backInStock } = await db.transaction(async (tx) => {
    // Customer first, then the order, as confirm-payment does: two writers never wait on each other in a circle.
    const customer = await lockCustomer(tx, customerId, 'share');
    const [current] = await tx
      .select({ paymentStatus: orders.paymentStatus, shippingStatus: orders.shippingStatus })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
      .for('update');
    if (!current) throw notFound(ORDER_NOT_FOUND);
    const check = transition(current, 'customer_cancel');
    if (!check.ok) throw notCancellable(current.paymentStatus);

    const { moved, backInStock } = await cancelCustomerOrdersIn(tx, customer, [orderId], 'Cancelado por el cliente.');
    if (!moved.length) throw notCancellable(current.paymentStatus);

    const order = await getAdminOrder(orderId, tx);
    await enqueueEmail(tx, orderCancelledEmail(customerEmailInput(order)));
    await enqueueEmail(
      tx,
      orderCancelledStaffEmail({
        to: getEnv().STAFF_NOTIFICATION_EMAIL ?? business.email,
        order: { id: order.id, total: order.total },
        customer: { email: customer.email, name: customer.name },
      }),
    );
    return { backInStock };
  });
  if (backInStock) invalidateCatalog();
  kickOutbox();
  return (await getOrderForCustomer(customerId, orderId))!;
}

/**
 * The customer's own cancellation of orders waiting for payment, inside the caller's transaction
 * (the customer row locked first): the conditional update of `customer_cancel`, one history row
 * per order with her as the actor and the note, and their reservations released, exactly once,
 * whatever the expiry job does meanwhile. Returns the orders it moved; any other is left as it was.
 */
export async function cancelCustomerOrdersIn(
  tx: Queryable,
  customer: { id: number; email: string | null; name: string | null },
  orderIds: readonly number[],
  note: string,
): Promise<{ moved: number[]; backInStock: boolean }> {
  if (!orderIds.length) return { moved: [], backInStock: false };
  const rule = expectedFrom('customer_cancel');
  const moved = await moveOrders(tx, 'customer_cancel', orderIds, { cancelledAt: sql`now()` });
  if (!moved.length) return { moved: [], backInStock: false };
  const ids = moved.map((order) => order.id);
  await tx.insert(orderHistory).values(
    ids.map((orderId) => ({
      orderId,
      field: rule.field,
      // customer_cancel has one status it moves from.
      fromStatus: rule.from[0],
      toStatus: rule.to,
      actorType: 'customer' as const,
      actorId: customer.id,
      actorName: customer.name ?? customer.email ?? '',
      note,
    })),
  );
  // What each order's units do follows its shipping status at the update (RETURNING).
  let backInStock = false;
  for (const effect of new Set(moved.map((order) => stockEffect('customer_cancel', order.shippingStatus)))) {
    const of = moved.filter((order) => stockEffect('customer_cancel', order.shippingStatus) === effect).map((order) => order.id);
    if (await applyStockEffect(tx, effect, of, null)) backInStock = true;
  }
  return { moved: ids, backInStock };
}
