/**
 * Order state machine (DESIGN.md "Orders"). Each event moves exactly one of the two statuses;
 * `expectedFrom` exposes the rule so a service can write the matching conditional update
 * (`UPDATE … SET payment_status = to WHERE payment_status IN from AND shipping_status IN …`),
 * making a repeated or concurrent request a no-op it can answer with 409.
 */
import { shippingStatuses, type PaymentStatus, type ShippingStatus } from './order-status';

export const orderEvents = [
  'confirm_payment',
  'approve',
  'reject',
  'expire',
  'start_processing',
  'ship',
  'deliver',
  'refund',
  'customer_cancel',
] as const;
export type OrderEvent = (typeof orderEvents)[number];

export type OrderState = { paymentStatus: PaymentStatus; shippingStatus: ShippingStatus };

/**
 * The column an event changes, the values it may change from, its new value, and the condition
 * on the other column (null: any value). Stock goes back when the order's shipping status at the
 * moment of the update is in `restoreStockWhenShipping` (empty: never); the event never changes
 * that column, so `RETURNING shipping_status` of the conditional update tells the service.
 */
export type TransitionRule = Readonly<
  | {
      field: 'payment';
      from: readonly PaymentStatus[];
      to: PaymentStatus;
      shippingIn: readonly ShippingStatus[] | null;
      restoreStockWhenShipping: readonly ShippingStatus[];
    }
  | {
      field: 'shipping';
      from: readonly ShippingStatus[];
      to: ShippingStatus;
      paymentIn: readonly PaymentStatus[] | null;
      restoreStockWhenShipping: readonly ShippingStatus[];
    }
>;

const payment = (
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  restoreStockWhenShipping: readonly ShippingStatus[] = [],
): TransitionRule => ({ field: 'payment', from, to, shippingIn: null, restoreStockWhenShipping });

const shipping = (from: readonly ShippingStatus[], to: ShippingStatus): TransitionRule => ({
  field: 'shipping',
  from,
  to,
  paymentIn: ['paid'],
  restoreStockWhenShipping: [],
});

const ANY_SHIPPING = shippingStatuses;
const NOT_YET_SHIPPED: readonly ShippingStatus[] = ['unfulfilled', 'processing'];

const rules: Record<OrderEvent, TransitionRule> = {
  // The customer uploaded a proof of payment.
  confirm_payment: payment(['pending_payment'], 'pending_confirmation'),
  approve: payment(['pending_confirmation'], 'paid'),
  // Cancelling an unpaid order releases the units reserved when it was placed.
  reject: payment(['pending_confirmation'], 'cancelled', ANY_SHIPPING),
  expire: payment(['pending_payment'], 'cancelled', ANY_SHIPPING),
  // Preparing, shipping and delivering only ever happen to a paid order.
  start_processing: shipping(['unfulfilled'], 'processing'),
  ship: shipping(['unfulfilled', 'processing'], 'shipped'),
  deliver: shipping(['shipped'], 'delivered'),
  // Goods that already left are not back on the shelf.
  refund: payment(['paid'], 'refunded', NOT_YET_SHIPPED),
  // The customer gives up an order she has not paid yet (issue 22 §3): like expiry, its units go back.
  customer_cancel: payment(['pending_payment'], 'cancelled', ANY_SHIPPING),
};

export function expectedFrom(event: OrderEvent): TransitionRule {
  return rules[event];
}

export type TransitionResult =
  | { ok: true; next: OrderState; restoreStock: boolean }
  | { ok: false; reason: string };

export function transition(state: OrderState, event: OrderEvent): TransitionResult {
  const rule = rules[event];
  const { paymentStatus, shippingStatus } = state;
  if (rule.field === 'payment') {
    if (!rule.from.includes(paymentStatus)) {
      return { ok: false, reason: `${event} needs payment ${rule.from.join(' or ')}, order is ${paymentStatus}` };
    }
    if (rule.shippingIn && !rule.shippingIn.includes(shippingStatus)) {
      return { ok: false, reason: `${event} needs shipping ${rule.shippingIn.join(' or ')}, order is ${shippingStatus}` };
    }
    return {
      ok: true,
      next: { paymentStatus: rule.to, shippingStatus },
      restoreStock: rule.restoreStockWhenShipping.includes(shippingStatus),
    };
  }
  if (!rule.from.includes(shippingStatus)) {
    return { ok: false, reason: `${event} needs shipping ${rule.from.join(' or ')}, order is ${shippingStatus}` };
  }
  if (rule.paymentIn && !rule.paymentIn.includes(paymentStatus)) {
    return { ok: false, reason: `${event} needs payment ${rule.paymentIn.join(' or ')}, order is ${paymentStatus}` };
  }
  return {
    ok: true,
    next: { paymentStatus, shippingStatus: rule.to },
    restoreStock: rule.restoreStockWhenShipping.includes(shippingStatus),
  };
}

export function allowedEvents(state: OrderState): OrderEvent[] {
  return orderEvents.filter((event) => transition(state, event).ok);
}
