import { describe, expect, it } from 'vitest';
import { onlinePaymentPollMs, onlinePaymentView } from '@/lib/domain/online-payment-view';

const tx = (status: string, extra: { amountMismatch?: boolean; transactionId?: string } = {}) => ({
  status,
  transactionId: extra.transactionId ?? 'tx-1',
  amountMismatch: extra.amountMismatch,
});

describe('what the payment page shows of an online payment', () => {
  it('offers to pay online when nothing was tried', () => {
    expect(onlinePaymentView(null, null)).toBe('offer');
  });

  it('waits, back from Wompi, until the store hears of the transaction', () => {
    expect(onlinePaymentView(null, 'tx-1')).toBe('confirming');
    // An older attempt's answer is not the one the shopper just made.
    expect(onlinePaymentView(tx('DECLINED', { transactionId: 'tx-0' }), 'tx-1')).toBe('confirming');
    expect(onlinePaymentView(tx('PENDING'), 'tx-1')).toBe('confirming');
    expect(onlinePaymentView(tx('PENDING'), null)).toBe('confirming');
  });

  it('says approved, declined or a different amount once the answer is in', () => {
    expect(onlinePaymentView(tx('APPROVED'), 'tx-1')).toBe('approved');
    expect(onlinePaymentView(tx('APPROVED', { amountMismatch: true }), null)).toBe('mismatch');
    for (const status of ['DECLINED', 'VOIDED', 'ERROR']) expect(onlinePaymentView(tx(status), 'tx-1')).toBe('declined');
    expect(onlinePaymentView(tx('DECLINED'), null)).toBe('declined');
  });

  it('polls gently only while an answer is awaited', () => {
    expect(onlinePaymentPollMs('confirming', 0)).toBe(3_000);
    expect(onlinePaymentPollMs('confirming', 61_000)).toBe(10_000);
    expect(onlinePaymentPollMs('approved', 0)).toBe(3_000);
    for (const view of ['offer', 'declined', 'mismatch'] as const) expect(onlinePaymentPollMs(view, 0)).toBe(false);
  });
});
