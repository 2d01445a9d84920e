import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicableTier, basePrice, cartTotal, nextTierNudge, priceLine, unitPriceFor, type VolumeTier } from '@/lib/domain/pricing';

// A pack of cups at $ 12.500 with two volume tiers, listed out of order on purpose.
const tiers: VolumeTier[] = [
  { minQuantity: 50, price: 10_000 },
  { minQuantity: 10, price: 11_500 },
];

describe('basePrice', () => {
  it('uses the sale price when set, the list price otherwise', () => {
    expect(basePrice({ price: 12_500 })).toBe(12_500);
    expect(basePrice({ price: 12_500, salePrice: null })).toBe(12_500);
    expect(basePrice({ price: 12_500, salePrice: undefined })).toBe(12_500);
    expect(basePrice({ price: 12_500, salePrice: 11_000 })).toBe(11_000);
    expect(basePrice({ price: 12_500, salePrice: 0 })).toBe(0);
  });
});

describe('applicableTier', () => {
  it('applies no tier below the first minQuantity', () => {
    expect(applicableTier(12_500, tiers, 1)).toBeNull();
    expect(applicableTier(12_500, tiers, 9)).toBeNull();
  });

  it('applies a tier from exactly its minQuantity', () => {
    expect(applicableTier(12_500, tiers, 10)).toEqual({ minQuantity: 10, price: 11_500 });
    expect(applicableTier(12_500, tiers, 49)).toEqual({ minQuantity: 10, price: 11_500 });
    expect(applicableTier(12_500, tiers, 50)).toEqual({ minQuantity: 50, price: 10_000 });
    expect(applicableTier(12_500, tiers, 5_000)).toEqual({ minQuantity: 50, price: 10_000 });
  });

  it('does not depend on the order of the tiers', () => {
    const reversed = [...tiers].reverse();
    for (const quantity of [1, 9, 10, 11, 49, 50, 51]) {
      expect(applicableTier(12_500, reversed, quantity)).toEqual(applicableTier(12_500, tiers, quantity));
    }
  });

  it('ignores a tier that is not cheaper than the base price', () => {
    expect(applicableTier(11_500, tiers, 10)).toBeNull(); // equal to the base
    expect(applicableTier(11_000, tiers, 20)).toBeNull(); // above a sale price
    expect(applicableTier(11_000, tiers, 50)).toEqual({ minQuantity: 50, price: 10_000 });
  });

  it('takes the highest reached tier literally, even when a smaller tier would be cheaper', () => {
    const odd: VolumeTier[] = [
      { minQuantity: 10, price: 9_000 },
      { minQuantity: 20, price: 10_500 },
    ];
    expect(applicableTier(10_000, odd, 15)).toEqual({ minQuantity: 10, price: 9_000 });
    expect(applicableTier(10_000, odd, 25)).toBeNull();
  });

  it('picks the cheaper of two tiers with the same minQuantity', () => {
    const duplicated: VolumeTier[] = [
      { minQuantity: 10, price: 11_000 },
      { minQuantity: 10, price: 10_500 },
    ];
    expect(applicableTier(12_500, duplicated, 10)?.price).toBe(10_500);
    expect(applicableTier(12_500, [...duplicated].reverse(), 10)?.price).toBe(10_500);
  });

  it('applies nothing without tiers', () => {
    expect(applicableTier(12_500, [], 1_000)).toBeNull();
  });
});

describe('unitPriceFor', () => {
  it('is the tier price when one applies, the base price otherwise', () => {
    expect(unitPriceFor(12_500, tiers, 9)).toBe(12_500);
    expect(unitPriceFor(12_500, tiers, 10)).toBe(11_500);
    expect(unitPriceFor(12_500, tiers, 50)).toBe(10_000);
  });
});

