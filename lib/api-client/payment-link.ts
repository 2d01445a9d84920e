'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import type { PaymentLinkOrder } from '@/lib/data/payment-link';
import { type ApiRequest, apiFetch } from './client';
import { newIdempotencyKey } from './idempotency-key';
import { uploadPaymentProof } from './proof-upload';

/**
 * A payment link's proof (issue 23 §3): the same upload and confirmation as the signed-in
 * checkout (useConfirmPayment), with the link's token in the path instead of a bearer token.
 */
export function usePaymentLinkConfirm(token: string, orderId: number) {
  const base = `/api/pay/${encodeURIComponent(token)}`;
  const call = <T>(path: string, request?: ApiRequest) => apiFetch<T>(path, request);
  return useMutation({
    mutationFn: async ({ paymentMethodId, file }: { paymentMethodId: number; file: File }) => {
      const publicUrl = await uploadPaymentProof(orderId, file, call, `${base}/upload-url`);
      return call<{ order: PaymentLinkOrder }>(`${base}/confirm-payment`, {
        method: 'POST',
        body: { paymentMethodId, paymentConfirmationUrl: publicUrl },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }).then((r) => r.order);
    },
  });
}

/** 'Pagar en línea' for whoever holds the link: the Wompi checkout address (POST /api/pay/{token}/online-payment). */
export function usePaymentLinkOnlinePayment(token: string) {
  return useMutation({
    mutationFn: () => apiFetch<{ url: string }>(`/api/pay/${encodeURIComponent(token)}/online-payment`, { method: 'POST' }),
  });
}

/**
 * The link's order as GET /api/pay/{token} answers it, asked again every `poll` ms while an
 * online payment is being confirmed; the server's copy until then.
 */
export function usePaymentLinkOrder(token: string, initial: PaymentLinkOrder, poll: (order: PaymentLinkOrder) => number | false) {
  return useQuery({
    queryKey: ['payment-link', token],
    initialData: initial,
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data ? poll(query.state.data) : false),
    queryFn: ({ signal }) =>
      apiFetch<{ order: PaymentLinkOrder }>(`/api/pay/${encodeURIComponent(token)}`, { signal }).then((r) => r.order),
  });
}
