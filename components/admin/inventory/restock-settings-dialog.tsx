'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client/admin';
import { useAdminProviders } from '@/lib/api-client/admin-providers';
import { useStockAction } from '@/lib/api-client/admin-stock';
import { useSaveOutcome } from '../use-admin-errors';
import type { InventoryRow } from '@/lib/data/admin/inventory';
import { restockSettingsInput } from '@/lib/validation/admin/stock';
import { FormDialog } from '../form-dialog';
import { rowLabel } from './row-label';

type Values = z.input<typeof restockSettingsInput>;
const FIELDS = ['lowStockThreshold', 'preferredProviderId'] as const;

/** Issue 24 §1-2: the variant's own low-stock threshold (blank: the store's) and its provider. */
export function RestockSettingsDialog({ row, onClose }: { row: InventoryRow; onClose: () => void }) {
  const t = useTranslations('AdminStock');
  const action = useStockAction();
  const providers = useAdminProviders();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof restockSettingsInput>>({
    resolver: zodResolver(restockSettingsInput),
    defaultValues: {
      lowStockThreshold: row.lowStockThreshold === null ? '' : String(row.lowStockThreshold),
      preferredProviderId: row.preferredProviderId === null ? '' : String(row.preferredProviderId),
    },
  });

  const outcome = useSaveOutcome(setError, FIELDS, onClose);
  const onSubmit = handleSubmit((input) =>
    action.mutate(
      { kind: 'restock-settings', variantId: row.id, input },
      outcome(t('settingsSaved'), (error) => t('saveError', { message: errorMessage(error) })),
    ),
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('settingsTitle')}
      description={t('rowDescription', { label: rowLabel(row), sku: row.sku, stock: row.stock })}
      onSubmit={onSubmit}
      isPending={action.isPending}
    >
      <Field label={t('fields.threshold')} error={errors.lowStockThreshold?.message} hint={t('thresholdHint')}>
        <Input inputMode="numeric" autoComplete="off" {...register('lowStockThreshold')} />
      </Field>
      <Field label={t('fields.preferredProvider')} error={errors.preferredProviderId?.message} hint={t('preferredProviderHint')}>
        <Select {...register('preferredProviderId')}>
          <option value="">{t('productProvider')}</option>
          {(providers.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
