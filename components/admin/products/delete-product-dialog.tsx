'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useNotification } from '@/components/notifications/notification-provider';
import { useDeleteProduct } from '@/lib/api-client/admin-products';
import type { AdminProduct } from '@/lib/data/admin/products';

/**
 * 'Confirmar Eliminación' before a product (and its variants) is deleted; then
 * 'Producto "{name}" eliminado con éxito.' or the server's message (spec 2 §8); a product that
 * has sold is archived instead, with its own message.
 */
export function DeleteProductDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const t = useTranslations('AdminProducts');
  const notification = useNotification();
  const remove = useDeleteProduct();

  const onConfirm = () => {
    if (!product) return;
    remove.mutate(product, {
      onSuccess: ({ name, archived }) => {
        // Issue 24 §5: a product with orders is archived, and staff are told so.
        if (archived) notification.success(t('archivedInstead', { name }));
        else notification.success(t('deleted', { name }));
        onClose();
      },
      onError: (error) => notification.error(error.message || t('deleteError')),
    });
  };

  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      description={product ? t('deleteText', { name: product.name }) : ''}
      onConfirm={onConfirm}
      isPending={remove.isPending}
    />
  );
}
