import { describe, expect, it } from 'vitest';
import {
  collectedByRate,
  DEFAULT_DELIVERY_IVA_RULE,
  DELIVERY_IVA_RULES,
  deliveryIvaParts,
  IVA_CLASSES,
  IVA_RATES,
  type IvaClass,
  ivaBreakdown,
  splitIva,
} from '@/lib/domain/iva';

/** A small deterministic generator (mulberry32): the same 1,000 carts on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('splitIva: a final price into base + IVA, whole pesos', () => {
  it('splits at 19 %: base = total / 1.19 rounded, IVA the rest', () => {
    expect(splitIva(119_000, 19)).toEqual({ base: 100_000, iva: 19_000, total: 119_000 });
    expect(splitIva(100_000, 19)).toEqual({ base: 84_034, iva: 15_966, total: 100_000 });
    expect(splitIva(5_000, 19)).toEqual({ base: 4_202, iva: 798, total: 5_000 });
    expect(splitIva(1, 19)).toEqual({ base: 1, iva: 0, total: 1 });
  });

  it('splits at 5 %', () => {
    expect(splitIva(105_000, 5)).toEqual({ base: 100_000, iva: 5_000, total: 105_000 });
    expect(splitIva(12_500, 5)).toEqual({ base: 11_905, iva: 595, total: 12_500 });
  });

  it('leaves exento and excluido (0 %) all base', () => {
    for (const ivaClass of ['exento', 'excluido'] as const) {
      expect(splitIva(32_900, IVA_RATES[ivaClass])).toEqual({ base: 32_900, iva: 0, total: 32_900 });
    }
    expect(splitIva(0, 19)).toEqual({ base: 0, iva: 0, total: 0 });
  });

  it('rounds the base half up (exact integer arithmetic, no float drift)', () => {
    // 119 × 0.5 → base 0.5 → 1; 357 / 1.19 = 300 exactly.
    expect(splitIva(357, 19).base).toBe(300);
    // 2.5 / 1.05 ≈ 2.38 → 2; 63 / 1.05 = 60.
    expect(splitIva(63, 5).base).toBe(60);
    // The largest safe order amount still adds up.
    const big = splitIva(2_147_483_647, 19);
    expect(big.base + big.iva).toBe(2_147_483_647);
  });

  it('adds up for every amount from 0 to 20,000 at every rate', () => {
    for (const rate of new Set(Object.values(IVA_RATES))) {
      for (let total = 0; total <= 20_000; total++) {
        const { base, iva } = splitIva(total, rate);
        expect(base + iva).toBe(total);
        expect(Number.isInteger(base) && Number.isInteger(iva) && iva >= 0 && base >= 0).toBe(true);
        // The IVA is the rate's share of the base, within half a peso of rounding each way.
        expect(Math.abs(iva - (base * rate) / 100)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuses centavos and impossible rates', () => {
    expect(() => splitIva(10.5, 19)).toThrow(RangeError);
    expect(() => splitIva(100, -1)).toThrow(RangeError);
    expect(() => splitIva(100, 19.5)).toThrow(RangeError);
  });
});

describe('ivaBreakdown: lines, delivery and order', () => {
  it('groups a mixed cart per class, the delivery fee apart at 19 %', () => {
    const iva = ivaBreakdown(
      [
        { ivaClass: 'iva_19', ivaRate: 19, total: 100_000 },
        { ivaClass: 'iva_5', ivaRate: 5, total: 21_000 },
        { ivaClass: 'iva_19', ivaRate: 19, total: 11_900 },
        { ivaClass: 'exento', ivaRate: 0, total: 3_000 },
        { ivaClass: 'excluido', ivaRate: 0, total: 32_900 },
      ],
      5_000,
    );
    expect(iva.lines).toEqual([
      { base: 84_034, iva: 15_966, total: 100_000 },
      { base: 20_000, iva: 1_000, total: 21_000 },
      { base: 10_000, iva: 1_900, total: 11_900 },
      { base: 3_000, iva: 0, total: 3_000 },
      { base: 32_900, iva: 0, total: 32_900 },
    ]);
    expect(iva.byRate).toEqual([
      { ivaClass: 'iva_19', rate: 19, base: 94_034, iva: 17_866, total: 111_900 },
      { ivaClass: 'iva_5', rate: 5, base: 20_000, iva: 1_000, total: 21_000 },
      { ivaClass: 'exento', rate: 0, base: 3_000, iva: 0, total: 3_000 },
      { ivaClass: 'excluido', rate: 0, base: 32_900, iva: 0, total: 32_900 },
    ]);
    expect(iva.delivery).toEqual({
      base: 4_202,
      iva: 798,
      total: 5_000,
      parts: [{ ivaClass: 'iva_19', rate: 19, base: 4_202, iva: 798, total: 5_000 }],
    });
    expect(iva).toMatchObject({ base: 154_136, iva: 19_664, total: 173_800 });
    // The accountant's view: the fee inside the 19 % row.
    expect(collectedByRate(iva)[0]).toEqual({ ivaClass: 'iva_19', rate: 19, base: 98_236, iva: 18_664, total: 116_900 });
  });

  it("has no delivery row while the fee is 'por confirmar', and zeros with no parts when free", () => {
    const lines = [{ ivaClass: 'iva_19' as const, ivaRate: 19, total: 1_190 }];
    expect(ivaBreakdown(lines, null)).toMatchObject({ delivery: null, base: 1_000, iva: 190, total: 1_190 });
    expect(ivaBreakdown(lines, 0).delivery).toEqual({ base: 0, iva: 0, total: 0, parts: [] });
    expect(ivaBreakdown(lines, 0, 19, 'follow_goods').delivery).toEqual({ base: 0, iva: 0, total: 0, parts: [] });
    expect(collectedByRate(ivaBreakdown(lines, 0))).toHaveLength(1);
  });

  it('keeps the rate a line was ordered with, whatever the class says today', () => {
    const iva = ivaBreakdown([{ ivaClass: 'iva_19', ivaRate: 16, total: 11_600 }], null);
    expect(iva.byRate).toEqual([{ ivaClass: 'iva_19', rate: 16, base: 10_000, iva: 1_600, total: 11_600 }]);
  });

  it('adds up (base + IVA = total) for every line, row, the delivery and the order of 1,000 random carts', () => {
    const next = random(26);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    for (let cart = 0; cart < 1_000; cart++) {
      const lines = Array.from({ length: 1 + Math.floor(next() * 12) }, () => {
        const ivaClass: IvaClass = pick(IVA_CLASSES);
        const unit = 1 + Math.floor(next() * 250_000);
        const quantity = 1 + Math.floor(next() * 500);
        return { ivaClass, ivaRate: IVA_RATES[ivaClass], total: unit * quantity };
      });
      const fee = pick([null, 0, 5_000, 7_300, Math.floor(next() * 80_000)]);
      const rule = pick(DELIVERY_IVA_RULES);
      const iva = ivaBreakdown(lines, fee, 19, rule);
      const goods = lines.reduce((s, l) => s + l.total, 0);
      expect(iva.total).toBe(goods + (fee ?? 0));
      expect(iva.base + iva.iva).toBe(iva.total);
      iva.lines.forEach((line, i) => {
        expect(line.total).toBe(lines[i].total);
        expect(line.base + line.iva).toBe(line.total);
      });
      for (const row of [...iva.byRate, ...collectedByRate(iva)]) expect(row.base + row.iva).toBe(row.total);
      if (iva.delivery) {
        expect(iva.delivery.base + iva.delivery.iva).toBe(fee);
        expect(iva.delivery.parts.reduce((sum, p) => sum + p.total, 0)).toBe(fee);
        for (const part of iva.delivery.parts) expect(part.base + part.iva).toBe(part.total);
        // Following the goods, the fee only ever carries rates the goods have.
        if (rule === 'follow_goods')
          for (const part of iva.delivery.parts) expect(iva.byRate.map((r) => r.ivaClass)).toContain(part.ivaClass);
      }
      expect(iva.byRate.reduce((s, r) => s + r.total, 0)).toBe(goods);
      expect(collectedByRate(iva).reduce((s, r) => s + r.iva, 0)).toBe(iva.iva);
      // Nothing at 0 % ever carries IVA.
      for (const row of iva.byRate.filter((r) => r.rate === 0)) expect(row.iva).toBe(0);
    }
  });
});

describe('deliveryIvaParts: IVA on delivery follows the goods (E.T. art. 447)', () => {
  const line = (ivaClass: IvaClass, total: number) => ({ ivaClass, ivaRate: IVA_RATES[ivaClass], total });

  it('is the store default', () => {
    expect(DEFAULT_DELIVERY_IVA_RULE).toBe('follow_goods');
  });

  it('splits the fee in proportion to the goods of each rate (0 / 5 / 19 %), each share at its rate', () => {
    // Goods: 119.000 at 19 %, 52.500 at 5 %, 28.500 excluded = 200.000; fee 10.000.
    const goods = [line('iva_19', 100_000), line('excluido', 28_500), line('iva_5', 52_500), line('iva_19', 19_000)];
    expect(deliveryIvaParts(goods, 10_000, 'follow_goods')).toEqual([
      { ivaClass: 'iva_19', rate: 19, base: 5_000, iva: 950, total: 5_950 },
      { ivaClass: 'iva_5', rate: 5, base: 2_500, iva: 125, total: 2_625 },
      { ivaClass: 'excluido', rate: 0, base: 1_425, iva: 0, total: 1_425 },
    ]);
    // Splitting the final fee by the goods' totals is adding its base to theirs by their bases:
    // the fee's base over the goods' base is the same fraction for every rate.
    const iva = ivaBreakdown(goods, 10_000, 19, 'follow_goods');
    expect(iva.delivery).toMatchObject({ base: 8_925, iva: 1_075, total: 10_000 });
    expect(iva).toMatchObject({ total: 210_000 });
    expect(collectedByRate(iva)).toEqual([
      { ivaClass: 'iva_19', rate: 19, base: 105_000, iva: 19_950, total: 124_950 },
      { ivaClass: 'iva_5', rate: 5, base: 52_500, iva: 2_625, total: 55_125 },
      { ivaClass: 'excluido', rate: 0, base: 29_925, iva: 0, total: 29_925 },
    ]);
  });

  it('carries no IVA when every good is excluded or exempt (kept apart)', () => {
    const parts = deliveryIvaParts([line('excluido', 30_000), line('exento', 10_000)], 5_000, 'follow_goods');
    expect(parts).toEqual([
      { ivaClass: 'exento', rate: 0, base: 1_250, iva: 0, total: 1_250 },
      { ivaClass: 'excluido', rate: 0, base: 3_750, iva: 0, total: 3_750 },
    ]);
    expect(ivaBreakdown([line('excluido', 30_000)], 5_000, 19, 'follow_goods')).toMatchObject({ iva: 0, total: 35_000 });
  });

  it('rounds shares to the peso by largest remainder, so they add up to the fee (ties to the higher rate)', () => {
    // Three equal thirds of 10.000: 3.333,33 each; the spare peso goes to 19 %.
    const parts = deliveryIvaParts([line('iva_19', 1_000), line('iva_5', 1_000), line('excluido', 1_000)], 10_000, 'follow_goods');
    expect(parts.map((p) => p.total)).toEqual([3_334, 3_333, 3_333]);
    // 7 pesos over 1/7, 2/7, 4/7 with goods of 100, 200, 400: exact, no remainder.
    expect(
      deliveryIvaParts([line('iva_19', 100), line('iva_5', 200), line('excluido', 400)], 7, 'follow_goods').map((p) => p.total),
    ).toEqual([1, 2, 4]);
    // A share smaller than a peso may round to nothing: it is left out, the rest still adds up.
    const tiny = deliveryIvaParts([line('iva_19', 1_000_000), line('iva_5', 1)], 100, 'follow_goods');
    expect(tiny).toEqual([{ ivaClass: 'iva_19', rate: 19, base: 84, iva: 16, total: 100 }]);
    // Large figures stay exact (beyond 2^53 in the intermediate product).
    const big = deliveryIvaParts([line('iva_19', 2_000_000_000), line('iva_5', 1_234_567)], 9_999_999, 'follow_goods');
    expect(big.reduce((s, p) => s + p.total, 0)).toBe(9_999_999);
  });

  it("'flat_19' is today's rule: all of the fee at 19 %, whatever the goods", () => {
    expect(deliveryIvaParts([line('excluido', 30_000)], 5_000, 'flat_19')).toEqual([
      { ivaClass: 'iva_19', rate: 19, base: 4_202, iva: 798, total: 5_000 },
    ]);
  });

  it('with no goods of any value to follow, the fee is taxed at 19 %; a free fee has no parts', () => {
    expect(deliveryIvaParts([], 5_000, 'follow_goods')).toEqual([{ ivaClass: 'iva_19', rate: 19, base: 4_202, iva: 798, total: 5_000 }]);
    expect(deliveryIvaParts([line('iva_5', 0)], 5_000, 'follow_goods')[0].rate).toBe(19);
    expect(deliveryIvaParts([line('iva_5', 10)], 0, 'follow_goods')).toEqual([]);
    expect(() => deliveryIvaParts([], -1, 'follow_goods')).toThrow(RangeError);
    expect(() => deliveryIvaParts([], 1.5, 'follow_goods')).toThrow(RangeError);
  });
});
