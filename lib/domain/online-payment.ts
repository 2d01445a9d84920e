/**
 * How a Wompi transaction, as the store re-read it from Wompi's API, stands against its order
 * (docs/payments.md "Matching"). Pure: the service feeds it the transaction and the order.
 */
import type { OnlinePaymentOutcome, WompiTransactionStatus } from './online-payment-status';

export const ONLINE_PAYMENT_CURRENCY = 'COP';

/** Whole pesos to Wompi's cents: the store's totals are integers in pesos. */
export const pesosToCents = (pesos: number): number => pesos * 100;

export type ReadTransaction = { status: WompiTransactionStatus; amountInCents: number; currency: string };

export type Classification =
  | { outcome: 'matched' | 'pending' | 'declined' | 'unknown' }
  | {
      outcome: 'amount_mismatch';
      expected: { amountInCents: number; currency: string };
      received: { amountInCents: number; currency: string };
    };

/**
 * What the transaction is to the order whose total is `orderTotal` pesos (null: it names no order
 * of the store). An approved transaction pays only with exactly the total in cents and COP;
 * anything else approved is a mismatch carrying both figures for staff.
 */
export function classifyTransaction(transaction: ReadTransaction, orderTotal: number | null): Classification {
  if (orderTotal === null) return { outcome: 'unknown' };
  if (transaction.status === 'PENDING') return { outcome: 'pending' };
  if (transaction.status !== 'APPROVED') return { outcome: 'declined' };
  const expected = { amountInCents: pesosToCents(orderTotal), currency: ONLINE_PAYMENT_CURRENCY };
  if (transaction.amountInCents === expected.amountInCents && transaction.currency === expected.currency) return { outcome: 'matched' };
  return {
    outcome: 'amount_mismatch',
    expected,
    received: { amountInCents: transaction.amountInCents, currency: transaction.currency },
  };
}

/**
 * Whether a status read now may replace the one recorded: PENDING is the only status that still
 * moves, so a final status (APPROVED, DECLINED, VOIDED, ERROR) is never replaced by PENDING, and
 * an APPROVED one only by VOIDED (Wompi voids a card payment the same day; the store records it).
 */
export function statusMayReplace(recorded: WompiTransactionStatus, read: WompiTransactionStatus): boolean {
  if (recorded === read) return false;
  if (recorded === 'PENDING') return true;
  return recorded === 'APPROVED' && read === 'VOIDED';
}

/** A transaction as the order's page lists them. */
export type OrderTransaction = {
  wompiTransactionId: string;
  status: WompiTransactionStatus;
  outcome: OnlinePaymentOutcome;
  paymentMethodType: string | null;
  createdAt: Date;
  finalizedAt: Date | null;
};

export type OnlinePaymentStateDto = {
  status: WompiTransactionStatus;
  transactionId: string;
  method: string | null;
  at: string;
  amountMismatch?: boolean;
};

/**
 * The one transaction the customer's page shows: the one that paid the order when there is one,
 * else the newest. Null while Wompi has reported none.
 */
export function onlinePaymentState(transactions: readonly OrderTransaction[], paidBy: string | null): OnlinePaymentStateDto | null {
  if (transactions.length === 0) return null;
  const shown =
    transactions.find((t) => t.wompiTransactionId === paidBy) ??
    [...transactions].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.wompiTransactionId.localeCompare(a.wompiTransactionId),
    )[0];
  return {
    status: shown.status,
    transactionId: shown.wompiTransactionId,
    method: shown.paymentMethodType,
    at: (shown.finalizedAt ?? shown.createdAt).toISOString(),
    ...(shown.outcome === 'amount_mismatch' ? { amountMismatch: true } : {}),
  };
}
