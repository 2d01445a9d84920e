'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderCustomerContext, OrderProduct, StaffOrderQuote } from '@/lib/data/admin/new-order';
import type { SharedCartDto } from '@/lib/data/shared-carts';
import type { StaffOrderResult } from '@/lib/contracts/admin/orders';
import { ADMIN_QUERY_ROOT } from '@/lib/session/admin-session';
import type { StaffOrderInput, StaffOrderQuoteInput } from '@/lib/validation/admin/staff-orders';
import { useAdminEnabled, useAdminFetch } from './admin';
import { adminOrderKeys } from './admin-orders';
import { apiFetch } from './client';

/**
 * 'Nuevo pedido' (issue 23 §2): the product finder, the customer picker, a customer's addresses
 * and recent orders, the live quote (lines and delivery) and the order itself.
 *
 * The customer search calls `GET /api/admin/customers?q=&limit=` (issue 23's customer list, built
 * separately; lib/api-client/admin-customers.ts is that screen's): only its documented answer
 * shape is relied on here.
 */

export type CustomerSearchItem = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  documentType: string | null;
  documentNumber: string | null;
  ordersCount: number;
  lastOrderAt: string | null;
};

export const newOrderKeys = {
  products: (q: string) => [ADMIN_QUERY_ROOT, 'new-order', 'products', q] as const,
  customers: (q: string) => [ADMIN_QUERY_ROOT, 'new-order', 'customers', q] as const,
  customer: (id: number) => [ADMIN_QUERY_ROOT, 'new-order', 'customer', id] as const,
  quote: (input: StaffOrderQuoteInput) => [ADMIN_QUERY_ROOT, 'new-order', 'quote', input] as const,
};

export const CUSTOMER_SEARCH_LIMIT = 8;

export function useOrderProductSearch(q: string) {
  const call = useAdminFetch();
  const text = q.trim();
  return useQuery({
    queryKey: newOrderKeys.products(text),
    enabled: useAdminEnabled() && text.length >= 2,
    queryFn: ({ signal }) =>
      call<{ products: OrderProduct[] }>(`/api/admin/new-order/products?q=${encodeURIComponent(text)}`, { signal }).then((r) => r.products),
    placeholderData: (previous) => previous,
  });
}

export function useCustomerSearch(q: string) {
  const call = useAdminFetch();
  const text = q.trim();
  return useQuery({
    queryKey: newOrderKeys.customers(text),
    enabled: useAdminEnabled() && text.length >= 2,
    queryFn: ({ signal }) =>
      call<{ items: CustomerSearchItem[]; total: number }>(
        `/api/admin/customers?q=${encodeURIComponent(text)}&limit=${CUSTOMER_SEARCH_LIMIT}`,
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

export function useOrderCustomer(id: number | null) {
  const call = useAdminFetch();
  return useQuery({
    queryKey: newOrderKeys.customer(id ?? 0),
    enabled: useAdminEnabled() && id !== null,
    queryFn: ({ signal }) => call<OrderCustomerContext>(`/api/admin/new-order/customers/${id}`, { signal }),
  });
}

export function useStaffOrderQuote(input: StaffOrderQuoteInput) {
  const call = useAdminFetch();
  return useQuery({
    queryKey: newOrderKeys.quote(input),
    enabled: useAdminEnabled() && input.items.length > 0,
    queryFn: ({ signal }) => call<StaffOrderQuote>('/api/admin/new-order/quote', { method: 'POST', body: input, signal }),
    placeholderData: (previous) => previous,
  });
}

/** POST /api/admin/orders with an Idempotency-Key per attempt of the form (a double tap creates one order). */
export function useCreateStaffOrder() {
  const call = useAdminFetch();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: StaffOrderInput; idempotencyKey: string }) =>
      call<StaffOrderResult>('/api/admin/orders', { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: async (result) => {
      client.setQueryData(adminOrderKeys.detail(result.order.id), result.order);
      await client.invalidateQueries({ queryKey: adminOrderKeys.orders });
      await client.invalidateQueries({ queryKey: adminOrderKeys.dashboard });
    },
  });
}

/**
 * 'Cargar carrito': the shared cart of a pasted /c/ link, read in place (GET /api/shared-carts/{id})
 * so the rest of the form (source, customer, address) stays as staff left it.
 */
export function useLoadSharedCart() {
  return useMutation({
    mutationFn: (id: string) => apiFetch<SharedCartDto>(`/api/shared-carts/${encodeURIComponent(id)}`),
  });
}
