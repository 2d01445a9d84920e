import { searchTerms } from './search';

/**
 * The store's URL is its state (spec 1 §2): `search`, `category` (comma list of category
 * names) and any other parameter is an attribute name with a comma list of values.
 */
export type StoreFilters = {
  search: string;
  categories: string[];
  /** Attribute name → accepted values (a product matches when any variant has one of them). */
  attributes: Record<string, string[]>;
};

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

// Marketing and click-tracking parameters appended by social networks and ads are not filters.
const IGNORED_PARAM = /^(utm_[a-z_]+|fbclid|gclid|msclkid|ref)$/i;
const UNIT_ATTRIBUTE = 'unidad de medida';

export function isUnitOfMeasureAttribute(name: string): boolean {
  return name.trim().toLowerCase() === UNIT_ATTRIBUTE;
}

const splitList = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

export function parseStoreFilters(source: ParamSource): StoreFilters {
  const entries: [string, string][] =
    source instanceof URLSearchParams
      ? [...source.entries()]
      : Object.entries(source).flatMap(([k, v]) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x) => [k, x] as [string, string])));

  const filters: StoreFilters = { search: '', categories: [], attributes: {} };
  for (const [rawKey, value] of entries) {
    const key = rawKey.trim();
    // PostgreSQL text cannot hold U+0000; such a parameter cannot match anything anyway.
    if (!key || IGNORED_PARAM.test(key) || key.includes('\0') || value.includes('\0')) continue;
    if (key === 'search') filters.search = value.trim();
    else if (key === 'category') filters.categories.push(...splitList(value));
    else {
      const values = splitList(value);
      if (values.length) (filters.attributes[key] ??= []).push(...values);
    }
  }
  filters.categories = unique(filters.categories);
  for (const key of Object.keys(filters.attributes)) filters.attributes[key] = unique(filters.attributes[key]);
  return filters;
}

/** The query string for a set of filters (stable order, so equal filters give equal links). */
export function storeQueryString(filters: StoreFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.categories.length) params.set('category', filters.categories.join(','));
  for (const name of Object.keys(filters.attributes).sort((a, b) => a.localeCompare(b, 'es'))) {
    const values = filters.attributes[name];
    if (values.length) params.set(name, values.join(','));
  }
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

function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = v.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
