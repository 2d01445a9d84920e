import { useEffect, useState } from 'react';
import type { PublicProduct } from '@/lib/contracts/catalog';
import { normalizeSearchText } from '@/lib/domain/search-text';
import { apiFetch } from './client';

/** Spec §9: the header search suggests at most 5 products. */
export const SUGGESTION_LIMIT = 5;

/** GET /api/products?search=…&limit=5, with the store's own search semantics (spec §5). */
export function fetchProductSuggestions(term: string, signal?: AbortSignal): Promise<PublicProduct[]> {
  const query = new URLSearchParams({ search: term, limit: String(SUGGESTION_LIMIT) });
  return apiFetch<{ products: PublicProduct[] }>(`/api/products?${query}`, { signal }).then(({ products }) =>
    products.slice(0, SUGGESTION_LIMIT),
  );
}

/** A list younger than this is shown without asking again (the catalogue changes rarely). */
const FRESH_MS = 60_000;
/** A failed request is tried once more after this pause. */
const RETRY_DELAY_MS = 1000;
const CACHE_SIZE = 50;

/** Answers by normalised term, for this browser tab; the oldest go first past CACHE_SIZE. */
const answers = new Map<string, { products: PublicProduct[]; at: number }>();

function remember(term: string, products: PublicProduct[]) {
  answers.delete(term);
  answers.set(term, { products, at: Date.now() });
  if (answers.size > CACHE_SIZE) answers.delete(answers.keys().next().value!);
}

function fetchWithRetry(term: string, signal: AbortSignal, retries = 1): Promise<PublicProduct[]> {
  return fetchProductSuggestions(term, signal).catch(async (error: unknown) => {
    if (signal.aborted || retries === 0) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    if (signal.aborted) throw error;
    return fetchWithRetry(term, signal, retries - 1);
  });
}

type SuggestionState = {
  /** The last list received, and for which term: shown while the next term loads. */
  shown: { term: string; products: PublicProduct[] } | null;
  /** The term whose request is under way, and the one whose request failed (after its retry). */
  pending: string | null;
  failed: string | null;
};

const isFresh = (answer: { at: number } | undefined) => answer !== undefined && Date.now() - answer.at < FRESH_MS;

/**
 * Suggestions for a (debounced) search term, with a plain fetch (React Query stays off the
 * storefront's first load). Terms that normalise alike ('Vasó', 'vaso ') share one answer; the
 * previous list stays on screen while the next one loads; a term left behind aborts its request.
 */
export function useProductSuggestions(term: string) {
  const normalized = normalizeSearchText(term);
  const [state, setState] = useState<SuggestionState>({ shown: null, pending: null, failed: null });

  useEffect(() => {
    if (!normalized || isFresh(answers.get(normalized))) return;
    const controller = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the term's request is marked pending as it starts.
    setState((s) => ({ ...s, pending: normalized, failed: s.failed === normalized ? null : s.failed }));
    fetchWithRetry(normalized, controller.signal).then(
      (products) => {
        remember(normalized, products);
        setState({ shown: { term: normalized, products }, pending: null, failed: null });
      },
      () => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, pending: null, failed: normalized }));
      },
    );
    return () => controller.abort();
  }, [normalized]);

  const answer = normalized ? answers.get(normalized) : undefined;
  const isError = normalized !== '' && state.failed === normalized;
  const data = isError ? undefined : (answer?.products ?? state.shown?.products);
  return {
    data,
    isPlaceholderData: data !== undefined && answer === undefined,
    // From the first render with a new term (before its request starts), as React Query reports it.
    isFetching: normalized !== '' && !isError && (state.pending === normalized || answer === undefined),
    isError,
  };
}
