import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { orderHistory, orders } from '@/db/schema';
import { business } from '@/lib/business';
import { invalidateCatalog } from '@/lib/cache/catalog-cache';
import { getAdminOrder } from '@/lib/data/admin/orders';
import { type CustomerOrder, getOrderForCustomer } from '@/lib/data/customer';
import { expectedFrom, transition } from '@/lib/domain/order-state';
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
    paymentStatus === 'cancelled'
      ? 'Este pedido ya está cancelado.'
      : 'Este pedido ya no se puede cancelar: solo puedes cancelar un pedido que todavía espera el pago.',
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

    const [moved] = await moveOrders(tx, 'customer_cancel', [orderId], { cancelledAt: sql`now()` });
    if (!moved) throw notCancellable(current.paymentStatus);
    const rule = expectedFrom('customer_cancel');
    await tx.insert(orderHistory).values({
      orderId,
      field: rule.field,
      fromStatus: current.paymentStatus,
      toStatus: rule.to,
      actorType: 'customer',
      actorId: customer.id,
      actorName: customer.name ?? customer.email,
      note: 'Cancelado por el cliente.',
    });
    const backInStock = await applyStockEffect(tx, check.stock, [orderId], null);

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
