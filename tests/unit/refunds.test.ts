import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryIvaParts, splitIva } from '@/lib/domain/iva';
import type { InvoiceLine } from '@/lib/domain/invoice-data';
import {
  allocatePesos,
  creditExceeds,
  creditLeft,
  creditNoteLines,
  planRefund,
  type RefundableOrder,
  refundableAmount,
  refundIva,
  remainderParts,
} from '@/lib/domain/refunds';

// 3 × $ 3.333 at 19 %, 2 × $ 10.000 excluded, a $ 12.000 fee following the goods.
const lines = [
  { itemId: 11, quantity: 3, unitPrice: 3333, lineTotal: 9999, ivaClass: 'iva_19' as const, ivaRate: 19 },
  { itemId: 12, quantity: 2, unitPrice: 10000, lineTotal: 20000, ivaClass: 'excluido' as const, ivaRate: 0 },
];
const fee = 12000;
const delivery = deliveryIvaParts(
  lines.map((l) => ({ ivaClass: l.ivaClass, ivaRate: l.ivaRate, total: l.lineTotal })),
  fee,
  'follow_goods',
).map((p) => ({ ivaClass: p.ivaClass, rate: p.rate, total: p.total }));
const order: RefundableOrder = { total: 9999 + 20000 + fee, lines, delivery, refunded: [] };

describe('planRefund', () => {
  it('refunds units of a line at their unit price, IVA split to the peso', () => {
    const plan = planRefund(order, { lines: [{ itemId: 11, quantity: 1 }] });
    expect(plan).toMatchObject({ ok: true, amount: 3333, base: 2801, iva: 532, total: 3333 });
    if (!plan.ok) throw new Error('plan');
    expect(plan.parts).toEqual([{ kind: 'line', itemId: 11, quantity: 1, ivaClass: 'iva_19', ivaRate: 19, amount: 3333 }]);
    expect(plan.base + plan.iva).toBe(plan.amount);
  });

  it('an amount below the chosen lines is shared in proportion, whole pesos adding up exactly', () => {
    // A discount for damage on both lines: $ 10.001 over $ 9.999 and $ 20.000.
    const plan = planRefund(order, {
      lines: [
        { itemId: 11, quantity: 3 },
        { itemId: 12, quantity: 2 },
      ],
      amount: 10001,
    });
    if (!plan.ok) throw new Error(JSON.stringify(plan));
    expect(plan.parts.map((p) => p.amount)).toEqual([3333, 6668]);
    expect(plan.parts.reduce((s, p) => s + p.amount, 0)).toBe(10001);
    // The excluded share carries no IVA; the 19 % one is split on its own.
    expect(plan.byRate).toEqual([
      { ivaClass: 'iva_19', rate: 19, ...splitIva(3333, 19) },
      { ivaClass: 'excluido', rate: 0, base: 6668, iva: 0, total: 6668 },
    ]);
    expect(plan.iva).toBe(splitIva(3333, 19).iva);
  });

  it('an amount alone is taken from the whole order, delivery included, per class', () => {
    const plan = planRefund(order, { amount: 4200 });
    if (!plan.ok) throw new Error(JSON.stringify(plan));
    expect(plan.total).toBe(4200);
    expect(plan.parts.every((p) => p.quantity === 0)).toBe(true);
    expect(plan.parts.some((p) => p.kind === 'delivery')).toBe(true);
  });

  it('the delivery fee can be given back on its own, by class', () => {
    const plan = planRefund(order, { delivery: true, lines: [] });
    if (!plan.ok) throw new Error(JSON.stringify(plan));
    expect(plan.amount).toBe(fee);
    expect(plan.parts.map((p) => p.ivaClass)).toEqual(delivery.map((d) => d.ivaClass));
    const again = planRefund({ ...order, refunded: plan.parts }, { delivery: true });
    expect(again).toEqual({ ok: false, problems: [{ field: 'delivery', reason: 'nothing_left' }] });
  });

  it('never refunds more units than the line has left, nor an unknown line', () => {
    const first = planRefund(order, { lines: [{ itemId: 11, quantity: 2 }] });
    if (!first.ok) throw new Error('plan');
    const after = { ...order, refunded: first.parts };
    expect(planRefund(after, { lines: [{ itemId: 11, quantity: 2 }] })).toEqual({
      ok: false,
      problems: [{ field: 'lines', reason: 'quantity_exceeds', itemId: 11, max: 1 }],
    });
    expect(planRefund(order, { lines: [{ itemId: 99, quantity: 1 }] })).toMatchObject({
      ok: false,
      problems: [{ reason: 'unknown_line' }],
    });
    expect(
      planRefund(order, {
        lines: [
          { itemId: 11, quantity: 1 },
          { itemId: 11, quantity: 1 },
        ],
      }),
    ).toMatchObject({
      ok: false,
      problems: [{ reason: 'duplicate_line' }],
    });
  });

  it('an amount above what the chosen lines are worth is refused', () => {
    expect(planRefund(order, { lines: [{ itemId: 11, quantity: 1 }], amount: 3334 })).toEqual({
      ok: false,
      problems: [{ field: 'amount', reason: 'amount_exceeds', max: 3333 }],
    });
  });

  it('everything that is left is the full refund, not a partial one', () => {
    expect(planRefund(order, { amount: order.total })).toEqual({
      ok: false,
      problems: [{ field: 'amount', reason: 'whole_remainder', remaining: order.total }],
    });
  });

  it('the remainder after partial refunds plus the partial refunds is the order, part by part', () => {
    const a = planRefund(order, { lines: [{ itemId: 12, quantity: 1 }], amount: 2500 });
    if (!a.ok) throw new Error('plan');
    const b = planRefund({ ...order, refunded: a.parts }, { amount: 7777 });
    if (!b.ok) throw new Error('plan');
    const refunded = [...a.parts, ...b.parts];
    const rest = remainderParts({ ...order, refunded });
    expect(refundableAmount({ ...order, refunded })).toBe(order.total - 2500 - 7777);
    expect([...refunded, ...rest].reduce((s, p) => s + p.amount, 0)).toBe(order.total);
    expect(rest.find((p) => p.itemId === 12)?.quantity).toBe(1);
  });

  it('property: refunds in any sequence never pass what was paid, and each adds up to the peso', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            item: fc.constantFrom(11, 12, null),
            quantity: fc.integer({ min: 1, max: 3 }),
            amount: fc.option(fc.integer({ min: 1, max: 45000 }), { nil: undefined }),
            delivery: fc.boolean(),
          }),
          { maxLength: 8 },
        ),
        (steps) => {
          let refunded = order.refunded;
          for (const step of steps) {
            const plan = planRefund(
              { ...order, refunded },
              {
                lines: step.item === null ? [] : [{ itemId: step.item, quantity: step.quantity }],
                delivery: step.delivery,
                amount: step.amount,
              },
            );
            if (!plan.ok) continue;
            expect(plan.parts.reduce((s, p) => s + p.amount, 0)).toBe(plan.amount);
            expect(plan.base + plan.iva).toBe(plan.amount);
            refunded = [...refunded, ...plan.parts];
          }
          const total = refunded.reduce((s, p) => s + p.amount, 0);
          expect(total).toBeLessThan(order.total + (refunded.length === 0 ? 1 : 0));
          expect(refundIva(remainderParts({ ...order, refunded })).total + total).toBe(order.total);
        },
      ),
    );
  });
});

