import { describe, expect, it } from 'vitest';
import {
  classifyTransaction,
  onlinePaymentState,
  pesosToCents,
  statusMayReplace,
  type OrderTransaction,
} from '@/lib/domain/online-payment';
import { wompiTransactionStatuses } from '@/lib/domain/online-payment-status';

describe('classifyTransaction', () => {
  it('matches an approved transaction of exactly the total in cents and COP', () => {
    expect(classifyTransaction({ status: 'APPROVED', amountInCents: 4_590_000, currency: 'COP' }, 45_900)).toEqual({ outcome: 'matched' });
  });

  it('flags an approved amount one cent off, or in another currency, with both figures', () => {
    expect(classifyTransaction({ status: 'APPROVED', amountInCents: 4_589_999, currency: 'COP' }, 45_900)).toEqual({
      outcome: 'amount_mismatch',
      expected: { amountInCents: 4_590_000, currency: 'COP' },
      received: { amountInCents: 4_589_999, currency: 'COP' },
    });
    expect(classifyTransaction({ status: 'APPROVED', amountInCents: 4_590_000, currency: 'USD' }, 45_900).outcome).toBe('amount_mismatch');
  });

  it('is pending while PENDING, declined for DECLINED, VOIDED and ERROR whatever the amount', () => {
    expect(classifyTransaction({ status: 'PENDING', amountInCents: 1, currency: 'COP' }, 45_900).outcome).toBe('pending');
    for (const status of ['DECLINED', 'VOIDED', 'ERROR'] as const) {
      expect(classifyTransaction({ status, amountInCents: 4_590_000, currency: 'COP' }, 45_900).outcome).toBe('declined');
    }
  });

  it('is unknown when it names no order', () => {
    expect(classifyTransaction({ status: 'APPROVED', amountInCents: 100, currency: 'COP' }, null).outcome).toBe('unknown');
  });

  it('converts whole pesos to cents', () => {
    expect(pesosToCents(2_147_483_647)).toBe(214_748_364_700);
  });
});

describe('statusMayReplace', () => {
  it('lets PENDING move to anything final, and nothing go back to PENDING', () => {
    for (const read of wompiTransactionStatuses) expect(statusMayReplace('PENDING', read)).toBe(read !== 'PENDING');
    for (const recorded of ['APPROVED', 'DECLINED', 'VOIDED', 'ERROR'] as const) expect(statusMayReplace(recorded, 'PENDING')).toBe(false);
  });

  it('lets an approved card payment be voided, and a declined one never turn approved under the same id', () => {
    expect(statusMayReplace('APPROVED', 'VOIDED')).toBe(true);
    expect(statusMayReplace('DECLINED', 'APPROVED')).toBe(false);
    expect(statusMayReplace('APPROVED', 'DECLINED')).toBe(false);
  });
});

describe('onlinePaymentState', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 11, 6, 12, minutes));
  const tx = (id: string, status: OrderTransaction['status'], minutes: number, outcome: OrderTransaction['outcome']): OrderTransaction => ({
    wompiTransactionId: id,
    status,
    outcome,
    paymentMethodType: 'NEQUI',
    createdAt: at(minutes),
    finalizedAt: status === 'PENDING' ? null : at(minutes + 1),
  });

  it('is null with no transaction', () => {
    expect(onlinePaymentState([], null)).toBeNull();
  });

  it('shows the newest transaction: a decline then a retry still pending', () => {
    const state = onlinePaymentState([tx('a', 'DECLINED', 0, 'declined'), tx('b', 'PENDING', 5, 'pending')], null);
    expect(state).toEqual({ status: 'PENDING', transactionId: 'b', method: 'NEQUI', at: at(5).toISOString() });
  });

  it('shows the transaction that paid the order even when a newer one exists', () => {
    const state = onlinePaymentState([tx('paid', 'APPROVED', 0, 'matched'), tx('later', 'DECLINED', 9, 'declined')], 'paid');
    expect(state?.transactionId).toBe('paid');
    expect(state?.at).toBe(at(1).toISOString());
  });

  it('says when an approved payment did not match the total', () => {
    expect(onlinePaymentState([tx('x', 'APPROVED', 0, 'amount_mismatch')], null)?.amountMismatch).toBe(true);
  });
});
