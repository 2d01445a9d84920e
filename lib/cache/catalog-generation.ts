/**
 * What the page cache (lib/http/page-cache.ts) needs to know about the catalogue read cache
 * (lib/cache/catalog-cache.ts), read from the process-wide state that module keeps on
 * globalThis, so proxy.ts can ask without loading the database layer.
 */
export type CatalogCacheView = { timer?: unknown; freshUntil: number; generation: number };

/** The cache serves hits only while its version poll runs and last succeeded within the staleness bound. */
export function isCatalogCacheActive(state: CatalogCacheView | undefined, now: number = Date.now()): state is CatalogCacheView {
  return Boolean(state?.timer) && now < state!.freshUntil;
}

/**
 * The catalogue cache's generation (it moves whenever the cache is cleared: a write on this
 * instance, or a new catalogue version seen by the poll) while the cache is active and within
 * its staleness bound; null when anything derived from the catalogue must be read fresh.
 */
export function catalogGeneration(now: number = Date.now()): number | null {
  const state = (globalThis as { __catalogCache?: CatalogCacheView }).__catalogCache;
  return isCatalogCacheActive(state, now) ? state.generation : null;
}
