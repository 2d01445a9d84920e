import { z } from 'zod';
import { onlinePaymentOutcomes, wompiTransactionStatuses } from '@/lib/domain/online-payment-status';
import { ivaReportQuery } from '@/lib/validation/admin/iva-report';
import { access, defineResource } from './operation';
import { paths } from './paths';

/**
 * Online payments through Wompi (docs/payments.md): the payment link a customer, the holder of an
 * order's payment link or staff ask for; the events Wompi sends; and the staff's reconciliation
 * list. Every route answers 409 `online_payments_disabled` while the store takes manual payments only.
 */

const int = () => z.number().int();

/**
 * Where an order's online payment stands, as the customer's order page polls it: the latest
 * transaction Wompi reported for it (an approved one first), null while none has been made.
 * `amountMismatch`: approved for another amount or currency, so not paid (staff were told).
 */
export const onlinePaymentState = z.strictObject({
  status: z.enum(wompiTransactionStatuses),
  transactionId: z.string(),
  method: z.string().nullable(),
  at: z.string(),
  amountMismatch: z.boolean().optional(),
});
export type OnlinePaymentState = z.infer<typeof onlinePaymentState>;

/** The checkout address of a Wompi payment link for the order: open it to pay. */
export const onlinePaymentLinkAnswer = z.strictObject({ url: z.string() });
export type OnlinePaymentLinkAnswer = z.infer<typeof onlinePaymentLinkAnswer>;

/**
 * A Wompi event as it arrives. Only the envelope is read here: what `signature.properties` names
 * is looked up inside `data` when the checksum is checked, and nothing in the event is trusted
 * beyond the transaction id (the transaction is then read from Wompi's API).
 */
export const wompiEventBody = z.looseObject({
  event: z.string().max(100),
  data: z.record(z.string(), z.unknown()),
  environment: z.string().max(20),
  signature: z.looseObject({
    properties: z.array(z.string().max(100)).min(1).max(20),
    checksum: z.string().max(128),
  }),
  timestamp: z.number().int().nonnegative(),
  sent_at: z.string().max(64).optional(),
});
export type WompiEventBody = z.infer<typeof wompiEventBody>;

export const wompiEventAnswer = z.strictObject({ received: z.literal(true) });

/** One row of the reconciliation list (staff's 'Pagos en línea'), as Wompi's report has it. */
export const onlinePaymentRow = z.strictObject({
  transactionId: z.string(),
  orderId: int().nullable(),
  reference: z.string().nullable(),
  status: z.enum(wompiTransactionStatuses),
  outcome: z.enum(onlinePaymentOutcomes),
  /** What Wompi charged, in cents, and in which currency. */
  amountInCents: int(),
  currency: z.string(),
  /** What the order asked for, in cents (its total × 100); null for an unknown transaction. */
  expectedInCents: int().nullable(),
  method: z.string().nullable(),
  createdAt: z.string(),
  finalizedAt: z.string().nullable(),
});
export type OnlinePaymentRow = z.infer<typeof onlinePaymentRow>;

export const onlinePaymentsReport = z.strictObject({
  from: z.string(),
  to: z.string(),
  transactions: z.array(onlinePaymentRow),
  /** How many of each outcome the period holds. */
  counts: z.strictObject(
    Object.fromEntries(onlinePaymentOutcomes.map((o) => [o, int()])) as Record<(typeof onlinePaymentOutcomes)[number], z.ZodNumber>,
  ),
});
export type OnlinePaymentsReport = z.infer<typeof onlinePaymentsReport>;

const tokenParam = z.object({ token: z.string().describe('The payment link’s signed token: it is the credential.') });

const startDescription =
  'Creates a single-use Wompi payment link for the exact total in cents (COP), ending with the payment window, or answers the one still valid. ' +
  "409 `invalid_state` once the order no longer waits for payment, `delivery_fee_pending` while its fee is 'por confirmar', `online_payments_disabled` with the manual methods only; 502 `payment_provider_error` when Wompi does not answer.";

export const onlinePayments = defineResource('online-payments', {
  startForOrder: {
    method: 'POST',
    path: paths.onlinePayments.startForOrder,
    summary: "Pay the customer's order online: the Wompi checkout address",
    description: startDescription,
    access: access.customer,
    responses: { 200: onlinePaymentLinkAnswer },
    errors: [409, 502],
  },
  startForPaymentLink: {
    method: 'POST',
    path: paths.onlinePayments.startForPaymentLink,
    summary: "Pay the link's order online: the Wompi checkout address",
    description: `${startDescription} 404 for any token not signed for this purpose, 410 \`link_expired\`.`,
    access: access.paymentLink,
    params: tokenParam,
    responses: { 200: onlinePaymentLinkAnswer },
    errors: [409, 410, 502],
  },
  wompiEvents: {
    method: 'POST',
    path: paths.onlinePayments.wompiEvents,
    summary: "Wompi's events (transaction.updated), signed with the events secret",
    description:
      'Public but signed: 403 `invalid_signature` for a checksum that does not match (nothing changes), 400 for an event of the other environment. ' +
      'Each event is recorded once (by transaction and status) and answered at once; the transaction is then read from Wompi before the order moves.',
    access: access.public,
    body: wompiEventBody,
    responses: { 200: wompiEventAnswer },
    errors: [403, 409],
  },
});

export const adminOnlinePayments = defineResource('admin/online-payments', {
  startForOrder: {
    method: 'POST',
    path: paths.adminOnlinePayments.startForOrder,
    summary: "The Wompi checkout address of an unpaid order, for staff's WhatsApp message",
    description: startDescription,
    access: access.staff,
    responses: { 200: onlinePaymentLinkAnswer },
    errors: [409, 502],
  },
  list: {
    method: 'GET',
    path: paths.adminOnlinePayments.list,
    summary: 'The online transactions of a period against the orders (reconciliation), as JSON or CSV',
    description: 'Calendar days in Colombia, both included; `format=csv` answers the same rows as a spreadsheet.',
    access: access.admin,
    query: ivaReportQuery,
    responses: { 200: z.strictObject({ report: onlinePaymentsReport }) },
  },
});
