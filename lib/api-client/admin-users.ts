'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffUserDto } from '@/lib/data/admin/users';
import type { StaffUserCreateInput, StaffUserUpdateInput } from '@/lib/validation/admin/users';
import { adminKeys, useAdminEnabled, useAdminFetch } from './admin';

/** Staff users (ADMIN only, spec 2 §7 /api/admin/users). */
export function useAdminUsers(options: { enabled?: boolean } = {}) {
  const call = useAdminFetch();
  const enabled = useAdminEnabled() && (options.enabled ?? true);
  return useQuery({
    queryKey: adminKeys.users,
    enabled,
    queryFn: ({ signal }) => call<{ users: StaffUserDto[] }>('/api/admin/users', { signal }).then((r) => r.users),
  });
}

export type SaveStaffUser = { id: number; input: StaffUserUpdateInput } | { id?: undefined; input: StaffUserCreateInput };

export function useSaveAdminUser() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveStaffUser) =>
      call<{ user: StaffUserDto }>(id ? `/api/admin/users/${id}` : '/api/admin/users', { method: id ? 'PUT' : 'POST', body: input }).then(
        (r) => r.user,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

export function useDeleteAdminUser() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<{ success: true }>(`/api/admin/users/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

/** 'Cerrar todas las sesiones' of another staff user (ADMIN only): their tokens stop working. */
export function useEndStaffSessions() {
  const call = useAdminFetch();
  return useMutation({
    mutationFn: (id: number) => call<{ success: true }>(`/api/admin/users/${id}/logout-all`, { method: 'POST' }),
  });
}
