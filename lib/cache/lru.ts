/**
 * A bounded read-through cache: least recently used entries are evicted past `maxEntries`
 * or past `maxWeight` (the sum of the entries' weights, e.g. the number of products they hold),
 * and no entry is served older than `ttlMs`. Pure: no I/O, the clock is injectable.
 *
 * Concurrent misses of one key share one load. `clear()` starts a new generation: a load that
 * began before it (and so may have read the data as it was before a write) is handed to its
 * callers but never stored, so an invalidation cannot be undone by a slow read finishing late.
 *
 * With `staleMs`, `getOrLoad` answers an entry up to `staleMs` past its TTL at once while one
 * background load replaces it (stale-while-revalidate), so an expiring hot entry never makes its
 * callers queue behind the reload; `get` never serves past the TTL.
 */
export type LruOptions<V> = {
  maxEntries: number;
  ttlMs: number;
  staleMs?: number;
  maxWeight?: number;
  weigh?: (value: V) => number;
  now?: () => number;
};

type Entry<V> = { value: V; expiresAt: number; weight: number };

export class LruCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  private weight = 0;
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: LruOptions<V>) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalWeight(): number {
    return this.weight;
  }

  /** The fresh value of `key`, marking it most recently used; undefined when missing or expired. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    const weight = Math.max(1, this.options.weigh?.(value) ?? 1);
    // An entry heavier than the whole budget would only evict everything else and then itself.
    if (this.options.maxWeight !== undefined && weight > this.options.maxWeight) return;
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs, weight });
    this.weight += weight;
    this.evict();
  }

  /** Forgets `key` (only while it still holds `value`, when given). */
  delete(key: string, value?: V): void {
    const entry = this.entries.get(key);
    if (entry && (value === undefined || entry.value === value)) this.remove(key, entry);
  }

  /** The cached value, or `load()`'s (shared by concurrent callers of the same key). */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const stale = this.entries.get(key);
    if (stale && this.now() >= stale.expiresAt && this.now() < stale.expiresAt + (this.options.staleMs ?? 0)) {
      // Refreshed in the background; a failed refresh leaves the entry to expire for good.
      if (!this.loading.has(key)) this.load(key, load).catch(() => {});
      this.entries.delete(key);
      this.entries.set(key, stale);
      return Promise.resolve(stale.value);
    }
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    return this.loading.get(key) ?? this.load(key, load);
  }

  private load(key: string, load: () => Promise<V>): Promise<V> {
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        if (generation === this.generation) this.set(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  /** Forgets every entry and every load in flight. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
    this.weight = 0;
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  private evict(): void {
    const { maxEntries, maxWeight = Infinity } = this.options;
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= maxEntries && this.weight <= maxWeight) break;
      this.remove(key, entry);
    }
  }
}
