'use client';

import { ArrowLeft, Pencil } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AdminPage } from '@/components/admin/admin-page';
import { useNotifyQueryError } from '@/components/admin/use-admin-errors';
import { buttonClasses } from '@/components/ui/button';
import { useAdminProduct } from '@/lib/api-client/admin-products';
import { Link } from '@/lib/i18n/navigation';
import { VariantGridForm } from './variant-grid-form';

/** /admin/products/{id}/variants (issue 24 §5): the product's price and stock grid. */
export function VariantGridScreen({ productId }: { productId: number }) {
  const t = useTranslations('AdminVariantGrid');
  const tc = useTranslations('Admin.common');
  const product = useAdminProduct(productId);
  useNotifyQueryError(product.error, (e) => t('loadError', { message: e.message }));
  // The grid starts from the saved state, as the product form does.
  const ready = product.isFetchedAfterMount && product.data ? product.data : null;

  return (
    <AdminPage
      title={ready ? t('title', { name: ready.name }) : t('titleLoading')}
      description={t('description')}
      isLoading={!ready && !product.isError}
      error={product.isError ? t('loadError', { message: product.error.message }) : null}
      onRetry={() => void product.refetch()}
      actions={
        <>
          <Link href="/admin/products" className={buttonClasses({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            {t('back')}
          </Link>
          {ready ? (
            <Link href={`/admin/products/${productId}`} className={buttonClasses({ variant: 'outline' })}>
              <Pencil aria-hidden="true" className="size-5" />
              {tc('edit')}
            </Link>
          ) : null}
        </>
      }
    >
      {ready ? <VariantGridForm key={ready.id} product={ready} /> : null}
    </AdminPage>
  );
}
