import { useQuery } from '@tanstack/react-query';
import type { catalog } from '@/lib/contracts/catalog';
import type { AnswerOf } from '@/lib/contracts/operation';
import { apiFetch } from './client';

export const paymentMethodKeys = { all: ['payment-methods'] as const };

/** GET /api/payment-methods: the active methods, public fields only. */
export function usePaymentMethods() {
  return useQuery({
    queryKey: paymentMethodKeys.all,
    queryFn: ({ signal }) =>
      apiFetch<AnswerOf<typeof catalog.listPaymentMethods>>('/api/payment-methods', { signal }).then((r) => r.paymentMethods),
  });
}
