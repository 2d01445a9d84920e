/**
 * Store search (spec 1 §5): accent- and case-insensitive, non-alphanumerics ignored,
 * every word of the query must appear in the product name.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD') // NFKD also folds compatibility forms: '²' → '2', 'ﬁ' → 'fi'
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

export function searchTerms(query: string): string[] {
  const normalized = normalizeSearchText(query);
  return normalized ? normalized.split(' ') : [];
}

/**
 * What a product name is searched in: its normalised words plus the same words run together,
 * so a term matches whatever separators either side used ('12oz' finds 'Vaso 12 oz', '12-oz'
 * finds 'Vaso 12oz'). Store this in `products.search_text`: `LIKE '%term%'` for every term of
 * `searchTerms(query)` then gives exactly what `matchesSearch` gives. Terms have no spaces, so
 * none can match across the gap between the two halves.
 */
export function searchIndexText(name: string): string {
  const words = normalizeSearchText(name);
  const joined = words.replaceAll(' ', '');
  return joined === words ? words : `${words} ${joined}`;
}

/** Every word of the query must appear in the name; an empty query matches every product. */
export function matchesSearch(name: string, query: string): boolean {
  const haystack = searchIndexText(name);
  return searchTerms(query).every((term) => haystack.includes(term));
}
