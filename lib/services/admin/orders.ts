import 'server-only';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '@/db';
import { orderHistory, orderItems, orders, variants } from '@/db/schema';
import type { StaffPrincipal } from '@/lib/auth/guards';
import { invalidateCatalog } from '@/lib/cache/catalog-cache';
import { type AdminOrder, getAdminOrder, ORDER_NOT_FOUND, type StaffOrderAction } from '@/lib/data/admin/orders';
import { expectedFrom, type OrderEvent, type OrderState, transition } from '@/lib/domain/order-state';
import type { PaymentStatus, ShippingStatus } from '@/lib/domain/order-status';
import { enqueueEmail, kickOutbox, type OutboxEmail } from '@/lib/email/outbox';
import type { CustomerOrderEmailInput } from '@/lib/email/templates/order-summary';
import { orderRefundedEmail } from '@/lib/email/templates/order-refunded';
import { paymentApprovedEmail } from '@/lib/email/templates/payment-approved';
import { paymentRejectedEmail } from '@/lib/email/templates/payment-rejected';
import { conflict, notFound } from '@/lib/http/errors';
import type { OrderReasonInput } from '@/lib/validation/admin/orders';
import { type ConstraintRules, inTransaction } from './crud';

/**
 * Staff's side of the order state machine (DESIGN.md "Orders"). Every transition is one
 * transaction: the conditional UPDATE built from expectedFrom(), its history row, the stock
 * it gives back, and the customer's e-mail in the outbox; the outbox is kicked after commit.
 * A repeated or concurrent request finds the order already moved and answers 409 invalid_state.
 */

export type OrderActor = { type: 'staff'; id: number; name: string } | { type: 'system'; name: string };
export type StaffActorInput = Pick<StaffPrincipal, 'id' | 'nombre'>;

export const staffActor = (staff: StaffActorInput): OrderActor => ({ type: 'staff', id: staff.id, name: staff.nombre });
export const SYSTEM_ACTOR: OrderActor = { type: 'system', name: 'Sistema' };

/** Columns a transition may set besides the status (its timestamp, the rejection reason). */
export type OrderTransitionSet = Pick<PgUpdateSetSource<typeof orders>, 'paidAt' | 'cancelledAt' | 'refundedAt' | 'rejectionReason'>;

// Spec 1 §4 labels, for the 409 messages staff read.
const PAYMENT_LABEL: Record<PaymentStatus, string> = {
  pending_payment: 'Pendiente de pago',
  pending_confirmation: 'Pendiente de confirmación',
  paid: 'Pagado',
  refunded: 'Reembolsado',
  cancelled: 'Cancelado',
};
const SHIPPING_LABEL: Record<ShippingStatus, string> = {
  unfulfilled: 'Por preparar',
  processing: 'Procesando',
  shipped: 'Enviado',
  delivered: 'Entregado',
};
const ACTION_TEXT: Record<StaffOrderAction, string> = {
  approve: 'aprobar el pago del pedido',
  reject: 'rechazar el pago del pedido',
  refund: 'reembolsar el pedido',
  start_processing: 'empezar a preparar el pedido',
  ship: 'crear el envío del pedido',
  deliver: 'marcar como entregado el pedido',
};

function invalidState(event: StaffOrderAction, orderId: number, state: OrderState) {
  return conflict(
    'invalid_state',
    `No se puede ${ACTION_TEXT[event]} #${orderId}: su pago está «${PAYMENT_LABEL[state.paymentStatus]}» ` +
      `y su envío «${SHIPPING_LABEL[state.shippingStatus]}». Actualiza la lista.`,
    { paymentStatus: state.paymentStatus, shippingStatus: state.shippingStatus },
  );
}

// ---- building blocks (the shipment service and the expiry job use them too) -----------------

/**
 * The conditional UPDATE of `event`: only the orders still in one of the rule's from-states
 * (and, for the other status, in the states it requires) move. Returns the rows that moved.
 */
export async function moveOrders(tx: Queryable, event: OrderEvent, orderIds: readonly number[], set: OrderTransitionSet = {}) {
  const rule = expectedFrom(event);
  const [status, guard] =
    rule.field === 'payment'
      ? [
          { paymentStatus: rule.to },
          and(inArray(orders.paymentStatus, rule.from), rule.shippingIn ? inArray(orders.shippingStatus, rule.shippingIn) : undefined),
        ]
      : [
          { shippingStatus: rule.to },
          and(inArray(orders.shippingStatus, rule.from), rule.paymentIn ? inArray(orders.paymentStatus, rule.paymentIn) : undefined),
        ];
  return tx
    .update(orders)
    .set({ ...set, ...status, updatedAt: sql`now()` })
    .where(and(inArray(orders.id, [...orderIds]), guard))
    .returning({ id: orders.id, paymentStatus: orders.paymentStatus, shippingStatus: orders.shippingStatus });
}

/** One history row per moved order: who, from, to (the event's target), and the note. */
export async function recordTransitions(
  tx: Queryable,
  event: OrderEvent,
  moved: readonly { orderId: number; from: string }[],
  actor: OrderActor,
  note: string | null = null,
): Promise<void> {
  if (moved.length === 0) return;
  const rule = expectedFrom(event);
  await tx.insert(orderHistory).values(
    moved.map(({ orderId, from }) => ({
      orderId,
      field: rule.field,
      fromStatus: from,
      toStatus: rule.to,
      actorType: actor.type,
      actorId: actor.type === 'staff' ? actor.id : null,
      actorName: actor.name,
      note,
    })),
  );
}

