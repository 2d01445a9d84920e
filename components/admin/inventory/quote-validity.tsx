'use client';

import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client/admin';
import { useSaveStoreSettings, useStoreSettings } from '@/lib/api-client/admin-store-settings';
import { applyFieldErrors } from '@/lib/api-client/field-errors';
import type { StoreSettings } from '@/lib/domain/store-settings';
import { useAdminSession } from '@/lib/session/admin-session';
import { storeSettingsPatch } from '@/lib/validation/admin/store-settings';
import { FormDialog } from '../form-dialog';

/**
 * How many days a quote from the cart holds its prices (issue 26 §3, docs/documents.md), beside
 * the store's low-stock threshold. Everyone sees it; only ADMIN changes it.
 */
export function QuoteValidity() {
  const t = useTranslations('AdminStoreSettings');
  const settings = useStoreSettings();
  const isAdmin = useAdminSession().user?.rol === 'ADMIN';
  const [editing, setEditing] = useState(false);
  if (!settings.data) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span>{t('quoteValiditySummary', { days: settings.data.quoteValidityDays })}</span>
      {isAdmin ? (
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          {t('changeQuoteValidity')}
        </Button>
      ) : null}
      {editing ? <QuoteValidityDialog settings={settings.data} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}

type Values = z.input<typeof storeSettingsPatch>;

function QuoteValidityDialog({ settings, onClose }: { settings: StoreSettings; onClose: () => void }) {
  const t = useTranslations('AdminStoreSettings');
  const notify = useNotification();
  const save = useSaveStoreSettings();
  const { register, handleSubmit, setError, formState: { errors } } = useForm<Values, unknown, z.output<typeof storeSettingsPatch>>({
    resolver: zodResolver(storeSettingsPatch),
    defaultValues: { quoteValidityDays: String(settings.quoteValidityDays) },
  });
  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        notify.success(t('quoteValiditySaved'));
        onClose();
      },
      onError: (error) => {
        notify.error(t('saveError', { message: errorMessage(error) }));
        applyFieldErrors(error, setError, ['quoteValidityDays']);
      },
    }),
  );
  return (
    <FormDialog open onOpenChange={(open) => (open ? undefined : onClose())} title={t('quoteValidity')} description={t('quoteValidityDescription')} onSubmit={onSubmit} isPending={save.isPending}>
      <Field label={t('quoteValidity')} error={errors.quoteValidityDays?.message} hint={t('quoteValidityHint')}>
        <Input inputMode="numeric" autoComplete="off" {...register('quoteValidityDays')} />
      </Field>
    </FormDialog>
  );
}
