import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  holdCaps,
  lineOverUnpaidCap,
  maxUnpaidUnits,
  tooManyUnpaidOrders,
  UNPAID_ORDER_LIMITS,
  unpaidValueOver,
} from '@/lib/domain/unpaid-orders';

const paid = holdCaps('paid');
const fresh = holdCaps('new');

describe('unpaid-order caps', () => {
  it('allows a third unpaid order, not a fourth', () => {
    expect(UNPAID_ORDER_LIMITS.maxOrders).toBe(3);
    expect(tooManyUnpaidOrders(0)).toBe(false);
    expect(tooManyUnpaidOrders(2)).toBe(false);
    expect(tooManyUnpaidOrders(3)).toBe(true);
    expect(tooManyUnpaidOrders(1, { ...UNPAID_ORDER_LIMITS, maxOrders: 1 })).toBe(true);
  });

  it('gives a customer with a paid order half of what she can reach, never below the floor of 10 units', () => {
    expect(paid.customer).toEqual({ share: 0.5, floor: 10 });
    expect(maxUnpaidUnits(210, 0, paid.customer)).toBe(105);
    expect(maxUnpaidUnits(105, 105, paid.customer)).toBe(105); // what they hold counts as reachable
    expect(maxUnpaidUnits(101, 0, paid.customer)).toBe(50); // rounded down
    expect(maxUnpaidUnits(8, 0, paid.customer)).toBe(10); // she may buy a small stock whole
    expect(maxUnpaidUnits(0, 0, paid.customer)).toBe(10);
    expect(maxUnpaidUnits(-5, 0, paid.customer)).toBe(10);
    expect(maxUnpaidUnits(1000, 0, holdCaps('paid', { ...UNPAID_ORDER_LIMITS, maxStockShare: 0.25 }).customer)).toBe(250);
  });

  it('gives an account that never paid a quarter, and one unit as its floor: a last unit, never a small stock whole', () => {
    expect(fresh.customer).toEqual({ share: 0.25, floor: 1 });
    expect(maxUnpaidUnits(1000, 0, fresh.customer)).toBe(250);
    expect(maxUnpaidUnits(1, 0, fresh.customer)).toBe(1); // a variant's one unit can still be bought
    expect(maxUnpaidUnits(10, 0, fresh.customer)).toBe(2); // the old 10-unit floor let it take all 10
    expect(maxUnpaidUnits(4, 0, fresh.customer)).toBe(1);
    // Less than a customer with a paid order, for every stock.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (available, held) => {
        expect(maxUnpaidUnits(available, held, fresh.customer)).toBeLessThanOrEqual(maxUnpaidUnits(available, held, paid.customer));
      }),
    );
    // The new share never exceeds the configured one.
    expect(holdCaps('new', { ...UNPAID_ORDER_LIMITS, maxStockShare: 0.1 }).customer.share).toBe(0.1);
  });

  it("keeps the IP at the full share, with the customer's floor", () => {
    expect(fresh.ip).toEqual({ share: 0.5, floor: 1 });
    expect(paid.ip).toEqual({ share: 0.5, floor: 10 });
    expect(maxUnpaidUnits(10, 0, fresh.ip)).toBe(5);
  });

  it('lets no order hold more than its share of the units left to sell, above the floor', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(fresh.customer, paid.customer, fresh.ip),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (cap, available, held) => {
          const over = lineOverUnpaidCap([{ variantId: 1, quantity: available, available, held }], cap);
          const most = over ? over.allowed : available;
          expect(most).toBeLessThanOrEqual(Math.max(cap.floor, Math.floor(available * cap.share)));
        },
      ),
    );
  });

  it('names the first line past the cap and how many more units fit', () => {
    const line = (variantId: number, quantity: number, available: number, held: number) => ({ variantId, quantity, available, held });
    const cap = paid.customer;
    expect(lineOverUnpaidCap([line(1, 100, 200, 0)], cap)).toBeNull();
    expect(lineOverUnpaidCap([line(1, 101, 200, 0)], cap)).toEqual({ variantId: 1, allowed: 100 });
    // Holding 60 of a reachable 200 (140 on the shelf): 40 more fit, 41 do not.
    expect(lineOverUnpaidCap([line(1, 40, 140, 60)], cap)).toBeNull();
    expect(lineOverUnpaidCap([line(1, 41, 140, 60)], cap)).toEqual({ variantId: 1, allowed: 40 });
    // Already at the cap: nothing more.
    expect(lineOverUnpaidCap([line(1, 1, 100, 100)], cap)).toEqual({ variantId: 1, allowed: 0 });
    // The floor: all 8 of a stock of 8 for her; 2 for a new account.
    expect(lineOverUnpaidCap([line(1, 8, 8, 0)], cap)).toBeNull();
    expect(lineOverUnpaidCap([line(1, 8, 8, 0)], fresh.customer)).toEqual({ variantId: 1, allowed: 2 });
    expect(lineOverUnpaidCap([line(1, 5, 200, 0), line(2, 11, 20, 0), line(3, 99, 100, 0)], cap)).toEqual({ variantId: 2, allowed: 10 });
  });
});

describe('what a new account may hold unpaid across every variant', () => {
  it('caps the pesos of goods at 5.000.000 by default, up to the peso', () => {
    expect(UNPAID_ORDER_LIMITS.newAccountMaxValue).toBe(5_000_000);
    expect(unpaidValueOver('new', 0, 5_000_000)).toBeNull();
    expect(unpaidValueOver('new', 2_000_000, 3_000_000)).toBeNull();
    expect(unpaidValueOver('new', 2_000_000, 3_000_001)).toEqual({ allowed: 3_000_000, maxValue: 5_000_000 });
    expect(unpaidValueOver('new', 0, 5_000_001)).toEqual({ allowed: 5_000_000, maxValue: 5_000_000 });
  });

  it('says 0 more once the cap is reached, never a negative allowance', () => {
    expect(unpaidValueOver('new', 5_000_000, 1)).toEqual({ allowed: 0, maxValue: 5_000_000 });
    expect(unpaidValueOver('new', 6_000_000, 1, { newAccountMaxValue: 5_000_000 })).toEqual({ allowed: 0, maxValue: 5_000_000 });
  });

  it('leaves a customer who has paid an order to the per-variant shares alone', () => {
    expect(unpaidValueOver('paid', 90_000_000, 90_000_000)).toBeNull();
  });

  it('follows the configured cap', () => {
    expect(unpaidValueOver('new', 0, 1_001, { newAccountMaxValue: 1_000 })).toEqual({ allowed: 1_000, maxValue: 1_000 });
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), fc.integer({ min: 1, max: 10_000_000 }), (held, value, max) => {
        const over = unpaidValueOver('new', held, value, { newAccountMaxValue: max });
        // Refused exactly when the sum passes the cap, and what is allowed would fit.
        expect(over === null).toBe(held + value <= max);
        if (over) expect(held + over.allowed).toBeLessThanOrEqual(Math.max(held, max));
      }),
    );
  });
});
