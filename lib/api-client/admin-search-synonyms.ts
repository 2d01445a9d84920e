'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSearchSynonym } from '@/lib/data/admin/search-synonyms';
import type { SearchSynonymInput } from '@/lib/validation/admin/search-synonyms';
import { adminKeys, useAdminEnabled, useAdminFetch } from './admin';

const PATH = '/api/admin/search-synonyms';

/** Search synonym groups (issue 20 item 6, /api/admin/search-synonyms). */
export function useAdminSearchSynonyms() {
  const call = useAdminFetch();
  return useQuery({
    queryKey: adminKeys.searchSynonyms,
    enabled: useAdminEnabled(),
    queryFn: ({ signal }) => call<{ synonyms: AdminSearchSynonym[] }>(PATH, { signal }).then((r) => r.synonyms),
  });
}

export function useSaveAdminSearchSynonym() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: SearchSynonymInput }) =>
      call<{ synonym: AdminSearchSynonym }>(id ? `${PATH}/${id}` : PATH, { method: id ? 'PUT' : 'POST', body: input }).then(
        (r) => r.synonym,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.searchSynonyms }),
  });
}

export function useDeleteAdminSearchSynonym() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<{ success: true }>(`${PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.searchSynonyms }),
  });
}
