'use client';

import { useState } from 'react';
import { FileSpreadsheet, Pencil, Percent, Plus, Table2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminSearchField } from '@/components/admin/admin-search-field';
import { DataTable } from '@/components/admin/data-table';
import { RowActions } from '@/components/admin/row-actions';
import { useNotifyQueryError } from '@/components/admin/use-admin-errors';
import { buttonClasses } from '@/components/ui/button';
import { useAdminProducts } from '@/lib/api-client/admin-products';
import type { AdminProduct } from '@/lib/data/admin/products';
import { Link } from '@/lib/i18n/navigation';
import { useStaffCan } from '@/lib/session/admin-session';
import { DeleteProductDialog } from './delete-product-dialog';
import { RestoreProductButton } from './restore-product-button';
import { useProductColumns } from './product-columns';
import { filterProducts } from './product-list-helpers';

/**
 * Spec 2 §2 Products: the list with a client-side search, 'Crear Producto', edit and delete;
 * issue 24 §5: the price and stock grid, and 'Restaurar' on archived products.
 */
export function ProductsList() {
  const t = useTranslations('AdminProducts');
  const tc = useTranslations('Admin.common');
  const products = useAdminProducts();
  const columns = useProductColumns();
  // Issue 25 §5: only an ADMIN deletes products.
  const mayDelete = useStaffCan('deleteProducts');
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null);

  const rows = filterProducts(products.data ?? [], search);
  const loadError = products.isError ? products.error.message || t('loadError') : null;
  useNotifyQueryError(products.error, (error) => error.message || t('loadError'));

  return (
    <AdminPage
      title={t('title')}
      description={t('description')}
      isLoading={products.isPending}
      error={loadError}
      onRetry={() => void products.refetch()}
      actions={
        <>
          <Link href="/admin/products/import-export" className={buttonClasses({ variant: 'outline' })}>
            <FileSpreadsheet aria-hidden="true" className="size-5" />
            {t('importExport')}
          </Link>
          <Link href="/admin/products/bulk-prices" className={buttonClasses({ variant: 'outline' })}>
            <Percent aria-hidden="true" className="size-5" />
            {t('bulkPrices')}
          </Link>
          <Link href="/admin/products/new" className={buttonClasses()}>
            <Plus aria-hidden="true" className="size-5" />
            {t('create')}
          </Link>
        </>
      }
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <AdminSearchField label={t('searchLabel')} placeholder={t('searchPlaceholder')} value={search} onChange={setSearch} />
          <p role="status" className="text-sm text-muted-foreground">
            {t('resultCount', { count: rows.length })}
          </p>
        </div>
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={rows}
          getRowKey={(product) => product.id}
          empty={search.trim() ? t('noMatches', { search: search.trim() }) : t('empty')}
          actions={(product) => (
            <>
              <Link
                href={`/admin/products/${product.id}`}
                className={buttonClasses({ variant: 'ghost', size: 'icon' })}
                aria-label={tc('editNamed', { name: product.name })}
                title={tc('edit')}
              >
                <Pencil aria-hidden="true" className="size-5" />
              </Link>
              {/* Issue 24 §5: many variants' prices and stock in one screen. */}
              <Link
                href={`/admin/products/${product.id}/variants`}
                className={buttonClasses({ variant: 'ghost', size: 'icon' })}
                aria-label={t('gridNamed', { name: product.name })}
                title={t('grid')}
              >
                <Table2 aria-hidden="true" className="size-5" />
              </Link>
              {product.archivedAt ? (
                <RestoreProductButton product={product} />
              ) : mayDelete ? (
                <RowActions name={product.name} onDelete={() => setToDelete(product)} />
              ) : null}
            </>
          )}
        />
      </div>
      <DeleteProductDialog product={toDelete} onClose={() => setToDelete(null)} />
    </AdminPage>
  );
}
