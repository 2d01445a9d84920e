'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StoreSettings } from '@/lib/domain/store-settings';
import type { storeSettingsPatch } from '@/lib/validation/admin/store-settings';
import { ADMIN_QUERY_ROOT } from '@/lib/session/admin-session';
import { useAdminEnabled, useAdminFetch } from './admin';
import { adminOrderKeys } from './admin-orders';
import { productKeys } from './admin-products';
import { stockKeys } from './admin-stock';

/** The store-wide settings (docs/store-settings.md): staff read them, ADMIN saves them. */
export const storeSettingsKey = [ADMIN_QUERY_ROOT, 'store-settings'] as const;

export function useStoreSettings() {
  const call = useAdminFetch();
  return useQuery({
    queryKey: storeSettingsKey,
    enabled: useAdminEnabled(),
    queryFn: ({ signal }) => call<{ settings: StoreSettings }>('/api/admin/settings', { signal }).then((r) => r.settings),
  });
}

/** Saves; every screen that shows a threshold the store's setting decides is read again. */
export function useSaveStoreSettings() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof storeSettingsPatch>) =>
      call<{ settings: StoreSettings }>('/api/admin/settings', { method: 'PATCH', body: input }).then((r) => r.settings),
    onSuccess: (settings) => {
      queryClient.setQueryData(storeSettingsKey, settings);
      void queryClient.invalidateQueries({ queryKey: productKeys.inventory });
      void queryClient.invalidateQueries({ queryKey: stockKeys.reorder });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.dashboard });
    },
  });
}
