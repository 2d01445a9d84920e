import { describe, expect, it } from 'vitest';
import { createWindowCounter } from '@/lib/rate-limit/window-counter';

describe('createWindowCounter', () => {
  it('allows `limit` hits per key and window, then says how long to wait', () => {
    const counter = createWindowCounter({ limit: 3, windowSeconds: 60 });
    const t0 = 1_000_000;
    expect([0, 1, 2].map((i) => counter.hit('a', t0 + i).allowed)).toEqual([true, true, true]);
    expect(counter.hit('a', t0 + 10_000)).toEqual({ allowed: false, retryAfter: 50 });
    expect(counter.hit('b', t0 + 10_000)).toEqual({ allowed: true, retryAfter: 0 });
    expect(counter.hit('a', t0 + 59_999)).toEqual({ allowed: false, retryAfter: 1 });
    // A new window starts when the old one ends.
    expect(counter.hit('a', t0 + 60_000)).toEqual({ allowed: true, retryAfter: 0 });
  });

  it('keeps at most maxKeys keys: expired windows go first, then the oldest', () => {
    const counter = createWindowCounter({ limit: 1, windowSeconds: 10, maxKeys: 2 });
    counter.hit('old', 0);
    counter.hit('a', 9_000);
    // 'old' has expired: it makes the room, 'a' keeps its count.
    counter.hit('b', 10_500);
    expect(counter.hit('a', 10_600).allowed).toBe(false);
    // Full of live windows: the oldest ('a') is dropped, so it starts again.
    counter.hit('c', 11_000);
    expect(counter.hit('b', 11_100).allowed).toBe(false);
    expect(counter.hit('a', 11_200).allowed).toBe(true);
  });
});
