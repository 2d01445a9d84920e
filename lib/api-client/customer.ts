'use client';

import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { addresses, profile } from '@/lib/contracts/account';
import type { AnswerOf } from '@/lib/contracts/operation';
import type { CustomerOrder, orders } from '@/lib/contracts/orders';
import { CUSTOMER_QUERY_ROOT, useUserAuth } from '@/lib/session/customer-session';
import type { AddressInput } from '@/lib/validation/address';
import type { OrderInput } from '@/lib/validation/order';
import type { ProfileInput } from '@/lib/validation/profile';
import { ApiClientError, type ApiRequest, apiFetch } from './client';
import { checkoutAttemptKey } from '@/lib/domain/checkout-attempt';
import { currentCheckoutRound, startNextCheckoutRound } from './checkout-round';
import { newIdempotencyKey } from './idempotency-key';
import { uploadPaymentProof } from './proof-upload';

/**
 * The customer area's data (spec 1 §7): every call carries the bearer customer token, and a 401
 * means the token no longer works, so the customer is signed out. Keys start with the customer's
 * e-mail so two accounts on one phone never share a cache entry.
 */
export const customerKeys = {
  all: [CUSTOMER_QUERY_ROOT] as const,
  profile: (who: string) => [CUSTOMER_QUERY_ROOT, who, 'profile'] as const,
  addresses: (who: string) => [CUSTOMER_QUERY_ROOT, who, 'addresses'] as const,
  orders: (who: string) => [CUSTOMER_QUERY_ROOT, who, 'orders'] as const,
  order: (who: string, id: number) => [CUSTOMER_QUERY_ROOT, who, 'orders', id] as const,
};

export const isNotFound = (error: unknown) => error instanceof ApiClientError && error.status === 404;

/** The authenticated fetch, who is asking (for query keys) and whether anybody is. */
export function useCustomerApi() {
  const { token, customer, logout } = useUserAuth();
  const call = useCallback(
    async <T>(path: string, request: ApiRequest = {}): Promise<T> => {
      try {
        return await apiFetch<T>(path, { ...request, token });
      } catch (error) {
        if (error instanceof ApiClientError && error.status === 401 && token) logout();
        throw error;
      }
    },
    [token, logout],
  );
  return { call, who: customer?.email ?? '', enabled: token !== null };
}

// ---- profile --------------------------------------------------------------------------------

/** Null when the customer never saved a profile (spec 1 §4: a 404 means a new empty profile). */
export function useProfile() {
  const { call, who, enabled } = useCustomerApi();
  return useQuery({
    queryKey: customerKeys.profile(who),
    enabled,
    queryFn: ({ signal }) =>
      call<AnswerOf<typeof profile.get>>('/api/profile', { signal }).then(
        (r) => r.profile,
        (error) => {
          if (isNotFound(error)) return null;
          throw error;
        },
      ),
  });
}

export function useSaveProfile() {
  const { call, who } = useCustomerApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => call<AnswerOf<typeof profile.save>>('/api/profile', { method: 'PUT', body: input }),
    onSuccess: ({ profile }) => queryClient.setQueryData(customerKeys.profile(who), profile),
  });
}

/**
 * 'Cerrar sesión en todos los dispositivos': the server ends every token of the customer, this
 * device's too, so the session is cleared here as well once it has answered.
 */
export function useLogoutEverywhere() {
  const { call } = useCustomerApi();
  const { logout } = useUserAuth();
  return useMutation({
    mutationFn: () => call<AnswerOf<typeof orders.logoutAll>>('/api/customer/logout-all', { method: 'POST' }),
    onSuccess: () => logout(),
  });
}

// ---- personal data (Ley 1581 de 2012) --------------------------------------------------------

/** Whether the current data policy is accepted, and the promotions opt-in. */
export function useConsent() {
  const { call, who, enabled } = useCustomerApi();
  return useQuery({
    queryKey: [...customerKeys.profile(who), 'consent'],
    enabled,
    queryFn: ({ signal }) => call<AnswerOf<typeof profile.getConsent>>('/api/profile/consent', { signal }).then((r) => r.consent),
  });
}

export function useSetMarketing() {
  const { call, who } = useCustomerApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marketing: boolean) =>
      call<AnswerOf<typeof profile.setMarketing>>('/api/profile/marketing', { method: 'PUT', body: { marketing } }),
    onSuccess: ({ consent }) => queryClient.setQueryData([...customerKeys.profile(who), 'consent'], consent),
  });
}

