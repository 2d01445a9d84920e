import { describe, expect, it } from 'vitest';
import {
  allowedEvents,
  expectedFrom,
  transition,
  type OrderEvent,
  type OrderState,
  type TransitionRule,
} from '@/lib/domain/order-state';
import type { PaymentStatus, ShippingStatus } from '@/lib/domain/order-status';

// Written out by hand from DESIGN.md "Orders", independently of the implementation's rules.
const payments: PaymentStatus[] = ['pending_payment', 'pending_confirmation', 'paid', 'refunded', 'cancelled'];
const shippings: ShippingStatus[] = ['unfulfilled', 'processing', 'shipped', 'delivered'];
const events: OrderEvent[] = ['confirm_payment', 'approve', 'reject', 'expire', 'start_processing', 'ship', 'deliver', 'refund', 'customer_cancel'];

type Expected = { next: OrderState; restoreStock: boolean };
const legal = new Map<string, Expected>();
const key = (p: PaymentStatus, s: ShippingStatus, e: OrderEvent) => `${p} + ${s} --${e}-->`;
function allow(p: PaymentStatus, s: ShippingStatus, e: OrderEvent, next: OrderState, restoreStock: boolean) {
  legal.set(key(p, s, e), { next, restoreStock });
}

for (const s of shippings) {
  allow('pending_payment', s, 'confirm_payment', { paymentStatus: 'pending_confirmation', shippingStatus: s }, false);
  allow('pending_confirmation', s, 'approve', { paymentStatus: 'paid', shippingStatus: s }, false);
  allow('pending_confirmation', s, 'reject', { paymentStatus: 'cancelled', shippingStatus: s }, true);
  allow('pending_payment', s, 'expire', { paymentStatus: 'cancelled', shippingStatus: s }, true);
  allow('pending_payment', s, 'customer_cancel', { paymentStatus: 'cancelled', shippingStatus: s }, true);
}
allow('paid', 'unfulfilled', 'start_processing', { paymentStatus: 'paid', shippingStatus: 'processing' }, false);
allow('paid', 'unfulfilled', 'ship', { paymentStatus: 'paid', shippingStatus: 'shipped' }, false);
allow('paid', 'processing', 'ship', { paymentStatus: 'paid', shippingStatus: 'shipped' }, false);
allow('paid', 'shipped', 'deliver', { paymentStatus: 'paid', shippingStatus: 'delivered' }, false);
allow('paid', 'unfulfilled', 'refund', { paymentStatus: 'refunded', shippingStatus: 'unfulfilled' }, true);
allow('paid', 'processing', 'refund', { paymentStatus: 'refunded', shippingStatus: 'processing' }, true);
allow('paid', 'shipped', 'refund', { paymentStatus: 'refunded', shippingStatus: 'shipped' }, false);
allow('paid', 'delivered', 'refund', { paymentStatus: 'refunded', shippingStatus: 'delivered' }, false);

const combinations = payments.flatMap((p) => shippings.flatMap((s) => events.map((e) => [p, s, e] as const)));

describe('transition', () => {
  it('covers all 180 combinations, 28 of them legal', () => {
    expect(combinations).toHaveLength(180);
    expect(legal.size).toBe(28);
  });

  it.each(combinations)('%s + %s on %s', (paymentStatus, shippingStatus, event) => {
    const result = transition({ paymentStatus, shippingStatus }, event);
    const expected = legal.get(key(paymentStatus, shippingStatus, event));
    if (expected) {
      expect(result).toEqual({ ok: true, ...expected });
    } else {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toContain(event);
    }
  });

  it('refuses a repeated event, so a double click changes nothing twice', () => {
    let state: OrderState = { paymentStatus: 'pending_payment', shippingStatus: 'unfulfilled' };
    for (const event of ['confirm_payment', 'approve', 'start_processing', 'ship', 'deliver'] as const) {
      const result = transition(state, event);
      if (!result.ok) throw new Error(result.reason);
      state = result.next;
      expect(transition(state, event).ok).toBe(false);
    }
    expect(state).toEqual({ paymentStatus: 'paid', shippingStatus: 'delivered' });
  });

  it('does not modify the state it is given', () => {
    const state: OrderState = { paymentStatus: 'paid', shippingStatus: 'unfulfilled' };
    transition(state, 'ship');
    expect(state).toEqual({ paymentStatus: 'paid', shippingStatus: 'unfulfilled' });
  });
});

describe('allowedEvents', () => {
  it.each(payments.flatMap((p) => shippings.map((s) => [p, s] as const)))('%s + %s', (paymentStatus, shippingStatus) => {
    const expected = events.filter((e) => legal.has(key(paymentStatus, shippingStatus, e)));
    expect(allowedEvents({ paymentStatus, shippingStatus })).toEqual(expected);
  });

  it('offers staff the expected actions on a paid, unfulfilled order', () => {
    expect(allowedEvents({ paymentStatus: 'paid', shippingStatus: 'unfulfilled' })).toEqual([
      'start_processing',
      'ship',
      'refund',
    ]);
  });

  it('offers nothing on a closed order', () => {
    for (const s of shippings) {
      expect(allowedEvents({ paymentStatus: 'cancelled', shippingStatus: s })).toEqual([]);
      expect(allowedEvents({ paymentStatus: 'refunded', shippingStatus: s })).toEqual([]);
    }
  });
});

describe('expectedFrom', () => {
  // What a service's `UPDATE orders SET … WHERE id = ? AND <rule> RETURNING shipping_status` does to one row.
  function conditionalUpdate(rule: TransitionRule, row: OrderState) {
    if (rule.field === 'payment') {
      const matches = rule.from.includes(row.paymentStatus) && (rule.shippingIn?.includes(row.shippingStatus) ?? true);
      return matches ? { ...row, paymentStatus: rule.to } : null;
    }
    const matches = rule.from.includes(row.shippingStatus) && (rule.paymentIn?.includes(row.paymentStatus) ?? true);
    return matches ? { ...row, shippingStatus: rule.to } : null;
  }

  it.each(combinations)('builds the right WHERE for %s + %s on %s', (paymentStatus, shippingStatus, event) => {
    const rule = expectedFrom(event);
    const row = { paymentStatus, shippingStatus };
    const expected = legal.get(key(paymentStatus, shippingStatus, event));
    expect(conditionalUpdate(rule, row)).toEqual(expected ? expected.next : null);
    if (expected) expect(rule.restoreStockWhenShipping.includes(shippingStatus)).toBe(expected.restoreStock);
  });

  it('names the column and the statuses, as in the design', () => {
    expect(expectedFrom('approve')).toMatchObject({ field: 'payment', from: ['pending_confirmation'], to: 'paid' });
    expect(expectedFrom('ship')).toMatchObject({
      field: 'shipping',
      from: ['unfulfilled', 'processing'],
      to: 'shipped',
      paymentIn: ['paid'],
    });
    expect(expectedFrom('refund')).toMatchObject({ field: 'payment', from: ['paid'], to: 'refunded', shippingIn: null });
  });
});