describe('allocatePesos', () => {
  it('shares add up exactly and follow the weights, ties to the earlier part', () => {
    expect(allocatePesos(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocatePesos(0, [5, 5])).toEqual([0, 0]);
    expect(allocatePesos(7, [0, 3])).toEqual([0, 7]);
  });
});

describe('creditNoteLines', () => {
  const invoice: InvoiceLine[] = [
    { code: 'PLAT', name: 'Plato', quantity: 3, unitPrice: 3333, ivaRate: 19, excluded: false },
    { code: 'ARROZ', name: 'Arroz', quantity: 2, unitPrice: 10000, ivaRate: 0, excluded: true },
    { code: 'ENVIO-IVA_19', name: 'Envío (IVA 19 %)', quantity: 1, unitPrice: 4000, ivaRate: 19, excluded: false },
    { code: 'ENVIO-EXCLUIDO', name: 'Envío (excluido)', quantity: 1, unitPrice: 8000, ivaRate: 0, excluded: true },
  ];
  it('units at their price, an amount as one line, delivery shares by class: the note totals the refund', () => {
    const parts = [
      { kind: 'line' as const, itemId: 11, quantity: 2, ivaClass: 'iva_19' as const, ivaRate: 19, amount: 6666 },
      { kind: 'line' as const, itemId: 12, quantity: 0, ivaClass: 'excluido' as const, ivaRate: 0, amount: 1234 },
      { kind: 'delivery' as const, itemId: null, quantity: 0, ivaClass: 'excluido' as const, ivaRate: 0, amount: 8000 },
    ];
    const lines = creditNoteLines(invoice, [11, 12], parts);
    expect(lines).toEqual([
      { ...invoice[0], quantity: 2 },
      { ...invoice[1], quantity: 1, unitPrice: 1234, name: 'Arroz (ajuste)' },
      invoice[3],
    ]);
    expect(lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0)).toBe(6666 + 1234 + 8000);
  });
});

describe('the credit rule every refund and credit note follows', () => {
  it('credits up to the total, to the peso, and never below nothing', () => {
    expect(creditLeft(30_000, [])).toBe(30_000);
    expect(creditLeft(30_000, [10_000, 5_000])).toBe(15_000);
    expect(creditLeft(30_000, [30_000])).toBe(0);
    expect(creditLeft(30_000, [20_000, 20_000])).toBe(0);
    expect(creditExceeds(30_000, [10_000, 20_000])).toBe(false);
    expect(creditExceeds(30_000, [10_000, 20_001])).toBe(true);
  });

  it('agrees with itself: something is left exactly when the credits do not reach the total', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.array(fc.nat(400_000), { maxLength: 6 }), (total, credited) => {
        const sum = credited.reduce((a, b) => a + b, 0);
        expect(creditLeft(total, credited)).toBe(Math.max(0, total - sum));
        expect(creditExceeds(total, credited)).toBe(sum > total);
      }),
    );
  });
});
