'use client';

import { useMutation } from '@tanstack/react-query';
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
