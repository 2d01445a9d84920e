/**
 * What the payment page shows of an online payment (docs/online-payment-screens.md): the
 * offer to pay online, 'confirming' while Wompi's answer is awaited (back from its checkout, or a
 * transaction still PENDING), the declined state with a way to try again, an approval for another
 * amount (not paid: staff look into it), or approved while the order itself turns paid.
 */
export type OnlinePaymentView = 'offer' | 'confirming' | 'declined' | 'mismatch' | 'approved';

/** The little the page reads of the order answer's `onlinePayment`. */
export type OnlinePaymentSnapshot = { status: string; transactionId: string; amountMismatch?: boolean } | null;

const DECLINED = new Set(['DECLINED', 'VOIDED', 'ERROR']);

/**
 * `returnedWith`: the transaction id Wompi adds to the address it sends the shopper back to
 * (`?id=`), or null when the page was opened otherwise. Until the store has heard of that
 * transaction, the page waits for it rather than offering to pay again.
 */
export function onlinePaymentView(payment: OnlinePaymentSnapshot, returnedWith: string | null): OnlinePaymentView {
  if (payment && (returnedWith === null || payment.transactionId === returnedWith)) {
    if (payment.status === 'APPROVED') return payment.amountMismatch ? 'mismatch' : 'approved';
    if (DECLINED.has(payment.status)) return 'declined';
    return 'confirming';
  }
  return returnedWith ? 'confirming' : 'offer';
}

/** While the page waits for an answer it asks again: every 3 s, the first minute, then every 10 s. */
export function onlinePaymentPollMs(view: OnlinePaymentView, waitingSinceMs: number): number | false {
  if (view !== 'confirming' && view !== 'approved') return false;
  return waitingSinceMs < 60_000 ? 3_000 : 10_000;
}
