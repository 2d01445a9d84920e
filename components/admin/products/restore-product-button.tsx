'use client';

import { ArchiveRestore } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { useRestoreProduct } from '@/lib/api-client/admin-products';
import type { AdminProduct } from '@/lib/data/admin/products';

/** Issue 24 §5: puts an archived (sold, then deleted) product back on sale. */
export function RestoreProductButton({ product }: { product: Pick<AdminProduct, 'id' | 'name'> }) {
  const t = useTranslations('AdminProducts');
  const notification = useNotification();
  const restore = useRestoreProduct();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('restoreNamed', { name: product.name })}
      title={t('restore')}
      loading={restore.isPending}
      onClick={() =>
        restore.mutate(product.id, {
          onSuccess: () => notification.success(t('restored', { name: product.name })),
          onError: (error) => notification.error(error.message || t('restoreError')),
        })
      }
    >
      <ArchiveRestore aria-hidden="true" className="size-5" />
    </Button>
  );
}
