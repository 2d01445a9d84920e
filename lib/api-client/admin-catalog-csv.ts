'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkPricePreview } from '@/lib/services/admin/bulk-prices';
import type { ImportSummary } from '@/lib/services/admin/catalog-import';
import { ADMIN_QUERY_ROOT, useAdminSession } from '@/lib/session/admin-session';
import type { BulkPriceInput } from '@/lib/validation/admin/bulk-prices';
import { useAdminFetch } from './admin';
import { ApiClientError, UNKNOWN_ERROR_MESSAGE } from './client';

export type { BulkPricePreview, BulkPriceRow } from '@/lib/services/admin/bulk-prices';
export type { ImportSummary } from '@/lib/services/admin/catalog-import';
export type ImportProblem = ImportSummary['problems'][number];
export type BulkPriceRequest = Omit<BulkPriceInput, 'categoryId' | 'providerId'> & { categoryId: number | null; providerId: number | null };

/** Raw (non-JSON) calls of the CSV screens: a file up, a file down, with the staff token. */
export async function rawCall(token: string | null, path: string, init: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers: { ...(init.headers as Record<string, string>), ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  } catch (error) {
    throw new ApiClientError(error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE, 500, 'network_error');
  }
  if (res.ok) return res;
  const body = (await res.json().catch(() => null)) as { error?: string; code?: string } | null;
  throw new ApiClientError(body?.error || res.statusText || UNKNOWN_ERROR_MESSAGE, res.status, body?.code, undefined, body);
}

/** GETs a file with the staff token and hands it to the browser under the server's file name. */
export async function downloadFile(token: string | null, path: string, fallbackName: string): Promise<string> {
  const res = await rawCall(token, path, { method: 'GET' });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** Downloads the catalogue CSV and hands it to the browser as a file. */
export function useExportCatalog() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: (separator: ';' | ',') =>
      downloadFile(token, `/api/admin/catalog/export?separator=${separator === ',' ? 'comma' : 'semicolon'}`, 'catalogo.csv'),
  });
}

const upload = (token: string | null, path: string, file: File) =>
  rawCall(token, path, { method: 'POST', body: file, headers: { 'Content-Type': 'text/csv' } }).then((r) => r.json() as Promise<{ import: ImportSummary & { importId?: number | null } }>);

export function useCatalogDryRun() {
  const { token } = useAdminSession();
  return useMutation({ mutationFn: (file: File) => upload(token, '/api/admin/catalog/import', file).then((r) => r.import) });
}

export function useApplyCatalogImport() {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, digest }: { file: File; digest: string }) =>
      upload(token, `/api/admin/catalog/import/apply?expect=${encodeURIComponent(digest)}`, file).then((r) => r.import),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] }),
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
