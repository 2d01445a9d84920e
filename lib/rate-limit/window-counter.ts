/**
 * A fixed-window counter kept in this process's memory, for limits checked on every request
 * where a database write per check would cost more than the work it protects (a store page
 * render). Each key counts its hits in windows of `windowSeconds`; at most `maxKeys` keys are
 * kept (expired ones go first, then the oldest), so a flood of addresses cannot grow it without
 * bound. No I/O and no 'server-only': proxy.ts uses it, and the clock is a parameter.
 */
export type WindowVerdict = { allowed: boolean; retryAfter: number };

export type WindowCounter = { hit(key: string, now?: number): WindowVerdict; reset(): void };

export function createWindowCounter({
  limit,
  windowSeconds,
  maxKeys = 10_000,
}: {
  limit: number;
  windowSeconds: number;
  maxKeys?: number;
}): WindowCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function makeRoom(now: number): void {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    hit(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        windows.delete(key);
        if (windows.size >= maxKeys) makeRoom(now);
        window = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count++;
      const allowed = window.count <= limit;
      return { allowed, retryAfter: allowed ? 0 : Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    },
    reset: () => windows.clear(),
  };
}
