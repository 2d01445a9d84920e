'use client';

import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { useDeleteAdminAttribute, useDeleteAdminAttributeValue } from '@/lib/api-client/admin-catalog';
import type { AdminAttribute } from '@/lib/data/admin/attributes';
import { ConfirmDialog } from '../confirm-dialog';
import { useAdminErrorText } from '../use-admin-errors';
import type { AttributeValueRef } from './attributes-screen';

export type AttributeDeleteDialogProps = { attribute: AdminAttribute; value?: AttributeValueRef; onClose: () => void };

/** Deleting an attribute deletes its values too (spec 2 §8); a value goes alone. */
export function AttributeDeleteDialog({ attribute, value, onClose }: AttributeDeleteDialogProps) {
  const t = useTranslations('AdminAttributes');
  const notify = useNotification();
  const errorText = useAdminErrorText();
  const removeAttribute = useDeleteAdminAttribute();
  const removeValue = useDeleteAdminAttributeValue();
  const isPending = removeAttribute.isPending || removeValue.isPending;

  const callbacks = (success: string) => ({
    onSuccess: () => {
      notify.success(success);
      onClose();
    },
    onError: (error: Error) => notify.error(errorText(error, t('saveError'))),
  });

  const onConfirm = () =>
    value
      ? removeValue.mutate({ attributeId: attribute.id, id: value.id }, callbacks(t('valueDeleted')))
      : removeAttribute.mutate(attribute.id, callbacks(t('deleted')));

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      description={
        value ? t('confirmDeleteValue', { value: value.value, name: attribute.name }) : t('confirmDelete', { name: attribute.name })
      }
      onConfirm={onConfirm}
      isPending={isPending}
    />
  );
}
