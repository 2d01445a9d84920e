'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client/admin';
import { useStockAction } from '@/lib/api-client/admin-stock';
import { useSaveOutcome } from '../use-admin-errors';
import type { InventoryRow } from '@/lib/data/admin/inventory';
import { adjustmentReasons } from '@/lib/domain/stock';
import { adjustStockInput } from '@/lib/validation/admin/stock';
import { FormDialog } from '../form-dialog';
import { rowLabel } from './row-label';

type Values = z.input<typeof adjustStockInput>;
type Mode = 'newStock' | 'change';
const FIELDS = ['newStock', 'change', 'reason', 'note'] as const;

/** Issue 24 §1 'Ajustar': the counted stock or a change (+/−), with a required reason. */
export function AdjustDialog({ row, onClose }: { row: InventoryRow; onClose: () => void }) {
  const t = useTranslations('AdminStock');
  const action = useStockAction();
  const [mode, setMode] = useState<Mode>('newStock');
  const {
    register,
    handleSubmit,
    setError,
    unregister,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof adjustStockInput>>({
    resolver: zodResolver(adjustStockInput),
    defaultValues: { reason: '' as Values['reason'], note: '' },
    shouldUnregister: true,
  });

  const outcome = useSaveOutcome(setError, FIELDS, onClose);
  const onSubmit = handleSubmit((input) =>
    action.mutate(
      { kind: 'adjust', variantId: row.id, input },
      outcome(
        (variant: { stock: number }) => t('adjusted', { stock: variant.stock }),
        (error) => t('saveError', { message: errorMessage(error) }),
      ),
    ),
  );

  const switchTo = (next: Mode) => {
    unregister(mode);
    setMode(next);
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('adjustTitle')}
      description={t('rowDescription', { label: rowLabel(row), sku: row.sku, stock: row.stock })}
      onSubmit={onSubmit}
      isPending={action.isPending}
      submitLabel={t('adjustSubmit')}
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 text-sm font-medium">{t('fields.mode')}</legend>
        {(['newStock', 'change'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="adjust-mode" checked={mode === value} onChange={() => switchTo(value)} className="size-5" />
            {t(`modes.${value}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'newStock' ? (
        <Field label={t('fields.newStock')} error={errors.newStock?.message} required>
          <Input inputMode="numeric" autoComplete="off" {...register('newStock')} />
        </Field>
      ) : (
        <Field label={t('fields.change')} error={errors.change?.message} hint={t('changeHint')} required>
          <Input inputMode="text" autoComplete="off" {...register('change')} />
        </Field>
      )}
      <Field label={t('fields.reason')} error={errors.reason?.message} required>
        <Select {...register('reason')}>
          <option value="" disabled>
            {t('choose')}
          </option>
          {adjustmentReasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`adjustmentReasons.${reason}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('fields.note')} error={errors.note?.message}>
        <Input autoComplete="off" {...register('note')} />
      </Field>
    </FormDialog>
  );
}
