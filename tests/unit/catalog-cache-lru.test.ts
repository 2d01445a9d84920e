import { describe, expect, it, vi } from 'vitest';
import { LruCache } from '@/lib/cache/lru';

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('LruCache', () => {
  it('serves an entry until its TTL, never after', () => {
    const time = clock();
    const cache = new LruCache<string>({ maxEntries: 10, ttlMs: 100, now: time.now });
    cache.set('a', 'A');
    time.advance(99);
    expect(cache.get('a')).toBe('A');
    time.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('with staleMs, answers an expired entry at once while one background load replaces it', async () => {
    const time = clock();
    const cache = new LruCache<string>({ maxEntries: 10, ttlMs: 100, staleMs: 50, now: time.now });
    cache.set('a', 'A1');
    time.advance(120);
    expect(cache.get('a')).toBeUndefined(); // get never serves past the TTL
    cache.set('a', 'A1');
    time.advance(120);
    let finish!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    await expect(cache.getOrLoad('a', load)).resolves.toBe('A1');
    await expect(cache.getOrLoad('a', load)).resolves.toBe('A1');
    expect(load).toHaveBeenCalledTimes(1);
    finish('A2');
    await Promise.resolve();
    await expect(cache.getOrLoad('a', load)).resolves.toBe('A2');
    // Past TTL + staleMs: a plain miss, callers wait for the load.
    time.advance(151);
    const next = cache.getOrLoad('a', () => Promise.resolve('A3'));
    await expect(next).resolves.toBe('A3');
  });

  it('a background refresh that began before clear() is not stored', async () => {
    const time = clock();
    const cache = new LruCache<string>({ maxEntries: 10, ttlMs: 100, staleMs: 50, now: time.now });
    cache.set('a', 'old');
    time.advance(110);
    let finish!: (value: string) => void;
    await expect(cache.getOrLoad('a', () => new Promise<string>((resolve) => (finish = resolve)))).resolves.toBe('old');
    cache.clear();
    finish('read before the write');
    await Promise.resolve();
    await expect(cache.getOrLoad('a', () => Promise.resolve('new'))).resolves.toBe('new');
  });

  it('evicts the least recently used entry past maxEntries (a read counts as a use)', () => {
    const cache = new LruCache<number>({ maxEntries: 2, ttlMs: 1_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // b is now the oldest
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('keeps the total weight within maxWeight and refuses an entry heavier than the budget', () => {
    const cache = new LruCache<number[]>({ maxEntries: 100, maxWeight: 10, ttlMs: 1_000, weigh: (v) => v.length });
    cache.set('six', Array(6).fill(0));
    cache.set('four', Array(4).fill(0));
    expect(cache.totalWeight).toBe(10);
    cache.set('three', Array(3).fill(0)); // evicts 'six', the oldest
    expect(cache.get('six')).toBeUndefined();
    expect(cache.totalWeight).toBe(7);
    cache.set('huge', Array(11).fill(0));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.totalWeight).toBe(7);
    // Replacing an entry replaces its weight.
    cache.set('four', [1]);
    expect(cache.totalWeight).toBe(4);
  });

  it('shares one load between concurrent misses and stores its value', async () => {
    const cache = new LruCache<string>({ maxEntries: 10, ttlMs: 1_000 });
    const load = vi.fn(async () => 'value');
    const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect([a, b]).toEqual(['value', 'value']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.getOrLoad('k', load)).toBe('value');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not store a load that started before clear(), so an invalidation cannot be undone', async () => {
    const cache = new LruCache<string>({ maxEntries: 10, ttlMs: 1_000 });
    let finish!: (v: string) => void;
    const slow = cache.getOrLoad('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear(); // a write committed while the slow read was running
    const fresh = vi.fn(async () => 'new');
    // A read after the clear does not join the old load.
    expect(await cache.getOrLoad('k', fresh)).toBe('new');
    finish('old');
    expect(await slow).toBe('old');
    expect(cache.get('k')).toBe('new');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('does not cache failures', async () => {
    const cache = new LruCache<string>({ maxEntries: 10, ttlMs: 1_000 });
    await expect(cache.getOrLoad('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', async () => 'up')).toBe('up');
  });
});
