import { type StoreFilters, storeQueryString } from './store-filters';

/** The catalogue page: the only store page that reads its query string (its filters and page). */
export const STORE_PATH = '/tienda';

/**
 * The public store pages, without the locale prefix (`[name]` is one path segment): they read
 * nothing from the request but the URL, so the page cache may keep them (lib/page-cache/page-cache.ts).
 * Never the cart, checkout, account, order or back-office pages.
 */
export const CACHEABLE_STORE_PAGES = ['/', STORE_PATH, '/producto/[slug]', '/contacto', '/nosotros'] as const;

/**
 * Pagination of /tienda. `page` is reserved for it: it is never read as an attribute filter
 * (an attribute called "page" could not be filtered through the URL), and it is dropped from
 * the URL on page 1 so every filter state has one canonical address.
 */
export const STORE_PAGE_PARAM = 'page';
export const STORE_PAGE_SIZE = 24;

type ParamSource = Record<string, string | string[] | undefined>;

/** The requested page (1 when missing or not a positive whole number) and the other params. */
export function splitStorePage(source: ParamSource): { page: number; rest: ParamSource } {
  const { [STORE_PAGE_PARAM]: raw, ...rest } = source;
  const value = Array.isArray(raw) ? raw[0] : raw;
  const page = value && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : 1;
  return { page: page >= 1 ? page : 1, rest };
}

export function pageCount(total: number, pageSize = STORE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** '/tienda?…&page=N' for the given filters (no `page` on the first page). */
export function storeHref(filters: StoreFilters, page = 1): string {
  const query = storeQueryString(filters);
  if (page <= 1) return `${STORE_PATH}${query}`;
  return `${STORE_PATH}${query}${query ? '&' : '?'}${STORE_PAGE_PARAM}=${page}`;
}

/**
 * The page numbers to link: the first, the last, and a window around the current page;
 * null marks a gap ("…"). Short enough for a 360 px phone.
 */
export function pageWindow(current: number, total: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= total; page++) {
    if (page === 1 || page === total || Math.abs(page - current) <= radius) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** Active filters, as the 'Filtros' button counts them: the search plus every chosen value. */
export function activeFilterCount(filters: StoreFilters): number {
  const values = Object.values(filters.attributes).reduce((sum, list) => sum + list.length, 0);
  return (filters.search.trim() ? 1 : 0) + filters.categories.length + values;
}

/**
 * The URL's spelling of an attribute name (`?color=` and `?Color=` are the same filter), so a
 * toggle edits the existing list instead of adding a second one with other capitals.
 */
export function attributeParamName(filters: StoreFilters, name: string): string {
  return Object.keys(filters.attributes).find((key) => key.toLowerCase() === name.toLowerCase()) ?? name;
}

export function isValueActive(list: readonly string[] | undefined, value: string): boolean {
  return (list ?? []).some((v) => v.toLowerCase() === value.toLowerCase());
}
