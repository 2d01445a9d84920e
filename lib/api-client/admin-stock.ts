'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InventoryRow } from '@/lib/data/admin/inventory';
import type { ReorderGroup, StockMovementPage } from '@/lib/data/admin/stock';
import type { z } from 'zod';
import type { adjustStockInput, receiveStockInput, restockSettingsInput } from '@/lib/validation/admin/stock';
import { ADMIN_QUERY_ROOT } from '@/lib/session/admin-session';
import { useAdminEnabled, useAdminFetch } from './admin';
import { productKeys } from './admin-products';

/** Issue 24 §1-2: receiving, adjusting, a variant's history and 'Reponer' (docs/stock.md). */
export const stockKeys = {
  movements: (variantId: number, page: number) => [ADMIN_QUERY_ROOT, 'stock-movements', variantId, page] as const,
  movementsOf: (variantId: number) => [ADMIN_QUERY_ROOT, 'stock-movements', variantId] as const,
  reorder: [ADMIN_QUERY_ROOT, 'reorder'] as const,
};

export const MOVEMENTS_PAGE_SIZE = 20;

export function useStockMovements(variantId: number, page: number) {
  const call = useAdminFetch();
  return useQuery({
    queryKey: stockKeys.movements(variantId, page),
    enabled: useAdminEnabled(),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      call<StockMovementPage>(`/api/admin/inventory/${variantId}/movements?page=${page}&pageSize=${MOVEMENTS_PAGE_SIZE}`, { signal }),
  });
}

export function useReorder() {
  const call = useAdminFetch();
  return useQuery({
    queryKey: stockKeys.reorder,
    enabled: useAdminEnabled(),
    queryFn: ({ signal }) => call<{ groups: ReorderGroup[] }>('/api/admin/reorder', { signal }).then((r) => r.groups),
  });
}

type StockAction =
  | { kind: 'receive'; variantId: number; input: z.input<typeof receiveStockInput> }
  | { kind: 'adjust'; variantId: number; input: z.input<typeof adjustStockInput> }
  | { kind: 'restock-settings'; variantId: number; input: z.input<typeof restockSettingsInput> };

/** One of the row's stock actions; the row in every inventory list is replaced by the answer. */
export function useStockAction() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: StockAction) =>
      call<{ variant: InventoryRow }>(`/api/admin/inventory/${action.variantId}/${action.kind}`, {
        method: action.kind === 'restock-settings' ? 'PATCH' : 'POST',
        body: action.input,
      }).then((r) => r.variant),
    onSuccess: (row) => {
      queryClient.setQueriesData<InventoryRow[]>({ queryKey: productKeys.inventory }, (rows) =>
        rows?.map((r) => (r.id === row.id ? row : r)),
      );
      void queryClient.invalidateQueries({ queryKey: stockKeys.movementsOf(row.id) });
      void queryClient.invalidateQueries({ queryKey: stockKeys.reorder });
      queryClient.removeQueries({ queryKey: productKeys.detail(row.product.id) });
    },
  });
}
