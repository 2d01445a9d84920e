/** Status vocabularies shared by the database schema, the state machine and the UI labels. */
export const paymentStatuses = ['pending_payment', 'pending_confirmation', 'paid', 'refunded', 'cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const shippingStatuses = ['unfulfilled', 'processing', 'shipped', 'delivered'] as const;
export type ShippingStatus = (typeof shippingStatuses)[number];

export const shippingMethods = ['local_delivery', 'national_shipping'] as const;

/** Where an order came from (issue 23): the web checkout, or staff taking it from a chat, a call or the counter. */
export const orderSources = ['web', 'whatsapp', 'phone', 'counter'] as const;
export type OrderSource = (typeof orderSources)[number];
export type ShippingMethod = (typeof shippingMethods)[number];

/**
 * How a status reads at a glance, the same in the customer area and the back office. `warning`
 * is kept for what waits on the customer (a payment not made yet); work the shop is doing
 * (checking a proof, preparing a paid order, a parcel on its way) is `info`.
 */
export type StatusTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger';

export const paymentStatusTones: Readonly<Record<PaymentStatus, StatusTone>> = {
  pending_payment: 'warning',
  pending_confirmation: 'info',
  paid: 'success',
  refunded: 'neutral',
  cancelled: 'danger',
};

export const shippingStatusTones: Readonly<Record<ShippingStatus, StatusTone>> = {
  unfulfilled: 'neutral',
  processing: 'info',
  shipped: 'info',
  delivered: 'success',
};

/**
 * A closed order (cancelled or refunded) whose goods never left has nothing to prepare: its
 * shipping status ('Por preparar', 'Procesando') would read as work still to do.
 */
export function isClosedBeforeShipping(payment: PaymentStatus, shipping: ShippingStatus): boolean {
  return (payment === 'cancelled' || payment === 'refunded') && (shipping === 'unfulfilled' || shipping === 'processing');
}

/**
 * Whether the shipping status is shown beside the payment's. The customer sees it only once the
 * payment is settled or the order already moved; staff always, except on a closed order whose
 * goods never left (neither ever reads 'Por preparar' on a cancelled order).
 */
export function isShippingStatusShown(
  payment: PaymentStatus,
  shipping: ShippingStatus,
  audience: 'customer' | 'staff' = 'customer',
): boolean {
  if (isClosedBeforeShipping(payment, shipping)) return false;
  return audience === 'staff' || payment === 'paid' || shipping !== 'unfulfilled';
}