/** 'Descargar mis datos': the server's JSON, saved as a file on the device. */
export function useDownloadMyData() {
  const { call } = useCustomerApi();
  return useMutation({
    mutationFn: async () => {
      const data = await call<{ exportedAt: string }>('/api/profile/export');
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `mis-datos-${data.exportedAt.slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}

/** 'Eliminar mi cuenta': once the server has deleted it, this device signs out too. */
export function useDeleteAccount() {
  const { call } = useCustomerApi();
  const { logout } = useUserAuth();
  return useMutation({
    mutationFn: () => call<AnswerOf<typeof profile.remove>>('/api/profile', { method: 'DELETE', body: { confirm: true } }),
    onSuccess: () => logout(),
  });
}

// ---- addresses ------------------------------------------------------------------------------

/** Spec 1 §4: a 404 means an empty list. */
export function useAddresses(options: { enabled?: boolean } = {}) {
  const { call, who, enabled } = useCustomerApi();
  return useQuery({
    queryKey: customerKeys.addresses(who),
    enabled: enabled && (options.enabled ?? true),
    queryFn: ({ signal }) =>
      call<AnswerOf<typeof addresses.list>>('/api/addresses', { signal }).then(
        (r) => r.addresses,
        (error) => {
          if (isNotFound(error)) return [];
          throw error;
        },
      ),
  });
}

/** Creates (no id) or updates an address; answers the saved address. */
export function useSaveAddress() {
  const { call, who } = useCustomerApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AddressInput }) =>
      call<AnswerOf<typeof addresses.update>>(id ? `/api/addresses/${id}` : '/api/addresses', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }).then((r) => r.address),
    // The default flag may have moved to this address: read the list again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.addresses(who) }),
  });
}

export function useDeleteAddress() {
  const { call, who } = useCustomerApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<AnswerOf<typeof addresses.remove>>(`/api/addresses/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.addresses(who) }),
  });
}

// ---- orders ---------------------------------------------------------------------------------

export function useOrders() {
  const { call, who, enabled } = useCustomerApi();
  return useQuery({
    queryKey: customerKeys.orders(who),
    enabled,
    // Staff approve and ship while the customer looks: do not serve a minute-old status.
    staleTime: 0,
    queryFn: ({ signal }) => call<AnswerOf<typeof orders.list>>('/api/orders', { signal }).then((r) => r.orders),
  });
}

/** `poll`: how often to ask again for the order (while an online payment is being confirmed), or never. */
export function useOrder(id: number | null, poll?: (order: CustomerOrder | undefined) => number | false) {
  const { call, who, enabled } = useCustomerApi();
  return useQuery<CustomerOrder>({
    queryKey: customerKeys.order(who, id ?? 0),
    enabled: enabled && id !== null,
    staleTime: 0,
    refetchInterval: poll ? (query) => poll(query.state.data) : undefined,
    // A missing order will not appear on a second try.
    retry: (count, error) => !isNotFound(error) && count < 1,
    queryFn: ({ signal }) => call<AnswerOf<typeof orders.get>>(`/api/orders/${id ?? 0}`, { signal }).then((r) => r.order),
  });
}

/**
 * POST /api/orders with the attempt's Idempotency-Key (lib/domain/checkout-attempt.ts): a doubled
 * or retried request for the same cart, address and option gets the first order back.
 */
export function usePlaceOrder() {
  const { call, who } = useCustomerApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderInput) =>
      call<AnswerOf<typeof orders.create>>('/api/orders', {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': checkoutAttemptKey(currentCheckoutRound(), input) },
      }).then((r) => r.order),
    onSuccess: (order) => {
      startNextCheckoutRound();
      queryClient.setQueryData(customerKeys.order(who, order.id), order);
      return queryClient.invalidateQueries({ queryKey: customerKeys.orders(who) });
    },
  });
}

/** Compresses and uploads the proof, then confirms the payment (spec 1 §7). */
export function useConfirmPayment(orderId: number) {
  const { call, who } = useCustomerApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ paymentMethodId, file }: { paymentMethodId: number; file: File }) => {
      const publicUrl = await uploadPaymentProof(orderId, file, call);
      return call<AnswerOf<typeof orders.confirmPayment>>(`/api/orders/${orderId}/confirm-payment`, {
        method: 'POST',
        body: { paymentMethodId, paymentConfirmationUrl: publicUrl },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }).then((r) => r.order);
    },
    // Marked stale, not refetched now: the checkout page would flash the new status while
    // the browser is already on its way to the confirmation page.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.orders(who), refetchType: 'none' }),
  });
}

/** 'Pagar en línea': the Wompi checkout address for the order (POST /api/orders/{id}/online-payment). */
export function useStartOnlinePayment(orderId: number) {
  const { call } = useCustomerApi();
  return useMutation({
    mutationFn: () => call<{ url: string }>(`/api/orders/${orderId}/online-payment`, { method: 'POST' }),
  });
}
