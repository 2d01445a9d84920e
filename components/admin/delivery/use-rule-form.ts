'use client';

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { errorMessage } from '@/lib/api-client/admin';
import { ApiClientError } from '@/lib/api-client/client';
import { foldServerFields } from './form-helpers';

/** What a rule dialog does after saving: a notification either way, the server's field errors beside their fields. */
export function useRuleSaveHandlers<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[], onClose: () => void) {
  const t = useTranslations('AdminDelivery');
  const notify = useNotification();
  return (editing: boolean) => ({
    onSuccess: () => {
      notify.success(editing ? t('updated') : t('created'));
      onClose();
    },
    onError: (error: unknown) => {
      notify.error(t('saveError', { message: errorMessage(error) }));
      if (!(error instanceof ApiClientError)) return;
      const folded = foldServerFields(error.fields, fields);
      Object.entries(folded).forEach(([name, message], i) =>
        setError(name as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 }),
      );
    },
  });
}
