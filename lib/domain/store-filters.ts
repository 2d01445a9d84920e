import type es from '@/messages/es.json';
import { searchTerms } from './search-text';
import { isUnitOfMeasureAttribute } from './unit-of-measure';

/**
 * The store's URL is its state (spec 1 §2): `search`, `category` (comma list of category
 * names) and one parameter per attribute, named as the attribute, with a comma list of values.
 */
export type StoreFilters = {
  search: string;
  categories: string[];
  /** Attribute name → accepted values (a product matches when any variant has one of them). */
  attributes: Record<string, string[]>;
  /** The order asked for in the URL (`sort`); absent means the default (storeSort). */
  sort?: StoreSort;
};

/**
 * The store's orders (issue 20 item 7), as the `sort` URL parameter spells them. The default
 * is `relevancia` with a search and `nombre` without one (the store's order before sorting
 * existed); relevance without a search is the name order. Any other value is the default.
 */
export const STORE_SORTS = ['relevancia', 'precio-asc', 'precio-desc', 'nombre'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];
export const STORE_SORT_PARAM = 'sort';

export function parseStoreSort(value: string | undefined): StoreSort | undefined {
  const sort = value?.trim().toLowerCase();
  return STORE_SORTS.find((s) => s === sort);
}

/** The order a set of filters is listed in: the one asked for, else the default. */
export function storeSort(filters: Pick<StoreFilters, 'search' | 'sort'>): StoreSort {
  const searching = searchTerms(filters.search).length > 0;
  if (!filters.sort || (filters.sort === 'relevancia' && !searching)) return searching ? 'relevancia' : 'nombre';
  return filters.sort;
}

/** The orders offered for a set of filters: relevance only when there is a search. */
export function storeSortChoices(filters: Pick<StoreFilters, 'search'>): StoreSort[] {
  return searchTerms(filters.search).length > 0 ? [...STORE_SORTS] : STORE_SORTS.filter((s) => s !== 'relevancia');
}

/** The `sort` value a URL carries for these filters: none when it is the default. */
export function sortParam(filters: StoreFilters): StoreSort | undefined {
  const sort = storeSort(filters);
  return sort === storeSort({ search: filters.search }) ? undefined : sort;
}

/**
 * What one store query may ask for (issue 19 §1: unbounded filters froze the server). Above
 * them `GET /api/products` answers 400 and /tienda renders the query cut down to them
 * (capStoreFilters). Chosen above what the filter panel gives a shopper in practice: the store
 * has 5 attributes and 22 categories; its largest attributes have 12 values (Tamaño has 36,
 * but nobody ticks 20 sizes). `queryLength` counts the query string without its '?', as sent.
 */
export const STORE_FILTER_LIMITS = {
  attributes: 8,
  valuesPerAttribute: 20,
  categories: 10,
  searchWords: 10,
  queryLength: 2048,
  /** Parameters a store page reads, in URL order: the rest are not looked at (no filter has more). */
  parameters: 64,
} as const;
export type StoreFilterLimits = { [K in keyof typeof STORE_FILTER_LIMITS]: number };

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

export { isUnitOfMeasureAttribute };

const splitList = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** A total order, so equal sets of filters give equal queries whatever order the URL had. */
const compare = (a: string, b: string) => a.localeCompare(b, 'es') || (a < b ? -1 : a > b ? 1 : 0);

function paramEntries(source: ParamSource): [string, string][] {
  if (source instanceof URLSearchParams) return [...source.entries()];
  return Object.entries(source).flatMap(([k, v]) =>
    v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x) => [k, x] as [string, string]),
  );
}

/**
 * The filters of a store URL. Only attribute names in `knownAttributes` (the catalogue's) are
 * filters, spelled as the catalogue spells them; any other parameter (tracking, typos, made-up
 * names) is ignored, so it adds no SQL and no cache entry. Lists are deduplicated ignoring case
 * and sorted. Not capped: the API refuses a query over the limits (storeFilterLimitErrors),
 * the store page cuts it down (normalizeStoreFilters).
 */
