import { describe, expect, it } from 'vitest';
import { openLoop, percentile, poissonSchedule, summarize } from '../../scripts/bench/lib/load.mjs';
import { distinctQueries, SHOPPER_QUERIES } from '../../scripts/bench/lib/search-queries.mjs';
import { DEFAULT_LARGE_PRODUCTS, largeSeedProducts } from '../../db/seed-large-size';

describe('bench load helpers', () => {
  it('percentile is nearest-rank on sorted values', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile(sorted, 1)).toBe(100);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
  });

  it('summarize sorts, counts and rounds to 0.1 ms', () => {
    const s = summarize([3.04, 1, 2, 10.26, 4]);
    expect(s).toEqual({ total: 5, p50: 3, p90: 10.3, p95: 10.3, p99: 10.3, max: 10.3 });
    expect(summarize([]).p95).toBeNull();
  });

  it('the Poisson schedule is deterministic, ascending, within the duration and near the rate', () => {
    const a = poissonSchedule({ rate: 50, seconds: 20, seed: 7 });
    expect(poissonSchedule({ rate: 50, seconds: 20, seed: 7 })).toEqual(a);
    expect(poissonSchedule({ rate: 50, seconds: 20, seed: 8 })).not.toEqual(a);
    expect(a[0]).toBe(0);
    for (let i = 1; i < a.length; i++) expect(a[i]).toBeGreaterThanOrEqual(a[i - 1]);
    expect(a.at(-1)!).toBeLessThan(20_000);
    // 1,000 expected arrivals: a Poisson count stays within ±10 % far beyond 3 standard deviations.
    expect(a.length).toBeGreaterThan(900);
    expect(a.length).toBeLessThan(1100);
    expect(() => poissonSchedule({ rate: 0, seconds: 1 })).toThrow();
  });

  it('openLoop sends on schedule without waiting for earlier sends, and charges from the scheduled time', async () => {
    let clock = 0;
    const startedAt: number[] = [];
    // A fake clock: each send takes 100 "ms"; all three are due at once.
    const result = await openLoop({
      schedule: [0, 0, 0],
      now: () => clock,
      send: async (i) => {
        startedAt[i] = clock;
        await Promise.resolve();
        clock += 100;
        return i !== 1;
      },
    });
    // Open loop: every send started before any had finished (a closed loop would start at 0, 100, 200).
    expect(startedAt).toEqual([0, 0, 0]);
    expect(result.errors).toBe(1);
    // Each latency runs from its scheduled time (0) to when the run saw it end.
    expect(result.latencies).toEqual([300, 300, 300]);
  });

  it('openLoop counts a send that throws as an error', async () => {
    const result = await openLoop({ schedule: [0], send: async () => Promise.reject(new Error('down')) });
    expect(result.errors).toBe(1);
    expect(result.latencies).toHaveLength(1);
  });
});

describe('bench search queries', () => {
  it('covers the kinds of query the issue names', () => {
    const kinds = new Set(SHOPPER_QUERIES.map((q) => q.kind));
    for (const kind of ['plural', 'size', 'partial word', 'typo', 'category', 'two words', 'three words', 'no result'])
      expect(kinds).toContain(kind);
  });

  it('gives as many distinct, normalised queries as asked, the fixed mix first, the same every time', () => {
    const queries = distinctQueries(1_600);
    expect(queries).toHaveLength(1_600);
    expect(new Set(queries).size).toBe(1_600);
    expect(queries.slice(0, SHOPPER_QUERIES.length)).toEqual(SHOPPER_QUERIES.map((q) => q.query));
    for (const q of queries) expect(q).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
    expect(distinctQueries(1_600)).toEqual(queries);
  });
});

describe('seed:large size option', () => {
  it('defaults to 2,000; --products=N wins over SEED_LARGE_PRODUCTS', () => {
    expect(largeSeedProducts([], {})).toBe(DEFAULT_LARGE_PRODUCTS);
    expect(largeSeedProducts([], { SEED_LARGE_PRODUCTS: '20000' })).toBe(20_000);
    expect(largeSeedProducts(['--products=20_000'], { SEED_LARGE_PRODUCTS: '500' })).toBe(20_000);
    expect(largeSeedProducts([], { SEED_LARGE_PRODUCTS: ' ' })).toBe(DEFAULT_LARGE_PRODUCTS);
  });

  it('refuses what is not a whole number in range', () => {
    for (const bad of ['0', '-5', '2.5', 'mil', '1e4', '999999999'])
      expect(() => largeSeedProducts([`--products=${bad}`], {})).toThrow(/whole number/);
  });
});
