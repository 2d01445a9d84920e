'use client';

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { IvaReport } from '@/lib/data/admin/iva-report';
import { saveDownload } from '@/lib/browser-download';
import { ADMIN_QUERY_ROOT, useAdminSession } from '@/lib/session/admin-session';
import { useAdminEnabled, useAdminFetch } from './admin';
import { rawAdminCall } from './admin-download';

export type { IvaReport } from '@/lib/data/admin/iva-report';

/** Issue 26 §1: IVA collected per rate for a period (Colombia's days, both included). */
export function useIvaReport(from: string, to: string, { enabled = true }: { enabled?: boolean } = {}) {
  const call = useAdminFetch();
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'iva-report', from, to] as const,
    enabled: useAdminEnabled() && enabled && Boolean(from && to) && from <= to,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }): Promise<IvaReport> =>
      call<{ report: IvaReport }>(`/api/admin/reports/iva?from=${from}&to=${to}`, { signal }).then((r) => r.report),
  });
}

export function useExportIvaReport() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) =>
      rawAdminCall(token, `/api/admin/reports/iva?from=${from}&to=${to}&format=csv`).then((res) =>
        saveDownload(res, `iva-${from}-a-${to}.csv`),
      ),
  });
}