export function parseStoreFilters(source: ParamSource, knownAttributes: Iterable<string>, maxParameters = Infinity): StoreFilters {
  const known = new Map<string, string>();
  for (const name of knownAttributes) known.set(name.toLowerCase(), name);

  const filters: StoreFilters = { search: '', categories: [], attributes: {} };
  const chosen = new Map<string, string[]>();
  for (const [rawKey, value] of paramEntries(source).slice(0, maxParameters)) {
    const key = rawKey.trim();
    // PostgreSQL text cannot hold U+0000; such a parameter cannot match anything anyway.
    if (!key || key.includes('\0') || value.includes('\0')) continue;
    if (key === 'search') filters.search = value.trim();
    else if (key === STORE_SORT_PARAM) filters.sort = parseStoreSort(value) ?? filters.sort;
    else if (key === 'category') filters.categories.push(...splitList(value));
    else {
      const name = known.get(key.toLowerCase());
      if (name === undefined) continue;
      const values = splitList(value);
      if (values.length) chosen.set(name, [...(chosen.get(name) ?? []), ...values]);
    }
  }
  filters.categories = uniqueSorted(filters.categories);
  for (const name of [...chosen.keys()].sort(compare)) filters.attributes[name] = uniqueSorted(chosen.get(name)!);
  if (filters.sort === undefined) delete filters.sort;
  return filters;
}

/**
 * The filters a store page depends on, from its URL: its first `limits.parameters` parameters,
 * known attributes only, deduplicated, sorted and cut down to STORE_FILTER_LIMITS. Equal results for URLs that differ only in
 * parameter order, capitals of attribute names, repeated values or unknown parameters, so it
 * (or `storeQueryString` of it) is what a cache of rendered store pages keys on.
 */
export function normalizeStoreFilters(
  source: ParamSource,
  knownAttributes: Iterable<string>,
  limits: StoreFilterLimits = STORE_FILTER_LIMITS,
): StoreFilters {
  return capStoreFilters(parseStoreFilters(source, knownAttributes, limits.parameters), limits);
}

/** A sentence of the catalogues' Validation namespace, by its key: the route says it in the request's language. */
export type FilterLimitMessage = { key: keyof (typeof es)['Validation']; values: Record<string, string | number> };

/**
 * Why a query is over the limits, as field → messages for a 400 answer, or null when
 * it is within them. `queryLength`: the length of the query string as received. A long search
 * is not refused: its first words are searched and the rest ignored (issue 20), as on /tienda.
 */
export function storeFilterLimitErrors(
  filters: StoreFilters,
  queryLength: number,
  limits: StoreFilterLimits = STORE_FILTER_LIMITS,
): Record<string, FilterLimitMessage[]> | null {
  const fields: Record<string, FilterLimitMessage[]> = {};
  if (queryLength > limits.queryLength) fields.query = [{ key: 'filterQueryTooLong', values: { max: limits.queryLength } }];
  if (filters.categories.length > limits.categories) fields.category = [{ key: 'filterCategoriesMax', values: { max: limits.categories } }];
  const names = Object.keys(filters.attributes);
  if (names.length > limits.attributes) fields.attributes = [{ key: 'filterAttributesMax', values: { max: limits.attributes } }];
  for (const name of names) {
    if (filters.attributes[name].length > limits.valuesPerAttribute) {
      fields[name] = [{ key: 'filterValuesMax', values: { max: limits.valuesPerAttribute, attribute: name } }];
    }
  }
  return Object.keys(fields).length ? fields : null;
}

/**
 * `filters` cut down to the limits, keeping the first of each (sorted) list: the first words of
 * the search, categories, attributes and values. Then, while its query string is still too
 * long, the last value goes (long names can make a short list long).
 */
export function capStoreFilters(filters: StoreFilters, limits: StoreFilterLimits = STORE_FILTER_LIMITS): StoreFilters {
  const capped: StoreFilters = {
    search: firstWords(filters.search, limits.searchWords),
    categories: filters.categories.slice(0, limits.categories),
    attributes: Object.fromEntries(
      Object.entries(filters.attributes)
        .slice(0, limits.attributes)
        .map(([name, values]) => [name, values.slice(0, limits.valuesPerAttribute)]),
    ),
  };
  if (filters.sort) capped.sort = filters.sort;
  while (storeQueryString(capped).length - 1 > limits.queryLength) dropLast(capped);
  return capped;
}

