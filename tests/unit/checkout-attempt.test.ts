import { describe, expect, it } from 'vitest';
import { checkoutAttemptKey } from '@/lib/domain/checkout-attempt';

describe('checkoutAttemptKey: one key per checkout attempt', () => {
  const attempt = {
    items: [
      { variantId: 7, quantity: 3, unitPrice: 800 },
      { variantId: 2, quantity: 1, unitPrice: 5_500 },
    ],
    shippingAddressId: 11,
    deliveryOption: 'local_delivery',
    shippingFee: 5_000,
    cashOnDelivery: false,
  };
  const key = checkoutAttemptKey('r1', attempt);

  it('is the same for the same cart, address, option and way of paying, whatever the order of the lines', () => {
    expect(checkoutAttemptKey('r1', { ...attempt, items: [...attempt.items].reverse() })).toBe(key);
    expect(key).toMatch(/^checkout-r1-[0-9a-z]+$/);
  });

  it('changes with the cart, the address, the option, the way of paying and the round', () => {
    const others = [
      checkoutAttemptKey('r1', { ...attempt, items: [{ ...attempt.items[0], quantity: 4 }, attempt.items[1]] }),
      checkoutAttemptKey('r1', { ...attempt, items: [attempt.items[0]] }),
      checkoutAttemptKey('r1', { ...attempt, shippingAddressId: 12 }),
      checkoutAttemptKey('r1', { ...attempt, deliveryOption: 'pickup', shippingFee: 0 }),
      checkoutAttemptKey('r1', { ...attempt, cashOnDelivery: true }),
      checkoutAttemptKey('r1', { ...attempt, invoiceTo: 'business' }),
      checkoutAttemptKey('r2', attempt),
    ];
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
  });
});
