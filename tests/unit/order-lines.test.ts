import { describe, expect, it } from 'vitest';
import { mergeOrderLines } from '@/lib/domain/order-lines';

describe('mergeOrderLines', () => {
  it('makes one line per variant, in first-seen order, summing quantities and what the client showed', () => {
    const merged = mergeOrderLines([
      { variantId: 7, quantity: 2, unitPrice: 150 },
      { variantId: 3, quantity: 1, unitPrice: 900 },
      { variantId: 7, quantity: 3, unitPrice: 140 },
    ]);
    expect(merged).toEqual([
      { variantId: 7, quantity: 5, clientLineTotal: 2 * 150 + 3 * 140 },
      { variantId: 3, quantity: 1, clientLineTotal: 900 },
    ]);
  });

  it('leaves distinct variants as they are, and an empty order empty', () => {
    expect(mergeOrderLines([{ variantId: 1, quantity: 4, unitPrice: 0 }])).toEqual([{ variantId: 1, quantity: 4, clientLineTotal: 0 }]);
    expect(mergeOrderLines([])).toEqual([]);
  });

  it('does not change the lines it was given', () => {
    const items = [
      { variantId: 1, quantity: 1, unitPrice: 10 },
      { variantId: 1, quantity: 1, unitPrice: 10 },
    ];
    const copy = structuredClone(items);
    mergeOrderLines(items);
    expect(items).toEqual(copy);
  });
});
