import { describe, expect, it } from 'vitest';
import {
  allowedEvents,
  awaitsShipment,
  expectedFrom,
  transition,
  type OrderEvent,
  type OrderState,
  type TransitionRule,
} from '@/lib/domain/order-state';
import type { PaymentStatus, ShippingStatus } from '@/lib/domain/order-status';

// Written out by hand from DESIGN.md "Orders" and docs/delivery.md "Cash on delivery",
// independently of the implementation's rules.
const payments: PaymentStatus[] = ['pending_payment', 'pending_confirmation', 'paid', 'refunded', 'cancelled'];
const shippings: ShippingStatus[] = ['unfulfilled', 'processing', 'shipped', 'delivered'];
const events: OrderEvent[] = [
  'confirm_payment',
  'approve',
  'reject',
  'expire',
  'start_processing',
  'ship',
  'deliver',
  'refund',
  'record_cash_payment',
  'customer_cancel',
  'record_counter_payment',
  'staff_cancel',
  'online_payment_approved',
];
const codValues = [false, true] as const;

type Expected = { next: OrderState; restoreStock: boolean };
const legal = new Map<string, Expected>();
const key = (p: PaymentStatus, s: ShippingStatus, e: OrderEvent, cod = false) => `${cod ? 'COD ' : ''}${p} + ${s} --${e}-->`;
function allow(p: PaymentStatus, s: ShippingStatus, e: OrderEvent, next: OrderState, restoreStock: boolean, cod = false) {
  legal.set(key(p, s, e, cod), { next: cod ? { ...next, cashOnDelivery: true } : next, restoreStock });
}

// Orders paid by proof.
for (const s of shippings) {
  allow('pending_payment', s, 'confirm_payment', { paymentStatus: 'pending_confirmation', shippingStatus: s }, false);
  allow('pending_confirmation', s, 'approve', { paymentStatus: 'paid', shippingStatus: s }, false);
  allow('pending_payment', s, 'expire', { paymentStatus: 'cancelled', shippingStatus: s }, true);
  allow('pending_payment', s, 'customer_cancel', { paymentStatus: 'cancelled', shippingStatus: s }, true);
  // Paid online (docs/payments.md): waiting for payment, or with a proof nobody checked yet.
  allow('pending_payment', s, 'online_payment_approved', { paymentStatus: 'paid', shippingStatus: s }, false);
  allow('pending_confirmation', s, 'online_payment_approved', { paymentStatus: 'paid', shippingStatus: s }, false);
}
for (const s of ['unfulfilled', 'processing', 'shipped'] as const) {
  for (const cod of codValues) allow('pending_confirmation', s, 'reject', { paymentStatus: 'cancelled', shippingStatus: s }, true, cod);
}
for (const cod of codValues) {
  allow('paid', 'unfulfilled', 'start_processing', { paymentStatus: 'paid', shippingStatus: 'processing' }, false, cod);
  allow('paid', 'unfulfilled', 'ship', { paymentStatus: 'paid', shippingStatus: 'shipped' }, false, cod);
  allow('paid', 'processing', 'ship', { paymentStatus: 'paid', shippingStatus: 'shipped' }, false, cod);
  allow('paid', 'shipped', 'deliver', { paymentStatus: 'paid', shippingStatus: 'delivered' }, false, cod);
  allow('paid', 'unfulfilled', 'refund', { paymentStatus: 'refunded', shippingStatus: 'unfulfilled' }, true, cod);
  allow('paid', 'processing', 'refund', { paymentStatus: 'refunded', shippingStatus: 'processing' }, true, cod);
  allow('paid', 'shipped', 'refund', { paymentStatus: 'refunded', shippingStatus: 'shipped' }, false, cod);
  allow('paid', 'delivered', 'refund', { paymentStatus: 'refunded', shippingStatus: 'delivered' }, false, cod);
}
// Issue 34 §2: staff cancel an order nobody paid, before it leaves (cash on delivery too).
for (const p of ['pending_payment', 'pending_confirmation'] as const) {
  for (const s of ['unfulfilled', 'processing'] as const) {
    for (const cod of codValues) allow(p, s, 'staff_cancel', { paymentStatus: 'cancelled', shippingStatus: s }, true, cod);
  }
}
// Issue 23 §2: a counter sale paid as it is taken (never a cash-on-delivery order, nothing shipped yet).
allow('pending_payment', 'unfulfilled', 'record_counter_payment', { paymentStatus: 'paid', shippingStatus: 'unfulfilled' }, false);
// Cash on delivery: prepared, shipped and delivered before it is paid; paid once the goods left.
allow(
  'pending_confirmation',
  'unfulfilled',
  'start_processing',
  { paymentStatus: 'pending_confirmation', shippingStatus: 'processing' },
  false,
  true,
);
allow('pending_confirmation', 'unfulfilled', 'ship', { paymentStatus: 'pending_confirmation', shippingStatus: 'shipped' }, false, true);
allow('pending_confirmation', 'processing', 'ship', { paymentStatus: 'pending_confirmation', shippingStatus: 'shipped' }, false, true);
allow('pending_confirmation', 'shipped', 'deliver', { paymentStatus: 'pending_confirmation', shippingStatus: 'delivered' }, false, true);
allow('pending_confirmation', 'shipped', 'record_cash_payment', { paymentStatus: 'paid', shippingStatus: 'shipped' }, false, true);
allow('pending_confirmation', 'delivered', 'record_cash_payment', { paymentStatus: 'paid', shippingStatus: 'delivered' }, false, true);

