/**
 * Order state machine (docs/orders-cancel.md, docs/delivery.md "Cash on delivery"). Each event
 * moves exactly one of the two statuses;
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
  // Cash on delivery (docs/delivery.md): the driver came back with the money.
  'record_cash_payment',
  'customer_cancel',
  // A counter sale paid on the spot, recorded as paid as it is taken.
  'record_counter_payment',
  // Staff cancel an order nobody paid yet, before it leaves.
  'staff_cancel',
  // Wompi approved a payment of exactly the total (docs/payments.md), read back from its API.
  'online_payment_approved',
] as const;
export type OrderEvent = (typeof orderEvents)[number];

export type OrderState = {
  paymentStatus: PaymentStatus;
  shippingStatus: ShippingStatus;
  /** Paid in cash to the driver (docs/delivery.md): no proof, shipped before it is paid. Default false. */
  cashOnDelivery?: boolean;
};

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
      /** true: cash-on-delivery orders only; false: never them; null: any order. */
      cashOnDelivery: boolean | null;
      restoreStockWhenShipping: readonly ShippingStatus[];
    }
  | {
      field: 'shipping';
      from: readonly ShippingStatus[];
      to: ShippingStatus;
      paymentIn: readonly PaymentStatus[] | null;
      /** More payment statuses allowed when the order is cash on delivery (shipped before it is paid). */
      cashOnDeliveryPaymentIn: readonly PaymentStatus[];
      cashOnDelivery: null;
      restoreStockWhenShipping: readonly ShippingStatus[];
    }
>;

type PaymentOptions = {
  restoreStockWhenShipping?: readonly ShippingStatus[];
  shippingIn?: readonly ShippingStatus[] | null;
  cashOnDelivery?: boolean | null;
};

const payment = (from: readonly PaymentStatus[], to: PaymentStatus, options: PaymentOptions = {}): TransitionRule => ({
  field: 'payment',
  from,
  to,
  shippingIn: options.shippingIn ?? null,
  cashOnDelivery: options.cashOnDelivery ?? null,
  restoreStockWhenShipping: options.restoreStockWhenShipping ?? [],
});

const shipping = (from: readonly ShippingStatus[], to: ShippingStatus): TransitionRule => ({
  field: 'shipping',
  from,
  to,
  paymentIn: ['paid'],
  // A cash-on-delivery order goes out before it is paid: it waits in pending_confirmation.
  cashOnDeliveryPaymentIn: ['pending_confirmation'],
  cashOnDelivery: null,
  restoreStockWhenShipping: [],
});

const ANY_SHIPPING = shippingStatuses;
const NOT_YET_SHIPPED: readonly ShippingStatus[] = ['unfulfilled', 'processing'];
const NOT_DELIVERED: readonly ShippingStatus[] = ['unfulfilled', 'processing', 'shipped'];

const rules: Record<OrderEvent, TransitionRule> = {
  // The customer uploaded a proof of payment (a cash-on-delivery order has none to upload).
  confirm_payment: payment(['pending_payment'], 'pending_confirmation', { cashOnDelivery: false }),
  approve: payment(['pending_confirmation'], 'paid', { cashOnDelivery: false }),
  // Cancelling an unpaid order releases the units reserved when it was placed. A cash-on-delivery
  // order refused at the door comes back too; one already delivered is a debt, not a cancellation.
  reject: payment(['pending_confirmation'], 'cancelled', { restoreStockWhenShipping: NOT_DELIVERED, shippingIn: NOT_DELIVERED }),
  // Cash-on-delivery orders never wait in pending_payment, and never expire.
  expire: payment(['pending_payment'], 'cancelled', { restoreStockWhenShipping: ANY_SHIPPING, cashOnDelivery: false }),
  // Preparing, shipping and delivering happen to a paid order, or to a cash-on-delivery one.
  start_processing: shipping(['unfulfilled'], 'processing'),
  ship: shipping(['unfulfilled', 'processing'], 'shipped'),
  deliver: shipping(['shipped'], 'delivered'),
  // Goods that already left are not back on the shelf.
  refund: payment(['paid'], 'refunded', { restoreStockWhenShipping: NOT_YET_SHIPPED }),
  // The driver is back with the money: only once the goods left.
  record_cash_payment: payment(['pending_confirmation'], 'paid', { cashOnDelivery: true, shippingIn: ['shipped', 'delivered'] }),
  // The customer gives up an order she has not paid yet: like expiry, its units go back.
  customer_cancel: payment(['pending_payment'], 'cancelled', { restoreStockWhenShipping: ANY_SHIPPING, cashOnDelivery: false }),
  // Staff took a counter sale and the money at once: nothing has left the shelf yet.
  record_counter_payment: payment(['pending_payment'], 'paid', { cashOnDelivery: false, shippingIn: ['unfulfilled'] }),
  // Staff cancel an unpaid order (waiting for payment, or with a proof they decline; cash on
  // delivery before it ships): its reservation ends. Once the goods left, 'reject' (refused at
  // the door) or a refund is the way.
  staff_cancel: payment(['pending_payment', 'pending_confirmation'], 'cancelled', {
    shippingIn: NOT_YET_SHIPPED,
    restoreStockWhenShipping: NOT_YET_SHIPPED,
  }),
  // The money arrived through Wompi: a proof uploaded meanwhile waits for nobody any more. Never
  // for cash on delivery (its customer pays the driver), and never twice (paid is not a from-state).
  online_payment_approved: payment(['pending_payment', 'pending_confirmation'], 'paid', { cashOnDelivery: false }),
};

