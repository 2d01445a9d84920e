import 'server-only';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '@/db';
import { orderHistory, orderInvoices, orders, shipments } from '@/db/schema';
import type { StaffPrincipal } from '@/lib/auth/guards';
import { invalidateCatalog } from '@/lib/cache/catalog-cache';
import { type AdminOrder, getAdminOrder, ORDER_NOT_FOUND, type StaffOrderAction } from '@/lib/data/admin/orders';
import { expectedFrom, isPaidEvent, type OrderEvent, type OrderState, type StockEffect, transition } from '@/lib/domain/order-state';
import { isShippingStatusShown, type PaymentStatus } from '@/lib/domain/order-status';
import { formatCOP } from '@/lib/domain/money';
import { enqueueEmail, kickOutbox, type OutboxEmail } from '@/lib/email/outbox';
import { invoicingEnabled } from '@/lib/invoicing';
import { enqueueCreditNote } from '@/lib/invoicing/credit-notes';
import { kickInvoices, requeueInvoice } from '@/lib/invoicing/outbox';
import { cashPaymentReceivedEmail } from '@/lib/email/templates/cash-payment-received';
import type { CustomerOrderEmailInput } from '@/lib/email/templates/order-summary';
import { shippingFeeChangedEmail } from '@/lib/email/templates/shipping-fee-changed';
import { orderRefundedEmail } from '@/lib/email/templates/order-refunded';
import { orderCancelledByStoreEmail } from '@/lib/email/templates/order-cancelled-by-store';
import { paymentApprovedEmail } from '@/lib/email/templates/payment-approved';
import { paymentRejectedEmail } from '@/lib/email/templates/payment-rejected';
import { MAX_INT4 } from '@/lib/domain/id';
import { apiMessage, type ApiLocale, type ApiMessageKey } from '@/lib/api-messages';
import { apiError, conflict, notFound } from '@/lib/errors';
import type { CashPaymentInput, OrderCancelInput, OrderReasonInput, ShippingFeeInput } from '@/lib/validation/admin/orders';
import { recordActivity } from '../activity-log';
import { fixInvoiceBuyer } from '../invoice-buyer';
import { markOrderPaid } from '../order-paid';
import { releaseReservations, returnShippedUnits, shipReservedUnits } from '../stock-reservations';
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
export type OrderTransitionSet = Pick<
  PgUpdateSetSource<typeof orders>,
  'paidAt' | 'cancelledAt' | 'refundedAt' | 'rejectionReason' | 'cashReceived' | 'paymentMethodId'
>;

/** The payment status as staff read it in a 409 ('Pendiente de pago'), in `locale`. */
const paymentLabel = (status: PaymentStatus, locale: ApiLocale) => apiMessage(`adminOrders.payment.${status}`, undefined, locale);

/** Said when the refusal is about how the order is paid, not its statuses. */
const CASH_ON_DELIVERY_TEXT: Partial<Record<StaffOrderAction, [cod: ApiMessageKey | null, proof: ApiMessageKey | null]>> = {
  approve: ['adminOrders.cashOnDelivery', null],
  record_cash_payment: [null, 'adminOrders.notCashOnDelivery'],
};

function invalidState(event: StaffOrderAction, orderId: number, state: OrderState) {
  const action = (locale: ApiLocale) => apiMessage(`adminOrders.actions.${event}`, undefined, locale);
  const why = CASH_ON_DELIVERY_TEXT[event]?.[state.cashOnDelivery ? 0 : 1];
  if (why) {
    return conflict(
      'invalid_state',
      {
        key: 'adminOrders.invalidStateCash',
        values: (locale) => ({ action: action(locale), orderId, why: apiMessage(why, undefined, locale) }),
      },
      { paymentStatus: state.paymentStatus, shippingStatus: state.shippingStatus },
    );
  }
  // A closed order that never left has no shipping to name (never 'Por preparar' on a cancelled one).
  const shown = isShippingStatusShown(state.paymentStatus, state.shippingStatus, 'staff');
  const shipping = (locale: ApiLocale) =>
    shown
      ? apiMessage(
          'adminOrders.invalidStateShipping',
          { shipping: apiMessage(`adminOrders.shipping.${state.shippingStatus}`, undefined, locale) },
          locale,
        )
      : '';
  return conflict(
    'invalid_state',
    {
      key: 'adminOrders.invalidState',
      values: (locale) => ({
        action: action(locale),
        orderId,
        payment: paymentLabel(state.paymentStatus, locale),
        shipping: shipping(locale),
      }),
    },
    { paymentStatus: state.paymentStatus, shippingStatus: state.shippingStatus },
  );
}

