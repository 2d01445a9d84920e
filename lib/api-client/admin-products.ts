'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InventoryRow } from '@/lib/data/admin/inventory';
import type { AdminProduct } from '@/lib/data/admin/products';
import { ADMIN_QUERY_ROOT } from '@/lib/session/admin-session';
import type { ProductInput } from '@/lib/validation/admin/products';
import { useAdminEnabled, useAdminFetch } from './admin';

/**
 * Products and inventory of the back office (spec 2 §7). Both views show the same variants,
 * so a change in one invalidates the other. The form's categories and attributes come from
 * admin-catalog.ts (shared with their own screens, so their edits show up here).
 */
export const productKeys = {
  all: [ADMIN_QUERY_ROOT, 'products'] as const,
  detail: (id: number) => [ADMIN_QUERY_ROOT, 'products', id] as const,
  inventory: [ADMIN_QUERY_ROOT, 'inventory'] as const,
  inventorySearch: (search: string) => [ADMIN_QUERY_ROOT, 'inventory', search] as const,
};

// ---- products -------------------------------------------------------------------------------

export function useAdminProducts() {
  const call = useAdminFetch();
  return useQuery({
    queryKey: productKeys.all,
    enabled: useAdminEnabled(),
    queryFn: ({ signal }) => call<{ products: AdminProduct[] }>('/api/admin/products', { signal }).then((r) => r.products),
  });
}

export function useAdminProduct(id: number | null) {
  const call = useAdminFetch();
  const enabled = useAdminEnabled();
  return useQuery({
    queryKey: productKeys.detail(id ?? 0),
    enabled: enabled && id !== null,
    // A form must start from the saved state, not from a cached copy of an earlier visit.
    staleTime: 0,
    queryFn: ({ signal }) => call<{ product: AdminProduct }>(`/api/admin/products/${id}`, { signal }).then((r) => r.product),
  });
}

export function useSaveProduct(id: number | null) {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) =>
      call<{ product: AdminProduct }>(id === null ? '/api/admin/products' : `/api/admin/products/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: input,
      }).then((r) => r.product),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      void queryClient.invalidateQueries({ queryKey: productKeys.all, exact: true });
      void queryClient.invalidateQueries({ queryKey: productKeys.inventory });
    },
  });
}

/**
 * Spec 2 §3 delete. A product that has sold comes back `archived` (issue 24 §5): it stays in the
 * list, marked, instead of leaving it.
 */
export function useDeleteProduct() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: Pick<AdminProduct, 'id' | 'name'>) =>
      call<{ success: true; archived?: boolean }>(`/api/admin/products/${product.id}`, { method: 'DELETE' }).then((r) => ({
        ...product,
        archived: r.archived === true,
      })),
    onSuccess: (product) => {
      if (product.archived) void queryClient.invalidateQueries({ queryKey: productKeys.all });
      else {
        queryClient.setQueryData<AdminProduct[]>(productKeys.all, (list) => list?.filter((p) => p.id !== product.id));
        queryClient.removeQueries({ queryKey: productKeys.detail(product.id) });
      }
      void queryClient.invalidateQueries({ queryKey: productKeys.inventory });
    },
  });
}

/** Issue 24 §5: an archived product back on sale. */
export function useRestoreProduct() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call<{ product: AdminProduct }>(`/api/admin/products/${id}/restore`, { method: 'POST' }).then((r) => r.product),
    onSuccess: (product) => {
      queryClient.setQueryData<AdminProduct[]>(productKeys.all, (list) => list?.map((p) => (p.id === product.id ? product : p)));
      queryClient.setQueryData(productKeys.detail(product.id), product);
    },
  });
}

/** Issue 24 §5: the price and stock grid's save, as its page sends it (text as typed; the server parses). */
export type VariantGridPayload = {
  reason: string;
  note: string;
  /** Only the fields staff changed; a stock with the version it was read at. */
  variants: { id: number; price?: string; salePrice?: string; stock?: string; stockVersion?: number }[];
};
export type VariantGridSaved = { product: AdminProduct; changed: { prices: number; stock: number } };

export function useSaveVariantGrid(productId: number) {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: VariantGridPayload) =>
      call<VariantGridSaved>(`/api/admin/products/${productId}/variants`, { method: 'PUT', body: payload }),
    onSuccess: ({ product }) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      void queryClient.invalidateQueries({ queryKey: productKeys.all, exact: true });
      void queryClient.invalidateQueries({ queryKey: productKeys.inventory });
    },
  });
}

// ---- inventory ------------------------------------------------------------------------------

export function useInventory(search: string) {
  const call = useAdminFetch();
  const term = search.trim();
  return useQuery<InventoryRow[], Error, InventoryRow[], ReturnType<typeof productKeys.inventorySearch>>({
    queryKey: productKeys.inventorySearch(term),
    enabled: useAdminEnabled(),
    // Keep the rows on screen while the next search loads (no flash of an empty table).
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: ({ signal }) =>
      call<{ inventory: InventoryRow[] }>(`/api/admin/inventory${term ? `?search=${encodeURIComponent(term)}` : ''}`, { signal }).then(
        (r) => r.inventory,
      ),
  });
}

export type InventoryEdit = { field: 'price' | 'stock'; value: number } | { field: 'salePrice' | 'costPrice'; value: number | null };

export function useUpdateInventoryCell() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    // Exactly the one changed field (spec 2 §7).
    mutationFn: ({ variantId, edit }: { variantId: number; edit: InventoryEdit }) =>
      call<{ variant: InventoryRow }>(`/api/admin/inventory/${variantId}`, { method: 'PATCH', body: { [edit.field]: edit.value } }).then(
        (r) => r.variant,
      ),
    onSuccess: (row) => {
      queryClient.setQueriesData<InventoryRow[]>({ queryKey: productKeys.inventory }, (rows) =>
        rows?.map((r) => (r.id === row.id ? row : r)),
      );
      void queryClient.invalidateQueries({ queryKey: productKeys.all, exact: true });
      queryClient.removeQueries({ queryKey: productKeys.detail(row.product.id) });
    },
  });
}
