/**
 * Payment links (docs/payment-links.md): pure rules, no I/O.
 * An order can be paid through its link while it waits for a proof of payment: the same
 * condition as the customer's confirm-payment (lib/domain/order-state.ts `confirm_payment`).
 */
import type { PaymentStatus } from './order-status';

/** The path of a link under the storefront (Spanish unprefixed, English under /en). */
export const PAYMENT_LINK_PATH = '/pagar';

/** A token as it may appear in the URL: three base64url parts (a JWT), never longer than this. */
export const MAX_PAYMENT_TOKEN_LENGTH = 1024;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export function looksLikePaymentToken(value: string): boolean {
  return value.length <= MAX_PAYMENT_TOKEN_LENGTH && TOKEN_SHAPE.test(value);
}

/** `/pagar/<token>` or `/en/pagar/<token>`: a page, though its token has dots (proxy.ts routes it as one). */
export function isPaymentLinkPath(pathname: string): boolean {
  const match = /^(?:\/en)?\/pagar\/([^/]+)$/.exec(pathname);
  return match !== null && looksLikePaymentToken(match[1]);
}

/** When an unpaid order is cancelled by the expiry worker, and so when its link ends. */
export function paymentDueAt(createdAt: Date, windowHours: number): Date {
  return new Date(createdAt.getTime() + windowHours * 3600_000);
}

/** What decides when an unpaid order must be paid: its delivery and when staff last set its fee. */
export type PaymentWindowOrder = {
  createdAt: Date | string;
  deliveryOption: string | null;
  shippingFee: number | null;
  shippingFeeChangedAt: Date | string | null;
};

/**
 * A destination no delivery rule covers ('por confirmar') waits for staff to set the fee: until
 * then the customer cannot know the total, so she can neither pay nor send a proof.
 */
export function isDeliveryFeePending(order: { deliveryOption: string | null; shippingFee: number | null }): boolean {
  return order.deliveryOption === 'to_confirm' && order.shippingFee === null;
}

/**
 * When the order must be paid: the payment window counts from the order, or from the last time
 * staff set its fee (a new total gets the whole window). Null while the fee is pending: an order
 * she cannot pay yet never expires for not being paid.
 */
export function orderPaymentDueAt(order: PaymentWindowOrder, windowHours: number): Date | null {
  if (isDeliveryFeePending(order)) return null;
  const created = new Date(order.createdAt).getTime();
  const feeSet = order.shippingFeeChangedAt === null ? created : new Date(order.shippingFeeChangedAt).getTime();
  return paymentDueAt(new Date(Math.max(created, feeSet)), windowHours);
}

/** Whether the order still waits for the customer's payment (a link is offered for it). */
export function isAwaitingPayment(order: { paymentStatus: PaymentStatus; cashOnDelivery: boolean }): boolean {
  return order.paymentStatus === 'pending_payment' && !order.cashOnDelivery;
}
