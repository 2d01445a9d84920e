import { useQuery } from '@tanstack/react-query';
import type { PublicPaymentMethod } from '@/lib/contracts/catalog';
import { apiFetch } from './client';

export const paymentMethodKeys = { all: ['payment-methods'] as const };

/** GET /api/payment-methods: the active methods, public fields only. */
export function usePaymentMethods() {
  return useQuery({
    queryKey: paymentMethodKeys.all,
    queryFn: ({ signal }) =>
      apiFetch<{ paymentMethods: PublicPaymentMethod[] }>('/api/payment-methods', { signal }).then((r) => r.paymentMethods),
  });
}
