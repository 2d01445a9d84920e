import type { QueryClient } from '@tanstack/react-query';
import type { catalog, PublicProduct } from '@/lib/contracts/catalog';
import type { AnswerOf } from '@/lib/contracts/operation';
import { ApiClientError, apiFetch } from './client';

export const productByIdKey = (id: number) => ['products', 'by-id', id] as const;

/** GET /api/products/{id}; null when the product no longer exists (404). */
export function fetchProductById(id: number, signal?: AbortSignal): Promise<PublicProduct | null> {
  return apiFetch<AnswerOf<typeof catalog.getProduct>>(`/api/products/${id}`, { signal }).then(
    (r) => r.product,
    (error) => {
      if (error instanceof ApiClientError && error.status === 404) return null;
      throw error;
    },
  );
}

/**
 * Today's version of several products, through the query cache (one request per product, in
 * parallel). Used to re-price the cart and to order again: prices must be fresh, so staleTime 0.
 */
export function fetchFreshProducts(queryClient: QueryClient, ids: readonly number[]): Promise<Map<number, PublicProduct | null>> {
  const unique = [...new Set(ids)];
  return Promise.all(
    unique.map((id) =>
      queryClient.fetchQuery({ queryKey: productByIdKey(id), queryFn: ({ signal }) => fetchProductById(id, signal), staleTime: 0 }),
    ),
  ).then((products) => new Map(unique.map((id, i) => [id, products[i]])));
}
