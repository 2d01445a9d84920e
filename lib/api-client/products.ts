import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PublicProduct } from '@/lib/data/catalog';
import { normalizeSearchText } from '@/lib/domain/search';
import { apiFetch } from './client';

/** Spec §9: the header search suggests at most 5 products. */
export const SUGGESTION_LIMIT = 5;

export const productQueryKeys = {
  all: ['products'] as const,
  suggestions: (term: string) => ['products', 'suggestions', term] as const,
};

/** GET /api/products?search=…&limit=5, with the store's own search semantics (spec §5). */
export function fetchProductSuggestions(term: string, signal?: AbortSignal): Promise<PublicProduct[]> {
  const query = new URLSearchParams({ search: term, limit: String(SUGGESTION_LIMIT) });
  return apiFetch<{ products: PublicProduct[] }>(`/api/products?${query}`, { signal }).then(({ products }) =>
    products.slice(0, SUGGESTION_LIMIT),
  );
}

/**
 * Suggestions for a (debounced) search term. Terms that normalise alike ('Vasó', 'vaso ')
 * share one cache entry; the previous list stays on screen while the next one loads.
 */
export function useProductSuggestions(term: string) {
  const normalized = normalizeSearchText(term);
  return useQuery({
    queryKey: productQueryKeys.suggestions(normalized),
    queryFn: ({ signal }) => fetchProductSuggestions(normalized, signal),
    enabled: normalized.length > 0,
    placeholderData: keepPreviousData,
  });
}
