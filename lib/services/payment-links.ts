import 'server-only';
import type { Tx } from '@/db';
import { verifyPaymentLinkToken } from '@/lib/auth/payment-link';
import { getPaymentLinkOrder, getPaymentLinkStatus, type PaymentLinkOrder, type PaymentLinkStatus } from '@/lib/data/payment-link';
import { kickOutbox } from '@/lib/email/outbox';
import { apiError, notFound } from '@/lib/errors';
import type { ConfirmPaymentInput, ProofUploadInput } from '@/lib/validation/order';
import { proofUploadUrlFor, submitPaymentProof } from './orders';

/**
 * Payment links (issue 23 §3, docs/payment-links.md): an unpaid order paid without signing in.
 * The token is checked here; the proof goes through the same service functions as the signed-in
 * checkout (lib/services/orders.ts), scoped to the order the token names.
 */

/** Every refusal but expiry reads the same: a stranger learns nothing about why. */
export const PAYMENT_LINK_NOT_FOUND = 'No encontramos este enlace de pago.';

const linkNotFound = () => notFound(PAYMENT_LINK_NOT_FOUND);

export type ResolvedPaymentLink = { status: 'valid'; orderId: number } | { status: 'expired'; order: PaymentLinkStatus };

/** The order a link names, or its expiry; anything else (forged, garbage, another purpose, no such order) is null. */
export async function resolvePaymentLink(token: string): Promise<ResolvedPaymentLink | null> {
  const check = await verifyPaymentLinkToken(token);
  if (check.status === 'invalid') return null;
  const status = await getPaymentLinkStatus(check.orderId);
  if (!status) return null;
  return check.status === 'valid' ? { status: 'valid', orderId: check.orderId } : { status: 'expired', order: status };
}

/** For the routes: the order id of a valid link; 404 for anything unknown, 410 for an expired link. */
export async function requireLinkOrder(token: string): Promise<number> {
  const link = await resolvePaymentLink(token);
  if (!link) throw linkNotFound();
  if (link.status === 'expired') throw linkExpired(link.order);
  return link.orderId;
}

const linkExpired = (order: PaymentLinkStatus) => apiError({ code: 'link_expired', key: 'paymentLinks.expired', details: { order } });

/** GET /api/pay/{token}: the order as a link shows it. */
export async function getOrderByPaymentLink(token: string): Promise<PaymentLinkOrder> {
  const orderId = await requireLinkOrder(token);
  const order = await getPaymentLinkOrder(orderId);
  if (!order) throw linkNotFound();
  return order;
}

/** POST /api/pay/{token}/upload-url: a presigned PUT for a proof of THIS order (another order's file name is a 404). */
export async function createPaymentLinkUploadUrl(token: string, input: ProofUploadInput) {
  const orderId = await requireLinkOrder(token);
  return proofUploadUrlFor({ orderId }, input);
}

/**
 * POST /api/pay/{token}/confirm-payment: the proof, through the checkout's own conditional update
 * (a link used twice at once moves the order once; the other call gets 409 invalid_state).
 */
export async function confirmPaymentByLink(
  token: string,
  input: ConfirmPaymentInput,
  options: { beforeCommit?: (tx: Tx, order: PaymentLinkOrder) => Promise<void> } = {},
): Promise<PaymentLinkOrder> {
  const orderId = await requireLinkOrder(token);
  const order = await submitPaymentProof(
    { orderId, note: 'Comprobante enviado con el enlace de pago' },
    input,
    async (tx) => (await getPaymentLinkOrder(orderId, tx))!,
    options.beforeCommit,
  );
  kickOutbox();
  return order;
}
