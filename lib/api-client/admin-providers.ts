'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProvider } from '@/lib/data/admin/providers';
import type { ProviderInput } from '@/lib/validation/admin/providers';
import { adminKeys, useAdminEnabled, useAdminFetch } from './admin';

/** Providers (spec 2 §7 /api/admin/providers). */
export function useAdminProviders() {
  const call = useAdminFetch();
  return useQuery({
    queryKey: adminKeys.providers,
    enabled: useAdminEnabled(),
    queryFn: ({ signal }) => call<{ providers: AdminProvider[] }>('/api/admin/providers', { signal }).then((r) => r.providers),
  });
}

export function useSaveAdminProvider() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ProviderInput }) =>
      call<{ provider: AdminProvider }>(id ? `/api/admin/providers/${id}` : '/api/admin/providers', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }).then((r) => r.provider),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.providers }),
  });
}

export function useDeleteAdminProvider() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<{ success: true }>(`/api/admin/providers/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.providers }),
  });
}
