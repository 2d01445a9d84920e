/**
 * What the page cache (lib/page-cache) needs to know about the catalogue read cache
 * (lib/cache/catalog-cache.ts), read from the process-wide state that module keeps on
 * globalThis, so proxy.ts can ask without loading the database layer.
 */
export type CatalogCacheView = { timer?: unknown; freshUntil: number; generation: number; failedReads?: number };

const view = () => (globalThis as { __catalogCache?: CatalogCacheView }).__catalogCache;

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
  const state = view();
  return isCatalogCacheActive(state, now) ? state.generation : null;
}

/**
 * How many catalogue reads have failed in this process. A page rendered while one failed may
 * show a fallback in place of what it could not read (the home without its featured products):
 * the page cache keeps no render during which this moved, and keeps serving the pages it stored
 * before, which still show the catalogue as it is.
 */
export function catalogReadFailures(): number {
  return view()?.failedReads ?? 0;
}
