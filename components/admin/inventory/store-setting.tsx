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

/** A whole-number store setting and the AdminStoreSettings messages that speak of it. */
type SettingKey = 'lowStockThreshold' | 'quoteValidityDays';
type SettingTexts = { summary: string; change: string; saved: string; title: string; description: string; label: string; hint: string };

/**
 * The store-wide numbers on Inventario (docs/store-settings.md): the low-stock threshold (issue 22
 * §2: 'Quedan N' on the store, 'Stock bajo' here for every variant without its own) and how many
 * days a quote from the cart holds its prices (issue 26 §3). Everyone sees them; only ADMIN changes them.
 */
const TEXTS: Record<SettingKey, SettingTexts> = {
  lowStockThreshold: {
    summary: 'thresholdSummary',
    change: 'change',
    saved: 'saved',
    title: 'title',
    description: 'description',
    label: 'threshold',
    hint: 'thresholdHint',
  },
  quoteValidityDays: {
    summary: 'quoteValiditySummary',
    change: 'changeQuoteValidity',
    saved: 'quoteValiditySaved',
    title: 'quoteValidity',
    description: 'quoteValidityDescription',
    label: 'quoteValidity',
    hint: 'quoteValidityHint',
  },
};

export function StoreSetting({ setting }: { setting: SettingKey }) {
  const t = useTranslations('AdminStoreSettings');
  const settings = useStoreSettings();
  const isAdmin = useAdminSession().user?.rol === 'ADMIN';
  const [editing, setEditing] = useState(false);
  if (!settings.data) return null;
  const texts = TEXTS[setting];
  const value = settings.data[setting];
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span>{t(texts.summary as 'thresholdSummary', { threshold: value, days: value })}</span>
      {isAdmin ? (
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          {t(texts.change as 'change')}
        </Button>
      ) : null}
      {editing ? <StoreSettingDialog setting={setting} settings={settings.data} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}

type Values = z.input<typeof storeSettingsPatch>;

function StoreSettingDialog({ setting, settings, onClose }: { setting: SettingKey; settings: StoreSettings; onClose: () => void }) {
  const t = useTranslations('AdminStoreSettings');
  const texts = TEXTS[setting];
  const notify = useNotification();
  const save = useSaveStoreSettings();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof storeSettingsPatch>>({
    resolver: zodResolver(storeSettingsPatch),
    defaultValues: { [setting]: String(settings[setting]) },
  });
  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        notify.success(t(texts.saved as 'saved'));
        onClose();
      },
      onError: (error) => {
        notify.error(t('saveError', { message: errorMessage(error) }));
        applyFieldErrors(error, setError, [setting]);
      },
    }),
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(texts.title as 'title')}
      description={t(texts.description as 'description')}
      onSubmit={onSubmit}
      isPending={save.isPending}
    >
      <Field label={t(texts.label as 'threshold')} error={errors[setting]?.message} hint={t(texts.hint as 'thresholdHint')}>
        <Input inputMode="numeric" autoComplete="off" {...register(setting)} />
      </Field>
    </FormDialog>
  );
}
