'use client';

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { OnlinePaymentsReport } from '@/lib/contracts/online-payments';
import { saveDownload } from '@/lib/browser-download';
import { ADMIN_QUERY_ROOT, useAdminSession } from '@/lib/session/admin-session';
import { useAdminEnabled, useAdminFetch } from './admin';
import { rawAdminCall } from './admin-download';

export type { OnlinePaymentRow, OnlinePaymentsReport } from '@/lib/contracts/online-payments';

const reportPath = (from: string, to: string, csv = false) => `/api/admin/online-payments?from=${from}&to=${to}${csv ? '&format=csv' : ''}`;

/** 'Pagos en línea': the Wompi transactions of a period (Colombia's days, both included) against the orders. */
export function useOnlinePaymentsReport(from: string, to: string, { enabled = true }: { enabled?: boolean } = {}) {
  const call = useAdminFetch();
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'online-payments', from, to] as const,
    enabled: useAdminEnabled() && enabled && Boolean(from && to) && from <= to,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }): Promise<OnlinePaymentsReport> =>
      call<{ report: OnlinePaymentsReport }>(reportPath(from, to), { signal }).then((r) => r.report),
  });
}

export function useExportOnlinePayments() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) =>
      rawAdminCall(token, reportPath(from, to, true)).then((res) => saveDownload(res, `pagos-en-linea-${from}-a-${to}.csv`)),
  });
}

/** The Wompi checkout address of an unpaid order, for the WhatsApp message staff send (POST /api/admin/orders/{id}/online-payment). */
export function useStaffOnlinePaymentLink() {
  const call = useAdminFetch();
  return useMutation({
    mutationFn: (orderId: number) =>
      call<{ url: string }>(`/api/admin/orders/${orderId}/online-payment`, { method: 'POST' }).then((r) => r.url),
  });
}
