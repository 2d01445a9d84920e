'use client';

import { CircleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotifyQueryError } from '@/components/admin/use-admin-errors';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAdminAttributes, useAdminCategories } from '@/lib/api-client/admin-catalog';
import { useAdminProduct } from '@/lib/api-client/admin-products';
import { useRouter } from '@/lib/i18n/navigation';
import { FullScreenDialog } from './full-screen-dialog';
import { ProductForm } from './product-form';

/**
 * The full-screen product form at /admin/products/new and /admin/products/{id}: loads the
 * product (when editing), the categories and the attributes, then hands them to the form.
 */
export function ProductFormScreen({ productId }: { productId: number | null }) {
  const t = useTranslations('AdminProducts.form');
  const router = useRouter();
  const product = useAdminProduct(productId);
  const categories = useAdminCategories();
  const attributes = useAdminAttributes();
  const close = () => router.push('/admin/products');

  const detailError = productId !== null && product.isError ? t('detailError', { message: product.error.message }) : null;
  const optionsFailure = categories.error ?? attributes.error;
  const error = detailError ?? (optionsFailure ? t('optionsError', { message: optionsFailure.message }) : null);
  useNotifyQueryError(productId !== null ? product.error : null, (e) => t('detailError', { message: e.message }));
  useNotifyQueryError(optionsFailure, (e) => t('optionsError', { message: e.message }));

  // Editing starts from the saved state: a cached copy from an earlier visit is not enough.
  const saved = productId === null ? null : product.isFetchedAfterMount && product.data ? product.data : undefined;

  return (
    <FullScreenDialog title={productId === null ? t('createTitle') : t('editTitle')} onClose={close} closeLabel={t('close')}>
      {error ? (
        <div className="m-4 flex items-start gap-3 rounded-card border border-border bg-surface-muted p-4 sm:m-6">
          <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-danger" />
          <div className="space-y-3">
            <p role="alert">{error}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                if (productId !== null && product.isError) void product.refetch();
                if (categories.isError) void categories.refetch();
                if (attributes.isError) void attributes.refetch();
              }}
            >
              {t('retry')}
            </Button>
          </div>
        </div>
      ) : categories.data && attributes.data && saved !== undefined ? (
        <ProductForm product={saved} categories={categories.data} attributes={attributes.data} onDone={close} />
      ) : (
        <div className="flex flex-1 items-center justify-center text-primary">
          <Spinner className="text-3xl" label={t('loading')} />
        </div>
      )}
    </FullScreenDialog>
  );
}
