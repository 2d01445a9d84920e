'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPaymentMethod } from '@/lib/data/admin/payment-methods';
import type { PaymentMethodCreateInput, PaymentMethodUpdateInput } from '@/lib/validation/admin/payment-methods';
import { adminKeys, useAdminEnabled, useAdminFetch } from './admin';
import { useUploadAdminImage } from './admin-upload';

/** Payment methods, active and inactive (ADMIN only, spec 2 §7 /api/admin/payment-methods). */
export function useAdminPaymentMethods(options: { enabled?: boolean } = {}) {
  const call = useAdminFetch();
  const enabled = useAdminEnabled() && (options.enabled ?? true);
  return useQuery({
    queryKey: adminKeys.paymentMethods,
    enabled,
    queryFn: ({ signal }) =>
      call<{ paymentMethods: AdminPaymentMethod[] }>('/api/admin/payment-methods', { signal }).then((r) => r.paymentMethods),
  });
}

type PaymentMethodFields = Omit<PaymentMethodCreateInput, 'qrCodeUrl'>;

export type SavePaymentMethod = {
  /** Editing this method; creating when absent. */
  id?: number;
  input: PaymentMethodFields;
  /** A new QR image (uploaded first, named after the method); none keeps the current one. */
  qrImage?: File | null;
};

/**
 * The QR image goes up first (payment-methods/<slug of the name>-<timestamp>.webp), then the
 * method is saved with its address; the server refuses a new method without one.
 */
export function useSaveAdminPaymentMethod() {
  const call = useAdminFetch();
  const uploadImage = useUploadAdminImage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input, qrImage }: SavePaymentMethod) => {
      const qrCodeUrl = qrImage ? await uploadImage(qrImage, 'payment-methods', input.name) : undefined;
      const body: PaymentMethodCreateInput | PaymentMethodUpdateInput = { ...input, qrCodeUrl: qrCodeUrl ?? (id ? undefined : '') };
      const { paymentMethod } = await call<{ paymentMethod: AdminPaymentMethod }>(
        id ? `/api/admin/payment-methods/${id}` : '/api/admin/payment-methods',
        { method: id ? 'PUT' : 'POST', body },
      );
      return paymentMethod;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.paymentMethods }),
  });
}

export function useDeleteAdminPaymentMethod() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<{ success: true }>(`/api/admin/payment-methods/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.paymentMethods }),
  });
}
