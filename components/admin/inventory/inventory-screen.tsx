'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminSearchField } from '@/components/admin/admin-search-field';
import { DataTable } from '@/components/admin/data-table';
import { useNotifyQueryError } from '@/components/admin/use-admin-errors';
import { useNotification } from '@/components/notifications/notification-provider';
import { useDebouncedValue } from '@/components/search/use-debounced-value';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { InventoryRow } from '@/lib/data/admin/inventory';
import { Link } from '@/lib/i18n/navigation';
import { useInventory, useUpdateInventoryCell } from '@/lib/api-client/admin-products';
import { ConfirmInventoryDialog, type PendingEdit } from './confirm-inventory-dialog';
import { useInventoryColumns } from './inventory-columns';
import { StockDialog } from './stock-dialog';
import { SellersPricesSetting } from './sellers-prices-setting';
import { PriceLockNote } from '@/components/admin/price-lock-note';
import { StoreSetting } from './store-setting';
import type { StockDialogKind } from './stock-row-actions';

const SEARCH_DEBOUNCE_MS = 300;

/** Spec 2 §2 Inventory: server-side search, inline-editable cells, a confirmation before saving. */
export function InventoryScreen() {
  const t = useTranslations('AdminInventory');
  const notification = useNotification();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const inventory = useInventory(term);
  const update = useUpdateInventoryCell();
  const [pending, setPending] = useState<PendingEdit | null>(null);
  const [dialog, setDialog] = useState<{ row: InventoryRow; kind: StockDialogKind } | null>(null);
  const columns = useInventoryColumns(
    (row, edit, done) => setPending({ row, edit, done }),
    (row, kind) => setDialog({ row, kind }),
  );
  useNotifyQueryError(inventory.error, (error) => t('loadError', { message: error.message }));

  const save = ({ row, edit, done }: PendingEdit) =>
    update.mutate(
      { variantId: row.id, edit },
      {
        onSuccess: () => {
          notification.success(t('updated'));
          setPending(null);
          done();
        },
        onError: (error) => notification.error(t('updateError', { message: error.message })),
      },
    );

  const rows = inventory.data ?? [];
  const searching = inventory.isFetching && (inventory.isPlaceholderData || term !== search.trim());

  return (
    <AdminPage
      title={t('title')}
      description={t('description')}
      isLoading={inventory.isPending}
      error={inventory.isError && !inventory.data ? t('loadError', { message: inventory.error.message }) : null}
      onRetry={() => void inventory.refetch()}
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <AdminSearchField
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            value={search}
            onChange={setSearch}
            maxLength={200}
          />
          <StoreSetting setting="lowStockThreshold" />
          <StoreSetting setting="quoteValidityDays" />
          <SellersPricesSetting />
          <Link href="/admin/reorder" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {t('reorderLink')}
          </Link>
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            {searching ? <Spinner /> : null}
            {searching ? t('searching') : t('resultCount', { count: rows.length })}
          </p>
        </div>
        <PriceLockNote />
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
          dense
          empty={term ? t('noMatches', { search: term }) : t('empty')}
        />
      </div>
      <ConfirmInventoryDialog pending={pending} isSaving={update.isPending} onCancel={() => setPending(null)} onConfirm={save} />
      {dialog ? (
        <StockDialog row={rows.find((r) => r.id === dialog.row.id) ?? dialog.row} kind={dialog.kind} onClose={() => setDialog(null)} />
      ) : null}
    </AdminPage>
  );
}