/**
 * Puts the units of these orders back on the shelf: `stock + quantity` for every line whose
 * variant still exists (a deleted variant has nothing to return to). Variants are updated in
 * id order, as placeOrder reserves them, so two transactions sharing variants cannot deadlock.
 * True when a sold-out variant came back in stock: only that changes what the store shows.
 */
export async function restoreStock(tx: Queryable, orderIds: readonly number[]): Promise<boolean> {
  if (orderIds.length === 0) return false;
  const lines = await tx
    .select({ variantId: orderItems.variantId, quantity: sql<number>`sum(${orderItems.quantity})`.mapWith(Number) })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, [...orderIds]), isNotNull(orderItems.variantId)))
    .groupBy(orderItems.variantId)
    .orderBy(asc(orderItems.variantId));
  let backInStock = false;
  for (const { variantId, quantity } of lines) {
    const [row] = await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${quantity}` })
      .where(eq(variants.id, variantId!))
      .returning({ stock: variants.stock });
    if (row && quantity > 0 && row.stock === quantity) backInStock = true;
  }
  return backInStock;
}

/** What the customer e-mails need from an order: recipient, language, name, lines and total. */
export function customerEmailInput(order: AdminOrder): CustomerOrderEmailInput {
  return {
    to: order.user.email,
    locale: order.locale,
    customerName: order.customer.fullName,
    order: {
      id: order.id,
      total: order.total,
      items: order.items.map((item) => ({
        productName: item.product.name,
        variantDescription: item.variant.description,
        unitOfMeasure: item.variant.unitOfMeasure,
        unitsPerItem: item.variant.unitsPerItem,
        quantity: item.quantity,
        lineTotal: item.lineTotal,
      })),
    },
  };
}

export type TransitionOptions<T> = {
  set?: OrderTransitionSet;
  note?: string | null;
  /** More writes of the same change, made after the status moved (the shipment row, its delivery date). */
  apply?: (tx: Tx) => Promise<T>;
  /** The customer's e-mail, built from the order as it is after the change. */
  email?: (order: AdminOrder) => OutboxEmail;
  /** Constraint violations of `apply` to answer as 4xx (a second shipment for the order). */
  constraints?: ConstraintRules;
};

/**
 * One staff transition of one order. The order row is locked first, so the history's `from`
 * and the stock decision (transition().restoreStock) describe the row as it really is; the
 * conditional update stays the guard that makes a second attempt change nothing.
 */
export async function transitionOrder<T = undefined>(
  orderId: number,
  event: StaffOrderAction,
  actor: OrderActor,
  options: TransitionOptions<T> = {},
): Promise<{ order: AdminOrder; applied: T }> {
  const result = await inTransaction(async (tx) => {
    const [current] = await tx
      .select({ paymentStatus: orders.paymentStatus, shippingStatus: orders.shippingStatus })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!current) throw notFound(ORDER_NOT_FOUND);
    const check = transition(current, event);
    if (!check.ok) throw invalidState(event, orderId, current);

    const [moved] = await moveOrders(tx, event, [orderId], options.set);
    if (!moved) throw invalidState(event, orderId, current);
    const from = expectedFrom(event).field === 'payment' ? current.paymentStatus : current.shippingStatus;
    await recordTransitions(tx, event, [{ orderId, from }], actor, options.note);
    const backInStock = check.restoreStock ? await restoreStock(tx, [orderId]) : false;
    const applied = (await options.apply?.(tx)) as T;

    const order = await getAdminOrder(orderId, tx);
    if (options.email) await enqueueEmail(tx, options.email(order));
    return { order, applied, backInStock };
  }, options.constraints);
  if (result.backInStock) invalidateCatalog();
  if (options.email) kickOutbox();
  return result;
}

// ---- the order actions -----------------------------------------------------------------------

/** pending_confirmation → paid; the customer hears that their order is being prepared. */
export async function approveOrder(orderId: number, staff: StaffActorInput): Promise<AdminOrder> {
  const { order } = await transitionOrder(orderId, 'approve', staffActor(staff), {
    set: { paidAt: sql`now()` },
    email: (o) => paymentApprovedEmail(customerEmailInput(o)),
  });
  return order;
}

/** pending_confirmation → cancelled; the reserved units go back and the customer reads why. */
export async function rejectOrder(orderId: number, input: OrderReasonInput, staff: StaffActorInput): Promise<AdminOrder> {
  const { order } = await transitionOrder(orderId, 'reject', staffActor(staff), {
    set: { cancelledAt: sql`now()`, rejectionReason: input.reason },
    note: input.reason,
    email: (o) => paymentRejectedEmail({ ...customerEmailInput(o), reason: input.reason }),
  });
  return order;
}

/** paid → refunded; stock comes back only while the goods have not left (transition's rule). */
export async function refundOrder(orderId: number, input: OrderReasonInput, staff: StaffActorInput): Promise<AdminOrder> {
  const { order } = await transitionOrder(orderId, 'refund', staffActor(staff), {
    set: { refundedAt: sql`now()` },
    note: input.reason,
    email: (o) => orderRefundedEmail({ ...customerEmailInput(o), reason: input.reason }),
  });
  return order;
}

/** paid + unfulfilled → processing: staff started preparing it (no e-mail; the shipment sends one). */
export async function startProcessingOrder(orderId: number, staff: StaffActorInput): Promise<AdminOrder> {
  const { order } = await transitionOrder(orderId, 'start_processing', staffActor(staff));
  return order;
}
