/**
 * Search text normalised as the store compares it: no accents or case, non-alphanumerics as
 * single spaces, and its words. Its own module because the header's search box and the store's
 * filter panel run it in the browser, and the rest of lib/domain/search.ts (stemming, sizes,
 * typos, synonyms) is server-side weight.
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
