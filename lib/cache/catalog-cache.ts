import 'server-only';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type Db, getDb } from '@/db';
import { catalogVersion } from '@/db/schema';
import { isCatalogCacheActive } from './catalog-generation';

/**
 * The in-process cache of the storefront's catalogue reads (lib/data/catalog.ts,
 * featured-products.ts, sitemap.ts). Only public, customer-independent data goes in: keys are
 * the read's name and its normalised arguments, never a session or a customer.
 *
 * Invalidation (docs/caching.md):
 * - every committed change to a catalogue table moves the one-row `catalog_version` counter in
 *   its own transaction (database triggers, db/migrations/0002_catalog_version_triggers.sql),
 *   whoever writes: this app on any instance, a script, a manual UPDATE;
 * - every write the app makes that changes what the storefront shows also calls
 *   `invalidateCatalog()` after its commit, so this instance's cache is cleared at once;
 * - every instance polls that counter in the background every POLL_INTERVAL_MS (one indexed
 *   single-row SELECT per interval, not per request) and clears its cache when it moved.
 *
 * Staleness bound across instances: a write is visible everywhere at most POLL_INTERVAL_MS plus
 * one poll's latency after its commit (the next poll to start after the commit sees the new
 * version). If polls fail or stall, the cache is bypassed (every read goes to the database) once
 * the last successful poll started more than MAX_STALENESS_MS ago, so no instance ever serves
 * catalogue data older than that. Entries are not reloaded on a timer: with the counter moved by
 * the database itself there is no missed change to catch up with, and reloading the whole large
 * catalogue (~0.3 s of CPU, then its serialisation) would stall every request once a TTL. TTL_MS
 * only bounds how long an entry may live at all; past it, it is answered while it reloads in the
 * background, never past TTL_MS + STALE_MS.
 *
 * The cache is active only while the poller runs (instrumentation.ts starts it in each server
 * process). Scripts and the integration tests, which write fixtures straight into the database,
 * never start it and so always read fresh rows; tests/integration/catalog-cache.test.ts starts it.
 * Cached values are deep-frozen: one object is shared by every request that reads it.
 */
export const POLL_INTERVAL_MS = 3_000;
export const MAX_STALENESS_MS = 10_000;
export const TTL_MS = 30 * 60_000;
/**
 * Past its TTL an entry is still answered (at most this much longer) while one background read
 * replaces it: the whole catalogue takes a second or more to reload on the large data set, and
 * every request for it would otherwise queue behind that read once a minute.
 */
export const STALE_MS = 60_000;
const MAX_ENTRIES = 1_000;
/** Roughly products held in all: a page of 24 weighs 24, the whole catalogue 2,000. */
const MAX_WEIGHT = 50_000;

export type CatalogCacheOptions = {
  pollIntervalMs?: number;
  maxStalenessMs?: number;
  ttlMs?: number;
  staleMs?: number;
  maxEntries?: number;
  maxWeight?: number;
};

/** A cached value (lru-cache holds no null, and a read may answer null). */
type Box = { value: unknown };
/** What `fetch` calls on a miss: the read itself. */
type Load = () => Promise<Box>;
type Cache = LRUCache<string, Box, Load>;

type State = {
  cache: Cache;
  /** How long past its TTL an entry may still be answered while it reloads. */
  staleMs: number;
  timer?: ReturnType<typeof setInterval>;
  polling?: Promise<void>;
  /** The database the cached reads came from and the version last seen there. */
  db?: Db;
  version?: number;
  /** The cache may serve hits until then (the last successful poll's start + max staleness). */
  freshUntil: number;
  maxStalenessMs: number;
  failing: boolean;
  /** Moves on every clear, i.e. only when the catalogue changes: what the page cache (lib/page-cache) stamps its entries with. */
  generation: number;
  /** Catalogue reads that failed (lib/cache/catalog-generation.ts, catalogReadFailures). */
  failedReads: number;
};

const weigh = (value: unknown): number => {
  if (Array.isArray(value)) return value.length;
  const products = (value as { products?: unknown } | null)?.products;
  return Array.isArray(products) ? products.length : 1;
};

const newCache = (options: CatalogCacheOptions = {}): Cache =>
  new LRUCache<string, Box, Load>({
    max: options.maxEntries ?? MAX_ENTRIES,
    maxSize: options.maxWeight ?? MAX_WEIGHT,
    // An entry heavier than the whole budget is not kept (lru-cache refuses it).
    sizeCalculation: ({ value }) => Math.max(1, weigh(value)),
    ttl: options.ttlMs ?? TTL_MS,
    // Past its TTL an entry is answered at once while one background read replaces it
    // (getOrLoad bounds how long past); concurrent misses of one key share one read.
    allowStale: true,
    fetchMethod: (_key, _stale, { context }) => context(),
    // clear() aborts the reads in flight: they still answer their callers, but a read that
    // started before an invalidation is never stored (it may have seen the data before the write).
    ignoreFetchAbort: true,
  });