/** Removes the last value of the last attribute, else the last category, else the search. */
function dropLast(filters: StoreFilters): void {
  const names = Object.keys(filters.attributes);
  const last = names[names.length - 1];
  if (last !== undefined) {
    filters.attributes[last] = filters.attributes[last].slice(0, -1);
    if (filters.attributes[last].length === 0) delete filters.attributes[last];
  } else if (filters.categories.length) filters.categories = filters.categories.slice(0, -1);
  else filters.search = '';
}

/**
 * The search up to its `max`-th word (words as searchTerms counts them). Whitespace always
 * separates words, so the count of a text is the sum of its space-separated pieces' counts.
 */
function firstWords(search: string, max: number): string {
  if (searchTerms(search).length <= max) return search;
  const kept: string[] = [];
  let count = 0;
  for (const piece of search.split(/\s+/)) {
    const terms = searchTerms(piece).length;
    if (count + terms > max) {
      // One piece holding many words ('a.b.c.…'): its normalised words, up to the limit.
      if (kept.length === 0) return searchTerms(search).slice(0, max).join(' ');
      break;
    }
    kept.push(piece);
    count += terms;
  }
  return kept.join(' ');
}

/** The query string for a set of filters (stable order, so equal filters give equal links). */
export function storeQueryString(filters: StoreFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.categories.length) params.set('category', [...filters.categories].sort(compare).join(','));
  for (const name of Object.keys(filters.attributes).sort(compare)) {
    const values = filters.attributes[name];
    if (values.length) params.set(name, [...values].sort(compare).join(','));
  }
  // Last, after the filters: an order is not a filter. The default order is never written.
  const sort = sortParam(filters);
  if (sort) params.set(STORE_SORT_PARAM, sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function hasActiveFilters(filters: StoreFilters): boolean {
  return searchTerms(filters.search).length > 0 || filters.categories.length > 0 || Object.keys(filters.attributes).length > 0;
}

/** Adds or removes one value of a list filter (category or attribute), keeping the rest. */
export function toggleFilterValue(filters: StoreFilters, name: string, value: string): StoreFilters {
  const toggle = (list: string[]) =>
    list.some((v) => v.toLowerCase() === value.toLowerCase())
      ? list.filter((v) => v.toLowerCase() !== value.toLowerCase())
      : [...list, value];
  if (name === 'category') return { ...filters, categories: toggle(filters.categories) };
  const next = { ...filters.attributes, [name]: toggle(filters.attributes[name] ?? []) };
  if (next[name].length === 0) delete next[name];
  return { ...filters, attributes: next };
}

/** Sorted, without repeats ignoring case (the first in sort order is kept). */
function uniqueSorted(values: string[]): string[] {
  const seen = new Set<string>();
  return [...values].sort(compare).filter((v) => {
    const k = v.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** What a variant offers to the attribute filters: its attribute values and its unit of measure. */
export type FilterableVariant = {
  unitOfMeasure: string | null;
  variantValues: readonly { attributeValue: { value: string; attribute: { name: string } } }[];
};

/**
 * Whether a variant has one of the chosen values of every chosen attribute (names and values
 * compared case aside, as the SQL filter does; the unit of measure from the variant's own
 * column). No chosen attribute: every variant matches.
 */
export function variantMatchesAttributes(variant: FilterableVariant, chosen: StoreFilters['attributes']): boolean {
  return Object.entries(chosen).every(([name, values]) => {
    if (values.length === 0) return true;
    const wanted = new Set(values.map((value) => value.toLowerCase()));
    if (isUnitOfMeasureAttribute(name)) return wanted.has(variant.unitOfMeasure?.toLowerCase() ?? '');
    return variant.variantValues.some(
      ({ attributeValue }) =>
        attributeValue.attribute.name.toLowerCase() === name.toLowerCase() && wanted.has(attributeValue.value.toLowerCase()),
    );
  });
}

/**
 * The variants a filtered list prices a product by (its card's price, 'Menor precio'): those
 * matching every chosen attribute. A product listed because different variants match different
 * attributes has none that matches them all, and keeps all of its variants.
 */
export function variantsMatchingFilters<V extends FilterableVariant>(variants: readonly V[], chosen: StoreFilters['attributes']): V[] {
  const matching = variants.filter((variant) => variantMatchesAttributes(variant, chosen));
  return matching.length > 0 ? matching : [...variants];
}
