import { normalizeStoreFilters, sortParam, STORE_SORT_PARAM } from '@/lib/domain/store-filters';
import { CACHEABLE_STORE_PAGES, STORE_PAGE_PARAM, STORE_PATH, splitStorePage, storeHref } from '@/lib/domain/store-pages';
import { locales } from '@/lib/i18n/routing';

/**
 * What a stored store page is keyed on (lib/page-cache/page-cache.ts): the request the page actually
 * depends on, nothing else. Pure: the proxy computes it for every store page load.
 *
 * - Every page but /tienda reads no query at all: its key is its locale path.
 * - /tienda reads its filters and page (lib/domain/store-filters.ts, store-pages.ts): the key is
 *   the search, the categories, the filters on attributes that exist (names as the catalogue
 *   knows them, case aside, plus the unit of measure) with their values sorted and deduplicated,
 *   the order (`sort`, only when it is not the default) and the page number, in storeHref's
 *   canonical order, so a sorted page is never answered for another order. Tracking parameters (`fbclid`,
 *   `gclid`, `utm_*`…) and unknown attributes are not part of it: such a link is a hit on the
 *   page without them.
 * - A render is stored only when its request named exactly what its key holds (no parameter
 *   dropped, a short query): Next writes the request's query into the page's data (~44 times),
 *   so a render of someone's tracking link, an unknown filter or a 15 KB query string would
 *   carry it to everyone and weigh ~230 KB. Such a request is answered from the entry when there
 *   is one, else rendered and not kept.
 */

/** Longer query strings are never stored (a page's data copies the query ~44 times). */
export const MAX_STORED_QUERY_LENGTH = 512;

/** Attribute names that exist, as the catalogue spells them (listAttributeNames in lib/data/catalog.ts). */
export type KnownFilterNames = ReadonlySet<string> | readonly string[];

export type PageKey = { key: string; storable: boolean };

/** The store's own parameters; every other name is an attribute filter if it exists. */
const RESERVED = new Set(['search', 'category', STORE_SORT_PARAM]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A page of CACHEABLE_STORE_PAGES as a pattern: `[name]` matches one path segment. */
const pagePattern = (page: string) =>
  page
    .split('/')
    .map((segment) => (/^\[[^\]]+\]$/.test(segment) ? '[^/]+' : escape(segment)))
    .join('/');
/** The locale prefix of a path (`/en`, `/es`), from the routing configuration. */
export const LOCALE_PREFIX = new RegExp(`^/(?:${locales.map(escape).join('|')})(?=/|$)`);
/** The cacheable store pages without their locale prefix (lib/domain/store-pages.ts). */
export const CACHEABLE_PATH = new RegExp(`^(?:${CACHEABLE_STORE_PAGES.map(pagePattern).join('|')})$`);

/** A path with its locale prefix removed ('/' for a locale's home). */
export const withoutLocale = (pathname: string): string => pathname.replace(LOCALE_PREFIX, '') || '/';

/** One of the public store pages (any locale), which the cache may answer. */
export const isStorePagePath = (pathname: string): boolean => CACHEABLE_PATH.test(withoutLocale(pathname));

/**
 * The key of a store page load (`target`: origin, locale path and query as the page renders it),
 * or null when it cannot be told yet: the query names attributes and `known` (the names that
 * exist at the current catalogue generation) is not at hand.
 */
export function pageKey(target: URL, known: KnownFilterNames | null): PageKey | null {
  const base = `${target.origin}${target.pathname}`;
  const shortQuery = target.search.length <= MAX_STORED_QUERY_LENGTH;
  if (withoutLocale(target.pathname) !== STORE_PATH) return { key: base, storable: target.search === '' };

  const source: Record<string, string[]> = {};
  for (const [name, value] of target.searchParams) (source[name] ??= []).push(value);
  const { page, rest } = splitStorePage(source);
  const namesAttributes = Object.keys(rest).some((name) => !RESERVED.has(name.trim()));
  if (namesAttributes && !known) return null;
  // The same normalisation /tienda renders from: known attributes only (case aside), values
  // sorted and deduplicated, cut to the limits (lib/domain/store-filters.ts).
  const knownNames = [...(known ?? [])];
  const normal = normalizeStoreFilters(rest, knownNames);
  const key = base + storeHref(normal, page).slice(STORE_PATH.length);
  const keptNames = new Set([...RESERVED, STORE_PAGE_PARAM, ...knownNames.map((name) => name.toLowerCase())]);
  // An unknown or default `sort` is the default order's page: answered from its entry, never stored.
  const sorts = [...target.searchParams].filter(([name]) => name.toLowerCase() === STORE_SORT_PARAM);
  const canonicalSort = sorts.length === 0 || (sorts.length === 1 && sorts[0][0] === STORE_SORT_PARAM && sorts[0][1] === sortParam(normal));
  return {
    key,
    storable: shortQuery && canonicalSort && [...target.searchParams.keys()].every((name) => keptNames.has(name.toLowerCase())),
  };
}