describe('priceLine', () => {
  const variant = { price: 12_500, salePrice: null, volumeDiscounts: tiers };

  it('prices a line without discount', () => {
    expect(priceLine(variant, 3)).toEqual({ basePrice: 12_500, unitPrice: 12_500, lineTotal: 37_500, discounted: false });
  });

  it('prices a line at a tier boundary', () => {
    expect(priceLine(variant, 10)).toEqual({ basePrice: 12_500, unitPrice: 11_500, lineTotal: 115_000, discounted: true });
    expect(priceLine(variant, 50)).toEqual({ basePrice: 12_500, unitPrice: 10_000, lineTotal: 500_000, discounted: true });
  });

  it('compares tiers with the sale price, not the list price', () => {
    const onSale = { ...variant, salePrice: 11_000 };
    expect(priceLine(onSale, 10)).toEqual({ basePrice: 11_000, unitPrice: 11_000, lineTotal: 110_000, discounted: false });
    expect(priceLine(onSale, 50)).toEqual({ basePrice: 11_000, unitPrice: 10_000, lineTotal: 500_000, discounted: true });
  });

  it('works without volumeDiscounts', () => {
    expect(priceLine({ price: 800 }, 1_000)).toEqual({ basePrice: 800, unitPrice: 800, lineTotal: 800_000, discounted: false });
  });

  it.each([0, -1, 1.5, NaN, Infinity])('refuses quantity %s', (quantity) => {
    expect(() => priceLine(variant, quantity)).toThrow(RangeError);
  });

  it('refuses a price with centavos or a negative price', () => {
    expect(() => priceLine({ price: 12_500.5 }, 1)).toThrow(RangeError);
    expect(() => priceLine({ price: 12_500, salePrice: -1 }, 1)).toThrow(RangeError);
    expect(() => priceLine({ price: 12_500, volumeDiscounts: [{ minQuantity: 2, price: 99.9 }] }, 2)).toThrow(RangeError);
  });

  it('refuses a total beyond exact integers', () => {
    expect(() => priceLine({ price: Number.MAX_SAFE_INTEGER }, 2)).toThrow(RangeError);
  });

  it('always gives an integer total equal to unit price times quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.record({ minQuantity: fc.integer({ min: 1, max: 500 }), price: fc.integer({ min: 0, max: 10_000_000 }) })),
        fc.integer({ min: 1, max: 1_000 }),
        (price, volumeDiscounts, quantity) => {
          const line = priceLine({ price, volumeDiscounts }, quantity);
          expect(line.lineTotal).toBe(line.unitPrice * quantity);
          expect(Number.isSafeInteger(line.lineTotal)).toBe(true);
          expect(line.unitPrice).toBeLessThanOrEqual(price);
          expect(line.discounted).toBe(line.unitPrice < price);
        },
      ),
    );
  });
});

describe('nextTierNudge', () => {
  it('points to the next cheaper tier', () => {
    expect(nextTierNudge(12_500, tiers, 1)).toEqual({ unitsToAdd: 9, price: 11_500 });
    expect(nextTierNudge(12_500, tiers, 9)).toEqual({ unitsToAdd: 1, price: 11_500 });
    expect(nextTierNudge(12_500, tiers, 10)).toEqual({ unitsToAdd: 40, price: 10_000 });
  });

  it('shows nothing once the best tier is reached', () => {
    expect(nextTierNudge(12_500, tiers, 50)).toBeNull();
    expect(nextTierNudge(12_500, tiers, 500)).toBeNull();
    expect(nextTierNudge(12_500, [], 1)).toBeNull();
  });

  it('shows a tier exactly 100 units away, not one 101 away', () => {
    const far: VolumeTier[] = [{ minQuantity: 150, price: 9_000 }];
    expect(nextTierNudge(10_000, far, 50)).toEqual({ unitsToAdd: 100, price: 9_000 });
    expect(nextTierNudge(10_000, far, 49)).toBeNull();
  });

  it('takes a custom window', () => {
    expect(nextTierNudge(12_500, tiers, 10, 40)).toEqual({ unitsToAdd: 40, price: 10_000 });
    expect(nextTierNudge(12_500, tiers, 10, 39)).toBeNull();
  });

  it('skips tiers that would not lower the current price', () => {
    const mixed: VolumeTier[] = [
      { minQuantity: 10, price: 13_000 }, // above the base
      { minQuantity: 20, price: 12_000 },
    ];
    expect(nextTierNudge(12_500, mixed, 5)).toEqual({ unitsToAdd: 15, price: 12_000 });
    // On sale below every tier: nothing to gain.
    expect(nextTierNudge(9_000, tiers, 5)).toBeNull();
  });

  it('promises the price the cart will actually charge after adding the units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.record({ minQuantity: fc.integer({ min: 1, max: 300 }), price: fc.integer({ min: 0, max: 100_000 }) })),
        fc.integer({ min: 1, max: 300 }),
        (base, volumeTiers, quantity) => {
          const nudge = nextTierNudge(base, volumeTiers, quantity);
          if (!nudge) return;
          expect(nudge.unitsToAdd).toBeGreaterThan(0);
          expect(nudge.unitsToAdd).toBeLessThanOrEqual(100);
          expect(unitPriceFor(base, volumeTiers, quantity + nudge.unitsToAdd)).toBe(nudge.price);
          expect(nudge.price).toBeLessThan(unitPriceFor(base, volumeTiers, quantity));
        },
      ),
    );
  });
});

describe('cartTotal', () => {
  it('sums every line at its own tier', () => {
    expect(
      cartTotal([
        { price: 12_500, volumeDiscounts: tiers, quantity: 10 }, // 115.000
        { price: 3_000, salePrice: 2_500, quantity: 2 }, // 5.000
        { price: 800, volumeDiscounts: [], quantity: 1 }, // 800
      ]),
    ).toBe(120_800);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
  });

  it('refuses a line with a bad quantity', () => {
    expect(() => cartTotal([{ price: 1_000, quantity: 0 }])).toThrow(RangeError);
  });
});
