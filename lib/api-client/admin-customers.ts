'use client';

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCustomer, AdminCustomerListItem } from '@/lib/data/admin/customers';
import type { CustomerAddress } from '@/lib/contracts/account';
import type { AddressInput } from '@/lib/validation/address';
import type { CustomerInput } from '@/lib/validation/admin/customers';
import { ADMIN_QUERY_ROOT } from '@/lib/session/admin-session';
import { useAdminEnabled, useAdminFetch } from './admin';

/** The back office's customers (issue 23 §4, /api/admin/customers). */

export const adminCustomerKeys = {
  all: [ADMIN_QUERY_ROOT, 'customers'] as const,
  list: (q: string) => [ADMIN_QUERY_ROOT, 'customers', 'list', q] as const,
  detail: (id: number) => [ADMIN_QUERY_ROOT, 'customers', 'detail', id] as const,
};

export type CustomerPage = { items: AdminCustomerListItem[]; total: number; nextCursor: string | null };

/** Newest activity first; 'Cargar más' follows the cursor. */
export function useAdminCustomers(q: string) {
  const call = useAdminFetch();
  return useInfiniteQuery({
    queryKey: adminCustomerKeys.list(q),
    enabled: useAdminEnabled(),
    initialPageParam: null as string | null,
    getNextPageParam: (last: CustomerPage) => last.nextCursor,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      const search = params.toString();
      return call<CustomerPage>(`/api/admin/customers${search ? `?${search}` : ''}`, { signal });
    },
    select: (data) => ({ items: data.pages.flatMap((page) => page.items), total: data.pages[0]?.total ?? 0 }),
  });
}

export function useAdminCustomer(id: number) {
  const call = useAdminFetch();
  return useQuery({
    queryKey: adminCustomerKeys.detail(id),
    enabled: useAdminEnabled(),
    queryFn: ({ signal }) => call<{ customer: AdminCustomer }>(`/api/admin/customers/${id}`, { signal }).then((r) => r.customer),
  });
}

/** Create (no id) or edit; the answer is the customer's detail. */
export function useSaveAdminCustomer() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CustomerInput }) =>
      call<{ customer: AdminCustomer }>(id ? `/api/admin/customers/${id}` : '/api/admin/customers', {
        method: id ? 'PATCH' : 'POST',
        body: input,
      }).then((r) => r.customer),
    onSuccess: (customer) => {
      queryClient.setQueryData(adminCustomerKeys.detail(customer.id), customer);
      void queryClient.invalidateQueries({ queryKey: adminCustomerKeys.all });
    },
  });
}

export function useSaveAdminCustomerAddress(customerId: number) {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AddressInput }) =>
      call<{ address: CustomerAddress }>(
        id ? `/api/admin/customers/${customerId}/addresses/${id}` : `/api/admin/customers/${customerId}/addresses`,
        { method: id ? 'PATCH' : 'POST', body: input },
      ).then((r) => r.address),
    // The default flag may have moved: read the customer again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCustomerKeys.detail(customerId) }),
  });
}

export function useDeleteAdminCustomerAddress(customerId: number) {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<{ success: true }>(`/api/admin/customers/${customerId}/addresses/${id}`, { method: 'DELETE' }),
    // The default flag may have moved: read the customer again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCustomerKeys.detail(customerId) }),
  });
}
