'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client/admin';
import { useSaveStoreSettings, useStoreSettings } from '@/lib/api-client/admin-store-settings';
import { DELIVERY_IVA_RULES, type DeliveryIvaRule, isDeliveryIvaRule } from '@/lib/domain/iva';

/**
 * How a new order's delivery fee is taxed (docs/iva-and-fiscal-data.md "IVA on delivery"):
 * following the goods (the default) or a flat 19 %. On the IVA report, ADMIN's screen: the
 * accountant's decision sits beside the figures it changes. Orders already placed keep theirs.
 */
export function DeliveryIvaSetting() {
  const t = useTranslations('AdminStoreSettings.deliveryIva');
  const settings = useStoreSettings();
  const save = useSaveStoreSettings();
  const notify = useNotification();
  const [choice, setChoice] = useState<DeliveryIvaRule | null>(null);
  if (!settings.data) return null;
  const current = settings.data.deliveryIvaRule;
  const value = choice ?? current;
  return (
    <form
      className="max-w-xl space-y-2 rounded-card border border-border bg-surface p-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { deliveryIvaRule: value },
          {
            onSuccess: () => {
              notify.success(t('saved'));
              setChoice(null);
            },
            onError: (error) => notify.error(t('saveError', { message: errorMessage(error) })),
          },
        );
      }}
    >
      <Field label={t('label')} hint={t(`hints.${value}`)}>
        <Select value={value} onChange={(event) => isDeliveryIvaRule(event.target.value) && setChoice(event.target.value)}>
          {DELIVERY_IVA_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {t(`options.${rule}`)}
            </option>
          ))}
        </Select>
      </Field>
      <p className="text-xs text-muted-foreground">{t('history')}</p>
      <Button type="submit" size="sm" disabled={value === current} loading={save.isPending} busyLabel={t('saving')}>
        {t('save')}
      </Button>
    </form>
  );
}
