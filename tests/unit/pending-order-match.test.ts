import { describe, expect, it } from 'vitest';
import { findPendingOrderForCart, type MatchOrder, sameLines } from '@/lib/domain/pending-order-match';

const order = (id: number, lines: [number | null, number][], paymentStatus = 'pending_payment', cashOnDelivery = false): MatchOrder => ({
  id,
  paymentStatus,
  cashOnDelivery,
  items: lines.map(([variantId, quantity]) => ({ quantity, variant: { id: variantId } })),
});

describe('sameLines', () => {
  it('matches the same variants and quantities in any order', () => {
    expect(
      sameLines(
        [
          { variantId: 1, quantity: 2 },
          { variantId: 3, quantity: 1 },
        ],
        [
          { variantId: 3, quantity: 1 },
          { variantId: 1, quantity: 2 },
        ],
      ),
    ).toBe(true);
  });
  it('adds up lines of one variant', () => {
    expect(
      sameLines(
        [
          { variantId: 1, quantity: 1 },
          { variantId: 1, quantity: 2 },
        ],
        [{ variantId: 1, quantity: 3 }],
      ),
    ).toBe(true);
  });
  it('refuses another quantity, a missing or extra variant, empty carts and deleted variants', () => {
    expect(sameLines([{ variantId: 1, quantity: 2 }], [{ variantId: 1, quantity: 3 }])).toBe(false);
    expect(
      sameLines(
        [{ variantId: 1, quantity: 2 }],
        [
          { variantId: 1, quantity: 2 },
          { variantId: 2, quantity: 1 },
        ],
      ),
    ).toBe(false);
    expect(
      sameLines(
        [
          { variantId: 1, quantity: 2 },
          { variantId: 2, quantity: 1 },
        ],
        [{ variantId: 1, quantity: 2 }],
      ),
    ).toBe(false);
    expect(sameLines([{ variantId: 1, quantity: 2 }], [{ variantId: 2, quantity: 2 }])).toBe(false);
    expect(sameLines([], [])).toBe(false);
    expect(sameLines([{ variantId: 1, quantity: 2 }], [{ variantId: null, quantity: 2 }])).toBe(false);
  });
});

describe('findPendingOrderForCart', () => {
  const cart = [{ variantId: 7, quantity: 4 }];
  it('finds the newest matching order waiting for payment', () => {
    expect(findPendingOrderForCart(cart, [order(9, [[7, 4]]), order(5, [[7, 4]])])).toBe(9);
  });
  it('never offers an order past pending_payment, or one paid on delivery', () => {
    for (const status of ['pending_confirmation', 'paid', 'cancelled', 'refunded']) {
      expect(findPendingOrderForCart(cart, [order(9, [[7, 4]], status)])).toBeNull();
    }
    expect(findPendingOrderForCart(cart, [order(9, [[7, 4]], 'pending_payment', true)])).toBeNull();
  });
  it('is null when nothing matches', () => {
    expect(findPendingOrderForCart(cart, [order(9, [[7, 5]])])).toBeNull();
    expect(findPendingOrderForCart(cart, [])).toBeNull();
  });
});
