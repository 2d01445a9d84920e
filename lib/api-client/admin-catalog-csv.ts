'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveDownload } from '@/lib/browser-download';
import type { AppliedImport, BulkPricePreview, CatalogImportProgress, ImportSummary } from '@/lib/contracts/admin/catalog';
import { ADMIN_QUERY_ROOT, useAdminSession } from '@/lib/session/admin-session';
import type { BulkPriceInput } from '@/lib/validation/admin/bulk-prices';
import { useAdminFetch } from './admin';
import { rawAdminCall } from './admin-download';

export type { BulkPricePreview, BulkPriceRow, ImportProblem, ImportSummary } from '@/lib/contracts/admin/catalog';
export type BulkPriceRequest = Omit<BulkPriceInput, 'categoryId' | 'providerId'> & { categoryId: number | null; providerId: number | null };

const rawCall = rawAdminCall;

/** Downloads the catalogue CSV and hands it to the browser as a file. */
export function useExportCatalog() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: async (separator: ';' | ',') => {
      const res = await rawCall(token, `/api/admin/catalog/export?separator=${separator === ',' ? 'comma' : 'semicolon'}`, {
        method: 'GET',
      });
      return saveDownload(res, 'catalogo.csv');
    },
  });
}

const upload = <Summary extends ImportSummary>(token: string | null, path: string, file: File) =>
  rawCall(token, path, { method: 'POST', body: file, headers: { 'Content-Type': 'text/csv' } }).then(
    (r) => r.json() as Promise<{ import: Summary }>,
  );

export function useCatalogDryRun() {
  const { token } = useAdminSession();
  return useMutation({ mutationFn: (file: File) => upload<ImportSummary>(token, '/api/admin/catalog/import', file).then((r) => r.import) });
}

export function useApplyCatalogImport() {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, digest, overwrite }: { file: File; digest: string; overwrite: boolean }) =>
      upload<AppliedImport>(
        token,
        `/api/admin/catalog/import/apply?expect=${encodeURIComponent(digest)}${overwrite ? '&overwrite=1' : ''}`,
        file,
      ).then((r) => r.import),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] }),
  });
}

/** The running import's progress, polled every second while `active` ('Aplicar' is pending). */
export function useCatalogImportProgress(active: boolean) {
  const call = useAdminFetch();
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'catalog-import-progress'],
    enabled: active,
    refetchInterval: active ? 1000 : false,
    queryFn: ({ signal }) =>
      call<{ progress: CatalogImportProgress | null }>('/api/admin/catalog/import/progress', { signal }).then((r) => r.progress),
  });
}

export function useBulkPricePreview() {
  const call = useAdminFetch();
  return useMutation({
    mutationFn: (input: BulkPriceRequest) =>
      call<{ preview: BulkPricePreview }>('/api/admin/bulk-prices/preview', { method: 'POST', body: input }).then((r) => r.preview),
  });
}

export function useApplyBulkPrices() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkPriceRequest) =>
      call<{ result: BulkPricePreview }>('/api/admin/bulk-prices/apply', { method: 'POST', body: input }).then((r) => r.result),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] }),
  });
}