const combinations = codValues.flatMap((cod) =>
  payments.flatMap((p) => shippings.flatMap((s) => events.map((e) => [p, s, e, cod] as const))),
);
const stateOf = (paymentStatus: PaymentStatus, shippingStatus: ShippingStatus, cod: boolean): OrderState =>
  cod ? { paymentStatus, shippingStatus, cashOnDelivery: true } : { paymentStatus, shippingStatus };

describe('transition', () => {
  it('covers all 520 combinations, 61 of them legal', () => {
    expect(combinations).toHaveLength(520);
    expect(legal.size).toBe(61);
  });

  it.each(combinations)('%s + %s on %s (cash on delivery: %s)', (paymentStatus, shippingStatus, event, cod) => {
    const result = transition(stateOf(paymentStatus, shippingStatus, cod), event);
    const expected = legal.get(key(paymentStatus, shippingStatus, event, cod));
    if (expected) {
      expect(result).toMatchObject({ ok: true, next: expected.next });
    } else {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toContain(event);
    }
  });

  it('cash on delivery: shipped before it is paid, then the payment is recorded; a proof order may not ship unpaid', () => {
    let state: OrderState = { paymentStatus: 'pending_confirmation', shippingStatus: 'unfulfilled', cashOnDelivery: true };
    expect(transition(state, 'approve').ok).toBe(false);
    expect(transition(state, 'record_cash_payment').ok).toBe(false);
    for (const event of ['start_processing', 'ship', 'record_cash_payment'] as const) {
      const result = transition(state, event);
      if (!result.ok) throw new Error(result.reason);
      state = result.next;
      expect(transition(state, event).ok).toBe(false);
    }
    expect(state).toEqual({ paymentStatus: 'paid', shippingStatus: 'shipped', cashOnDelivery: true });
    expect(transition({ paymentStatus: 'pending_confirmation', shippingStatus: 'unfulfilled' }, 'ship')).toMatchObject({ ok: false });
    expect(transition({ paymentStatus: 'pending_payment', shippingStatus: 'unfulfilled', cashOnDelivery: true }, 'expire')).toMatchObject({
      ok: false,
    });
  });

  it('cash on delivery refused at the door: cancelled with the stock back; once delivered it cannot be cancelled', () => {
    expect(transition({ paymentStatus: 'pending_confirmation', shippingStatus: 'shipped', cashOnDelivery: true }, 'reject')).toEqual({
      ok: true,
      next: { paymentStatus: 'cancelled', shippingStatus: 'shipped', cashOnDelivery: true },
      stock: 'return',
    });
    expect(transition({ paymentStatus: 'pending_confirmation', shippingStatus: 'delivered', cashOnDelivery: true }, 'reject').ok).toBe(
      false,
    );
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
  it.each(codValues.flatMap((cod) => payments.flatMap((p) => shippings.map((s) => [p, s, cod] as const))))(
    '%s + %s (cash on delivery: %s)',
    (paymentStatus, shippingStatus, cod) => {
      const expected = events.filter((e) => legal.has(key(paymentStatus, shippingStatus, e, cod)));
      expect(allowedEvents(stateOf(paymentStatus, shippingStatus, cod))).toEqual(expected);
    },
  );

  it('offers staff the expected actions on a paid, unfulfilled order', () => {
    expect(allowedEvents({ paymentStatus: 'paid', shippingStatus: 'unfulfilled' })).toEqual(['start_processing', 'ship', 'refund']);
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
    const cod = row.cashOnDelivery ?? false;
    if (rule.cashOnDelivery !== null && rule.cashOnDelivery !== cod) return null;
    if (rule.field === 'payment') {
      const matches = rule.from.includes(row.paymentStatus) && (rule.shippingIn?.includes(row.shippingStatus) ?? true);
      return matches ? { ...row, paymentStatus: rule.to } : null;
    }
    const paymentOk =
      (rule.paymentIn?.includes(row.paymentStatus) ?? true) || (cod && rule.cashOnDeliveryPaymentIn.includes(row.paymentStatus));
    const matches = rule.from.includes(row.shippingStatus) && paymentOk;
    return matches ? { ...row, shippingStatus: rule.to } : null;
  }

  it.each(combinations)('builds the right WHERE for %s + %s on %s (cash on delivery: %s)', (paymentStatus, shippingStatus, event, cod) => {
    const rule = expectedFrom(event);
    const row = stateOf(paymentStatus, shippingStatus, cod);
    const expected = legal.get(key(paymentStatus, shippingStatus, event, cod));
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

describe('what each transition does to the stock (docs/stock.md)', () => {
  const effectOf = (p: PaymentStatus, s: ShippingStatus, e: OrderEvent, cod = false) => {
    const result = transition(stateOf(p, s, cod), e);
    return result.ok ? result.stock : 'refused';
  };
  function stateOf(paymentStatus: PaymentStatus, shippingStatus: ShippingStatus, cashOnDelivery: boolean): OrderState {
    return { paymentStatus, shippingStatus, cashOnDelivery };
  }

  it('an order that never left releases its reservation when it is cancelled, expires, is rejected or refunded', () => {
    expect(effectOf('pending_payment', 'unfulfilled', 'staff_cancel')).toBe('release');
    expect(effectOf('pending_confirmation', 'processing', 'staff_cancel', true)).toBe('release');
    expect(effectOf('pending_confirmation', 'shipped', 'staff_cancel', true)).toBe('refused');
    expect(effectOf('pending_payment', 'unfulfilled', 'expire')).toBe('release');
    expect(effectOf('pending_payment', 'unfulfilled', 'customer_cancel')).toBe('release');
    expect(effectOf('pending_confirmation', 'unfulfilled', 'reject')).toBe('release');
    expect(effectOf('paid', 'processing', 'refund')).toBe('release');
    expect(effectOf('pending_confirmation', 'processing', 'reject', true)).toBe('release');
  });

  it('shipping takes the units off the shelf; goods refused at the door come back on hand', () => {
    expect(effectOf('paid', 'unfulfilled', 'ship')).toBe('ship');
    expect(effectOf('paid', 'processing', 'ship')).toBe('ship');
    expect(effectOf('pending_confirmation', 'unfulfilled', 'ship', true)).toBe('ship');
    expect(effectOf('pending_confirmation', 'shipped', 'reject', true)).toBe('return');
  });

  it('paying, preparing, delivering and refunding what already left change no figure', () => {
    expect(effectOf('pending_payment', 'unfulfilled', 'confirm_payment')).toBeNull();
    expect(effectOf('pending_confirmation', 'unfulfilled', 'approve')).toBeNull();
    expect(effectOf('paid', 'unfulfilled', 'start_processing')).toBeNull();
    expect(effectOf('paid', 'shipped', 'deliver')).toBeNull();
    expect(effectOf('paid', 'shipped', 'refund')).toBeNull();
    expect(effectOf('paid', 'delivered', 'refund')).toBeNull();
    expect(effectOf('pending_confirmation', 'shipped', 'record_cash_payment', true)).toBeNull();
    expect(effectOf('pending_payment', 'unfulfilled', 'record_counter_payment')).toBeNull();
  });
});

describe('awaitsShipment: what staff prepare and ship', () => {
  it('is a paid order not shipped yet, or a cash-on-delivery one waiting for the driver', () => {
    const waiting: string[] = [];
    for (const cod of codValues)
      for (const p of payments)
        for (const s of shippings)
          if (awaitsShipment({ paymentStatus: p, shippingStatus: s, cashOnDelivery: cod })) waiting.push(`${cod ? 'COD ' : ''}${p} ${s}`);
    expect(waiting).toEqual([
      'paid unfulfilled',
      'paid processing',
      'COD pending_confirmation unfulfilled',
      'COD pending_confirmation processing',
      'COD paid unfulfilled',
      'COD paid processing',
    ]);
  });
});