// ---- building blocks (the shipment service and the expiry job use them too) -----------------

/**
 * The conditional UPDATE of `event`: only the orders still in one of the rule's from-states
 * (and, for the other status, in the states it requires) move. Returns the rows that moved.
 */
export async function moveOrders(tx: Queryable, event: OrderEvent, orderIds: readonly number[], set: OrderTransitionSet = {}) {
  // Becoming paid queues the electronic invoice: only markOrderPaid may do it.
  if (isPaidEvent(event)) throw new Error(`${event} makes an order paid: use markOrderPaid (lib/services/order-paid.ts)`);
  const rule = expectedFrom(event);
  const [status, guard] =
    rule.field === 'payment'
      ? [
          { paymentStatus: rule.to },
          and(
            inArray(orders.paymentStatus, rule.from),
            rule.shippingIn ? inArray(orders.shippingStatus, rule.shippingIn) : undefined,
            rule.cashOnDelivery === null ? undefined : eq(orders.cashOnDelivery, rule.cashOnDelivery),
          ),
        ]
      : [
          { shippingStatus: rule.to },
          and(
            inArray(orders.shippingStatus, rule.from),
            rule.paymentIn
              ? or(
                  inArray(orders.paymentStatus, rule.paymentIn),
                  // Cash on delivery goes out before it is paid (docs/delivery.md).
                  rule.cashOnDeliveryPaymentIn.length
                    ? and(eq(orders.cashOnDelivery, true), inArray(orders.paymentStatus, rule.cashOnDeliveryPaymentIn))
                    : undefined,
                )
              : undefined,
          ),
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
 * What a transition does to the stock of these orders (lib/domain/order-state.ts stockEffect):
 * their reservations end, their goods come back on hand, or leave it. True when a sold-out variant
 * can be sold again: only that changes what the store shows.
 */
export async function applyStockEffect(
  tx: Queryable,
  effect: StockEffect,
  orderIds: readonly number[],
  actorId: number | null,
): Promise<boolean> {
  if (effect === 'release') return releaseReservations(tx, orderIds);
  if (effect === 'return') return returnShippedUnits(tx, orderIds, actorId);
  if (effect === 'ship') for (const orderId of orderIds) await shipReservedUnits(tx, orderId, actorId);
  return false;
}

/** What the customer e-mails need from an order: recipient, language, name, lines, subtotal, delivery and total. */
export function customerEmailInput(order: AdminOrder): CustomerOrderEmailInput {
  return {
    to: order.user.email,
    locale: order.locale,
    customerName: order.customer.fullName,
    order: {
      id: order.id,
      total: order.total,
      subtotal: order.subtotal,
      delivery: order.deliveryOption
        ? { option: order.deliveryOption, fee: order.shippingFee, ivaRate: order.shippingIvaRate, ivaRule: order.shippingIvaRule }
        : null,
      items: order.items.map((item) => ({
        productName: item.product.name,
        variantDescription: item.variant.description,
        unitOfMeasure: item.variant.unitOfMeasure,
        unitsPerItem: item.variant.unitsPerItem,
        quantity: item.quantity,
        lineTotal: item.lineTotal,
        ivaClass: item.ivaClass,
        ivaRate: item.ivaRate,
      })),
    },
  };
}

export type TransitionOptions<T> = {
  set?: OrderTransitionSet;
  /** The history note; a function reads the locked row first (the cash payment compares with the total). */
  note?: string | null | ((tx: Tx) => Promise<string>);
  /** More writes of the same change, made after the status moved (the shipment row, its delivery date). */
  apply?: (tx: Tx) => Promise<T>;
  /** The customer's e-mail, built from the order as it is after the change. */
  email?: (order: AdminOrder) => OutboxEmail;
  /** Constraint violations of `apply` to answer as 4xx (a second shipment for the order). */
  constraints?: ConstraintRules;
};

/**
 * One staff transition of one order. The order row is locked first, so the history's `from`
 * and the stock decision (transition().stock) describe the row as it really is; the
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
      .select({ paymentStatus: orders.paymentStatus, shippingStatus: orders.shippingStatus, cashOnDelivery: orders.cashOnDelivery })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!current) throw notFound(ORDER_NOT_FOUND);
    const check = transition(current, event);
    if (!check.ok) throw invalidState(event, orderId, current);

    // Every way an order becomes paid goes through markOrderPaid, which queues its electronic
    // invoice in this transaction (docs/invoicing.md); a no-op with the 'none' driver.
    let invoiceQueued = false;
    if (isPaidEvent(event)) {
      const paid = await markOrderPaid(tx, orderId, event, options.set);
      if (!paid.moved) throw invalidState(event, orderId, current);
      invoiceQueued = paid.invoiceQueued;
    } else {
      const [moved] = await moveOrders(tx, event, [orderId], options.set);
      if (!moved) throw invalidState(event, orderId, current);
    }
    const from = expectedFrom(event).field === 'payment' ? current.paymentStatus : current.shippingStatus;
    const note = typeof options.note === 'function' ? await options.note(tx) : options.note;
    await recordTransitions(tx, event, [{ orderId, from }], actor, note);
    if (actor.type === 'staff') await recordOrderActivity(tx, orderId, event, from, note ?? null);
    const backInStock = await applyStockEffect(tx, check.stock, [orderId], actor.type === 'staff' ? actor.id : null);
    const applied = (await options.apply?.(tx)) as T;

    const order = await getAdminOrder(orderId, tx);
    if (options.email) await enqueueEmail(tx, options.email(order));
    return { order, applied, backInStock, invoiceQueued };
  }, options.constraints);
  if (result.backInStock) invalidateCatalog();
  if (options.email) kickOutbox();
  if (result.invoiceQueued) kickInvoices();
  return result;
}

/**
 * A staff member's order action in the activity log too (beside the order's own history), so
 * 'Actividad' answers who approved, rejected, shipped or refunded what: the status field as
 * before → after, with the action's note.
 */
async function recordOrderActivity(tx: Queryable, orderId: number, event: OrderEvent, from: string, note: string | null): Promise<void> {
  const rule = expectedFrom(event);
  const field = rule.field === 'payment' ? 'paymentStatus' : 'shippingStatus';
  await recordActivity(tx, {
    action: 'update',
    entity: 'order',
    entityId: orderId,
    label: `#${orderId}`,
    before: { [field]: from },
    after: { [field]: rule.to, ...(note ? { note } : {}) },
  });
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

/**
 * pending_confirmation → cancelled; the reserved units go back and the customer reads why. For a
 * cash-on-delivery order this is the delivery refused at the door (not once delivered): the goods
 * come back to the shelf, once, whatever the shipping status (the conditional update guards it).
 */
export async function rejectOrder(orderId: number, input: OrderReasonInput, staff: StaffActorInput): Promise<AdminOrder> {
  const { order } = await transitionOrder(orderId, 'reject', staffActor(staff), {
    set: { cancelledAt: sql`now()`, rejectionReason: input.reason },
    note: input.reason,
    email: (o) => paymentRejectedEmail({ ...customerEmailInput(o), reason: input.reason, cashOnDelivery: o.cashOnDelivery }),
  });
  return order;
}

/**
 * Issue 34 §2: staff cancel an order nobody paid (waiting for payment, a proof they decline, cash
 * on delivery before it ships). Either role; the reason goes to the customer's e-mail and the
 * history; the reservation ends once (the conditional update is the guard).
 */
export async function cancelOrderByStaff(orderId: number, input: OrderCancelInput, staff: StaffActorInput): Promise<AdminOrder> {
  const { order } = await transitionOrder(orderId, 'staff_cancel', staffActor(staff), {
    set: { cancelledAt: sql`now()`, rejectionReason: input.reason },
    note: input.reason,
    email: (o) => orderCancelledByStoreEmail({ ...customerEmailInput(o), reason: input.reason }),
  });
  return order;
}

/** 'Pago contra entrega: $ 25.000 recibido' (+ the difference when it is not the total, + staff's note). */
export function cashPaymentNote(amountReceived: number, total: number, note: string | null): string {
  const parts = [`Pago contra entrega: ${formatCOP(amountReceived)} recibido`];
  if (amountReceived !== total) {
    const difference = amountReceived - total;
    parts.push(`Distinto del total (${formatCOP(total)}): ${difference < 0 ? 'faltan' : 'sobran'} ${formatCOP(Math.abs(difference))}`);
  }
  if (note) parts.push(note);
  return parts.join('. ');
}

/**
 * Cash on delivery (docs/delivery.md): the driver came back with the money. pending_confirmation
 * → paid with the amount received (a different amount is recorded and flagged: `cashReceived` ≠
 * `total`), and a shipped order becomes delivered in the same transaction (its shipment dated).
 */
export async function recordCashPayment(orderId: number, input: CashPaymentInput, staff: StaffActorInput): Promise<AdminOrder> {
  const actor = staffActor(staff);
  const { order } = await transitionOrder(orderId, 'record_cash_payment', actor, {
    set: { paidAt: sql`now()`, cashReceived: input.amountReceived },
    note: async (tx) => {
      const [row] = await tx.select({ total: orders.total }).from(orders).where(eq(orders.id, orderId));
      return cashPaymentNote(input.amountReceived, row.total, input.note);
    },
    apply: async (tx) => {
      // Paid now, so the ordinary 'deliver' rule applies; an order already delivered is left as it is.
      const delivered = await moveOrders(tx, 'deliver', [orderId]);
      if (delivered.length) {
        await recordTransitions(tx, 'deliver', [{ orderId, from: 'shipped' }], actor, null);
        await tx
          .update(shipments)
          .set({ deliveredAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(shipments.orderId, orderId), sql`${shipments.deliveredAt} is null`));
      }
      return undefined;
    },
    email: (o) => cashPaymentReceivedEmail({ ...customerEmailInput(o), amountReceived: input.amountReceived }),
  });
  return order;
}

const feeText = (fee: number | null) => (fee === null ? 'por confirmar' : fee === 0 ? 'gratis' : formatCOP(fee));

/**
 * Staff set or change the delivery fee of an order still pending_payment ('por confirmar'
 * destinations, a bulky order), with the note the customer reads: total = subtotal + fee, a
 * 'delivery' history row (from → to fee), the customer's e-mail with the new total. Any other
 * payment status → 409 (a conditional update: a proof confirmed meanwhile wins). A proof the
 * customer uploads later, made before this change, is flagged (confirmPayment).
 */
export async function changeShippingFee(orderId: number, input: ShippingFeeInput, staff: StaffActorInput): Promise<AdminOrder> {
  const actor = staffActor(staff);
  const order = await inTransaction(async (tx) => {
    const [current] = await tx
      .select({
        paymentStatus: orders.paymentStatus,
        subtotal: orders.subtotal,
        shippingFee: orders.shippingFee,
        total: orders.total,
        deliveryOption: orders.deliveryOption,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!current) throw notFound(ORDER_NOT_FOUND);
    if (current.paymentStatus !== 'pending_payment') {
      throw conflict(
        'invalid_state',
        { key: 'adminOrders.feeNotPending', values: (locale) => ({ orderId, payment: paymentLabel(current.paymentStatus, locale) }) },
        { paymentStatus: current.paymentStatus },
      );
    }
    if (current.deliveryOption === 'pickup') {
      throw conflict('invalid_state', { key: 'adminOrders.pickupNoFee', values: { orderId } }, { deliveryOption: 'pickup' });
    }
    const total = current.subtotal + input.shippingFee;
    if (total > MAX_INT4) throw apiError({ code: 'order_too_large', key: 'adminOrders.totalTooHigh' });
    const [moved] = await tx
      .update(orders)
      .set({ shippingFee: input.shippingFee, total, shippingFeeChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending_payment')))
      .returning({ id: orders.id });
    if (!moved) throw conflict('invalid_state', { key: 'adminOrders.noLongerPending' });
    await tx.insert(orderHistory).values({
      orderId,
      field: 'delivery',
      fromStatus: current.shippingFee === null ? null : String(current.shippingFee),
      toStatus: String(input.shippingFee),
      actorType: 'staff',
      actorId: actor.type === 'staff' ? actor.id : null,
      actorName: actor.name,
      note: `Envío: ${feeText(current.shippingFee)} → ${feeText(input.shippingFee)}; total ${formatCOP(current.total)} → ${formatCOP(total)}. ${input.note}`,
    });
    await recordActivity(tx, {
      action: 'update',
      entity: 'order',
      entityId: orderId,
      label: `#${orderId}`,
      before: { shippingFee: current.shippingFee, total: current.total },
      after: { shippingFee: input.shippingFee, total, note: input.note },
    });
    const updated = await getAdminOrder(orderId, tx);
    await enqueueEmail(tx, shippingFeeChangedEmail({ ...customerEmailInput(updated), previousFee: current.shippingFee, note: input.note }));
    return updated;
  });
  kickOutbox();
  return order;
}

/** paid → refunded; stock comes back only while the goods have not left (transition's rule). */
export async function refundOrder(orderId: number, input: OrderReasonInput, staff: StaffActorInput): Promise<AdminOrder> {
  const { order, applied: creditNoteQueued } = await transitionOrder(orderId, 'refund', staffActor(staff), {
    set: { refundedAt: sql`now()` },
    note: input.reason,
    // The refund cancels the invoice with a credit note, queued in this same transaction
    // (docs/invoicing.md "Credit notes"); a no-op with the 'none' driver or without an invoice.
    apply: (tx) => enqueueCreditNote(tx, orderId),
    email: (o) => orderRefundedEmail({ ...customerEmailInput(o), reason: input.reason }),
  });
  if (creditNoteQueued) kickInvoices();
  return order;
}

/** paid + unfulfilled → processing: staff started preparing it (no e-mail; the shipment sends one). */
export async function startProcessingOrder(orderId: number, staff: StaffActorInput): Promise<AdminOrder> {
  const { order } = await transitionOrder(orderId, 'start_processing', staffActor(staff));
  return order;
}

// ---- the electronic invoice (issue 26 §4, docs/invoicing.md) ------------------------------------

/**
 * 'Reintentar' (docs/invoicing.md): a failed electronic invoice goes back to the queue, due now,
 * with a fresh count of attempts; the worker asks the provider for its reference code before
 * sending, so a retry never issues a second invoice. Only a failed one: 409 otherwise.
 */
export async function retryInvoice(orderId: number): Promise<AdminOrder> {
  const order = await inTransaction(async (tx) => {
    const [current] = await tx
      .select({ id: orders.id, status: orderInvoices.status, error: orderInvoices.lastError })
      .from(orders)
      .leftJoin(orderInvoices, eq(orderInvoices.orderId, orders.id))
      .where(eq(orders.id, orderId))
      .for('update', { of: orders });
    if (!current) throw notFound(ORDER_NOT_FOUND);
    if (!invoicingEnabled()) throw conflict('invoicing_disabled', { key: 'invoicing.disabled' });
    if (current.status !== 'failed' || !(await requeueInvoice(tx, orderId))) {
      throw conflict(
        'invalid_state',
        current.status === null
          ? { key: 'invoicing.invoiceNone', values: { orderId } }
          : { key: 'invoicing.invoiceNotFailed', values: { orderId, status: current.status } },
      );
    }
    // The buyer is taken again, whole, as the customer's data is now (she may have fixed it).
    await fixInvoiceBuyer(tx, orderId);
    await recordActivity(tx, {
      action: 'update',
      entity: 'invoice',
      entityId: orderId,
      label: `Factura electrónica del pedido #${orderId}`,
      before: { status: 'failed', error: current.error },
      after: { status: 'pending', error: current.error },
    });
    return getAdminOrder(orderId, tx);
  });
  kickInvoices();
  return order;
}
