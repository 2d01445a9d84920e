'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StoreSettings } from '@/lib/domain/store-settings';
import type { storeSettingsPatch } from '@/lib/validation/admin/store-settings';
import { mayChangePrices } from '@/lib/domain/staff-permissions';
import { ADMIN_QUERY_ROOT, useAdminSession } from '@/lib/session/admin-session';
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

/**
 * Whether the signed-in staff member may change prices now: ADMIN always, a VENDEDOR only when
 * the store setting lets sellers (docs/store-settings.md). The screens show prices read-only
 * otherwise, so a save never meets the server's 403; until the setting is read a VENDEDOR is
 * treated as not allowed, the safe side.
 */
export function useMayChangePrices(): boolean {
  const rol = useAdminSession().user?.rol;
  const settings = useStoreSettings();
  if (!rol) return false;
  return mayChangePrices(rol, settings.data?.sellersChangePrices ?? false);
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