/**
 * The events that make an order paid. Each goes through markOrderPaid (lib/services/order-paid.ts),
 * the one transition to paid, which also queues the order's electronic invoice: a new way of
 * being paid (an online payment) is one more event here, and cannot skip the invoice.
 */
export type PaidEvent = 'approve' | 'record_cash_payment' | 'record_counter_payment' | 'online_payment_approved';
export const paidEvents: readonly PaidEvent[] = orderEvents.filter((event): event is PaidEvent => {
  const rule = rules[event];
  return rule.field === 'payment' && rule.to === 'paid';
});

export function isPaidEvent(event: OrderEvent): event is PaidEvent {
  return (paidEvents as readonly OrderEvent[]).includes(event);
}

export function expectedFrom(event: OrderEvent): TransitionRule {
  return rules[event];
}

/**
 * What a transition does to the variants' figures (docs/stock.md): 'release' ends the
 * reservation of an order that never left, 'return' puts back on hand the goods of one that had
 * left (a cash-on-delivery order refused at the door), 'ship' takes its units off the shelf and
 * ends its reservation; null changes nothing.
 */
export type StockEffect = 'release' | 'return' | 'ship' | null;

/** The stock effect of an event on an order whose shipping status, before it, is `shippingStatus`. */
export function stockEffect(event: OrderEvent, shippingStatus: ShippingStatus): StockEffect {
  if (event === 'ship') return 'ship';
  if (!rules[event].restoreStockWhenShipping.includes(shippingStatus)) return null;
  return NOT_YET_SHIPPED.includes(shippingStatus) ? 'release' : 'return';
}

export type TransitionResult = { ok: true; next: OrderState; stock: StockEffect } | { ok: false; reason: string };

export function transition(state: OrderState, event: OrderEvent): TransitionResult {
  const rule = rules[event];
  const { paymentStatus, shippingStatus } = state;
  const cashOnDelivery = state.cashOnDelivery ?? false;
  if (rule.cashOnDelivery !== null && rule.cashOnDelivery !== cashOnDelivery) {
    return { ok: false, reason: `${event} is ${rule.cashOnDelivery ? 'only' : 'never'} for cash-on-delivery orders` };
  }
  if (rule.field === 'payment') {
    if (!rule.from.includes(paymentStatus)) {
      return { ok: false, reason: `${event} needs payment ${rule.from.join(' or ')}, order is ${paymentStatus}` };
    }
    if (rule.shippingIn && !rule.shippingIn.includes(shippingStatus)) {
      return { ok: false, reason: `${event} needs shipping ${rule.shippingIn.join(' or ')}, order is ${shippingStatus}` };
    }
    return {
      ok: true,
      next: { ...state, paymentStatus: rule.to },
      stock: stockEffect(event, shippingStatus),
    };
  }
  if (!rule.from.includes(shippingStatus)) {
    return { ok: false, reason: `${event} needs shipping ${rule.from.join(' or ')}, order is ${shippingStatus}` };
  }
  const paymentIn = rule.paymentIn && (cashOnDelivery ? [...rule.paymentIn, ...rule.cashOnDeliveryPaymentIn] : rule.paymentIn);
  if (paymentIn && !paymentIn.includes(paymentStatus)) {
    return { ok: false, reason: `${event} needs payment ${paymentIn.join(' or ')}, order is ${paymentStatus}` };
  }
  return {
    ok: true,
    next: { ...state, shippingStatus: rule.to },
    stock: stockEffect(event, shippingStatus),
  };
}

/**
 * Whether the order waits for staff to prepare and ship it: paid and not shipped yet, or cash on
 * delivery and not shipped yet (it is paid to the driver). Exactly the orders 'ship' may move,
 * so the dashboard, 'Pendientes de Envío' and the shipment route agree.
 */
export function awaitsShipment(state: OrderState): boolean {
  return transition(state, 'ship').ok;
}

export function allowedEvents(state: OrderState): OrderEvent[] {
  return orderEvents.filter((event) => transition(state, event).ok);
}
