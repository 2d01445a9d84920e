import { describe, expect, it } from 'vitest';
import { lineOverUnpaidCap, maxUnpaidUnits, tooManyUnpaidOrders, UNPAID_ORDER_LIMITS } from '@/lib/domain/unpaid-orders';

describe('unpaid-order caps', () => {
  it('allows a third unpaid order, not a fourth', () => {
    expect(UNPAID_ORDER_LIMITS.maxOrders).toBe(3);
    expect(tooManyUnpaidOrders(0)).toBe(false);
    expect(tooManyUnpaidOrders(2)).toBe(false);
    expect(tooManyUnpaidOrders(3)).toBe(true);
    expect(tooManyUnpaidOrders(1, { ...UNPAID_ORDER_LIMITS, maxOrders: 1 })).toBe(true);
  });

  it('caps a variant at half of what the customer can reach, never below the floor of 10 units', () => {
    expect(maxUnpaidUnits(210, 0)).toBe(105);
    expect(maxUnpaidUnits(105, 105)).toBe(105); // what they hold counts as reachable
    expect(maxUnpaidUnits(101, 0)).toBe(50); // rounded down
    expect(maxUnpaidUnits(8, 0)).toBe(10); // a small stock can be bought whole
    expect(maxUnpaidUnits(0, 0)).toBe(10);
    expect(maxUnpaidUnits(-5, 0)).toBe(10);
    expect(maxUnpaidUnits(1000, 0, { ...UNPAID_ORDER_LIMITS, maxStockShare: 0.25 })).toBe(250);
  });

  it('names the first line past the cap and how many more units fit', () => {
    const line = (variantId: number, quantity: number, available: number, held: number) => ({ variantId, quantity, available, held });
    expect(lineOverUnpaidCap([line(1, 100, 200, 0)])).toBeNull();
    expect(lineOverUnpaidCap([line(1, 101, 200, 0)])).toEqual({ variantId: 1, allowed: 100 });
    // Holding 60 of a reachable 200 (140 on the shelf): 40 more fit, 41 do not.
    expect(lineOverUnpaidCap([line(1, 40, 140, 60)])).toBeNull();
    expect(lineOverUnpaidCap([line(1, 41, 140, 60)])).toEqual({ variantId: 1, allowed: 40 });
    // Already at the cap: nothing more.
    expect(lineOverUnpaidCap([line(1, 1, 100, 100)])).toEqual({ variantId: 1, allowed: 0 });
    // The floor: all 8 of a stock of 8.
    expect(lineOverUnpaidCap([line(1, 8, 8, 0)])).toBeNull();
    expect(lineOverUnpaidCap([line(1, 5, 200, 0), line(2, 11, 20, 0), line(3, 99, 100, 0)])).toEqual({ variantId: 2, allowed: 10 });
  });
});
