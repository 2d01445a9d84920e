'use client';

import { useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { errorAt } from '@/components/admin/products/form-errors';
import { fieldErrorsOf, saveErrorDetails, staleStockUpdates } from '@/components/admin/products/save-error';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useSaveVariantGrid } from '@/lib/api-client/admin-products';
import type { AdminProduct } from '@/lib/data/admin/products';
import { adjustmentReasons } from '@/lib/domain/stock';
import { VariantGridTable } from './variant-grid-table';
import { changedStockCount, gridFieldPath, type GridValues, toGridPayload, toGridValues } from './variant-grid-values';

/**
 * Issue 24 §5: every variant's price, sale price and stock, saved at once (all or nothing).
 * A changed stock needs the adjustment's reason, which each stock movement records.
 */
export function VariantGridForm({ product }: { product: AdminProduct }) {
  const t = useTranslations('AdminVariantGrid');
  const tr = useTranslations('AdminStock.adjustmentReasons');
  const notification = useNotification();
  const saved = useMemo(() => toGridValues(product), [product]);
  const form = useForm<GridValues>({ defaultValues: saved });
  const save = useSaveVariantGrid(product.id);
  const values = useWatch({ control: form.control }) as GridValues;
  const stockChanges = changedStockCount(values);

  const submit = form.handleSubmit(async (current) => {
    try {
      const result = await save.mutateAsync(toGridPayload(current, saved));
      notification.success(t('saved', { prices: result.changed.prices, stock: result.changed.stock }));
      form.reset(toGridValues(result.product));
    } catch (error) {
      for (const update of staleStockUpdates(
        error,
        form.getValues('rows').map((row) => row.id),
      )) {
        form.setValue(`rows.${update.index}.savedStock`, update.savedStock);
        form.setValue(`rows.${update.index}.stockVersion`, update.stockVersion);
      }
      const fields = fieldErrorsOf(error);
      fields.forEach(([path, message], i) =>
        form.setError(gridFieldPath(path) as never, { type: 'server', message }, { shouldFocus: i === 0 }),
      );
      notification.error(t('saveError', { details: saveErrorDetails(error) || t('unknownError') }));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="space-y-4" aria-busy={save.isPending || undefined}>
        <VariantGridTable />
        <fieldset className="grid gap-4 sm:grid-cols-2" disabled={save.isPending}>
          <Field
            label={t('reason')}
            hint={stockChanges > 0 ? t('reasonNeeded', { count: stockChanges }) : t('reasonHint')}
            error={errorAt(form.formState.errors, 'reason')}
            required={stockChanges > 0}
          >
            <Select {...form.register('reason')}>
              <option value="">{t('noReason')}</option>
              {adjustmentReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {tr(reason)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('note')} error={errorAt(form.formState.errors, 'note')}>
            <Input {...form.register('note')} autoComplete="off" maxLength={500} />
          </Field>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" disabled={save.isPending || !form.formState.isDirty} onClick={() => form.reset(saved)}>
            {t('discard')}
          </Button>
          <Button type="submit" loading={save.isPending} busyLabel={t('saving')}>
            {t('save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
