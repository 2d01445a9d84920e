/**
 * The page cache: the storefront's public pages rendered once per URL and catalogue generation,
 * rewritten once (framework scripts after the largest paint, the page's own styles inline, hashes
 * instead of a nonce) and served from memory, compressed once (docs/caching.md).
 *
 * This file is its one way in. proxy.ts answers from it and tags what it may keep,
 * instrumentation.ts installs it, /api/page-data serves the flight data it took out of a page,
 * lib/data/known-filters.ts gives it the attribute names that exist. The files beside this one
 * are its parts: nothing outside this folder imports them (eslint.config.mjs), so what the cache
 * assumes about Next's output can change here without a reader elsewhere noticing.
 *
 * It does not decide when a page is stale: it stamps each page with the catalogue cache's
 * generation (lib/cache/catalog-generation.ts), which moves only when the catalogue changes.
 * It rides on the HTTP server's request hooks (lib/http/request-start.ts,
 * lib/http/encoded-responses.ts), which the API uses too.
 */
export {
  type CachedPage,
  cachedPage,
  installPageCache,
  markForCapture,
  PAGE_CACHE_STATUS_HEADER,
  pageCacheTarget,
  storedPageData,
} from './page-cache';
export { isStorePagePath, type KnownFilterNames } from './page-key';