/** The cached value of `key`, or `load()`'s. */
async function getOrLoad(key: string, load: () => Promise<unknown>): Promise<unknown> {
  const { cache, staleMs } = state;
  // Never answered more than staleMs past its TTL: then callers wait for a fresh read.
  if (cache.getRemainingTTL(key) < -staleMs) cache.delete(key);
  const box = await cache.fetch(key, { context: () => load().then((value) => ({ value })) });
  return box?.value;
}

// On globalThis: route handlers, pages and instrumentation.ts may load separate copies of this
// module, and `next dev` reloads it; they must all share one cache and one poller per process.
const g = globalThis as { __catalogCache?: State };
const state: State = (g.__catalogCache ??= {
  cache: newCache(),
  staleMs: STALE_MS,
  freshUntil: 0,
  maxStalenessMs: MAX_STALENESS_MS,
  failing: false,
  generation: 0,
  failedReads: 0,
});
// A state kept on globalThis by an older copy of this module (`next dev` reloads) lacks the counter.
state.failedReads ??= 0;

/**
 * Empties the read cache; anything derived from it (rendered pages) goes with it. The one place
 * the generation moves: a change of the catalogue (a write here, a new version polled) or the
 * cache starting or stopping.
 */
function clearCache(): void {
  state.cache.clear();
  state.generation++;
}

/** `load()`'s result, from the cache when it is active and holds `key`. */
export async function cachedCatalogRead<T>(key: string, load: () => Promise<T>): Promise<T> {
  try {
    const db = await getDb();
    const frozenLoad = () => load().then(deepFreeze);
    if (!isCatalogCacheActive(state) || state.db !== db) return await frozenLoad();
    return (await getOrLoad(key, frozenLoad)) as T;
  } catch (error) {
    // The page that asked may render a fallback instead: the page cache must not keep it
    // (catalogReadFailures). Nothing changed in the catalogue, so nothing is invalidated.
    state.failedReads++;
    throw error;
  }
}

/**
 * Call after the transaction of a storefront-visible write has committed: this instance's cache is
 * cleared at once (the database triggers have already moved `catalog_version` for the others).
 */
export function invalidateCatalog(): void {
  clearCache();
}

/** Reads the version once and clears the cache if it (or the database) changed. One poll at a time. */
export function pollCatalogVersion(): Promise<void> {
  state.polling ??= pollOnce().finally(() => {
    state.polling = undefined;
  });
  return state.polling;
}

async function pollOnce(): Promise<void> {
  const startedAt = Date.now();
  try {
    const db = await getDb();
    const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion).where(eq(catalogVersion.id, 1));
    const version = Number(row?.version ?? 0);
    if (db !== state.db || version !== state.version) {
      clearCache();
      state.db = db;
      state.version = version;
    }
    state.freshUntil = startedAt + state.maxStalenessMs;
    if (state.failing) console.info('[catalog-cache] version poll recovered');
    state.failing = false;
  } catch (error) {
    // Keep serving only until freshUntil lapses; then every read goes to the database.
    if (!state.failing) console.error('[catalog-cache] version poll failed; the cache is bypassed until a poll succeeds', error);
    state.failing = true;
  }
}

/** Starts the background poll (once per process) and with it the cache. Does not keep the process alive. */
export function startCatalogCache(options: CatalogCacheOptions = {}): void {
  if (state.timer) return;
  clearCache();
  state.cache = newCache(options);
  state.staleMs = options.staleMs ?? STALE_MS;
  state.maxStalenessMs = options.maxStalenessMs ?? MAX_STALENESS_MS;
  state.timer = setInterval(() => void pollCatalogVersion(), options.pollIntervalMs ?? POLL_INTERVAL_MS);
  state.timer.unref();
  void pollCatalogVersion();
}

/** Stops the poll and empties the cache: every read goes to the database again. */
export async function stopCatalogCache(): Promise<void> {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
  await state.polling;
  clearCache();
  state.db = undefined;
  state.version = undefined;
  state.freshUntil = 0;
}

/** For tests and diagnostics. */
export function catalogCacheStats(): { active: boolean; entries: number; weight: number; version: number | undefined } {
  return { active: isCatalogCacheActive(state), entries: state.cache.size, weight: state.cache.calculatedSize, version: state.version };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** `write`'s result, once it has committed and the catalogue has been invalidated (a failed write invalidates nothing). */
export async function afterCatalogWrite<T>(write: Promise<T>): Promise<T> {
  const result = await write;
  invalidateCatalog();
  return result;
}
