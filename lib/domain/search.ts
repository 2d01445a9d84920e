/**
 * Store search (spec 1 §5): accent- and case-insensitive, non-alphanumerics ignored,
 * every word of the query must appear in the product name.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
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

export function matchesSearch(name: string, query: string): boolean {
  const haystack = normalizeSearchText(name);
  return searchTerms(query).every((term) => haystack.includes(term));
}
