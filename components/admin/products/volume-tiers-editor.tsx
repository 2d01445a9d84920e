'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorAt } from './form-errors';
import type { ProductFormValues } from './product-form-values';
import { VariantLabel } from './variant-label';

/** Rows of minimum quantity + unit price for one variant; add and remove. */
export function VolumeTiersEditor({ index }: { index: number }) {
  const t = useTranslations('AdminProducts.form');
  const { control, register, formState } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `variants.${index}.volumeDiscounts` });
  const n = index + 1;
  const errorOf = (path: string) => errorAt(formState.errors, `variants.${index}.volumeDiscounts.${path}`);
  const titleId = `variant-${index}-tiers-title`;

  return (
    <div role="group" aria-labelledby={titleId} className="space-y-3 rounded-control bg-surface-muted p-3 sm:p-4">
      <div>
        <p id={titleId} className="font-semibold">
          {t('tiers')}
          <span className="sr-only">{t('ofVariant', { n })}</span>
        </p>
        <p className="text-sm text-muted-foreground">{t('tiersHint')}</p>
      </div>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{t('noTiers')}</p> : null}
      <ul className="space-y-3">
        {fields.map((field, tierIndex) => (
          <li key={field.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 sm:gap-3">
            <Field
              label={
                <VariantLabel variant={n} tier={tierIndex + 1}>
                  {t('tierMin')}
                </VariantLabel>
              }
              required
              error={errorOf(`${tierIndex}.minQuantity`)}
            >
              <Input {...register(`variants.${index}.volumeDiscounts.${tierIndex}.minQuantity`)} inputMode="numeric" autoComplete="off" />
            </Field>
            <Field
              label={
                <VariantLabel variant={n} tier={tierIndex + 1}>
                  {t('tierPrice')}
                </VariantLabel>
              }
              required
              error={errorOf(`${tierIndex}.price`)}
            >
              <Input {...register(`variants.${index}.volumeDiscounts.${tierIndex}.price`)} inputMode="decimal" autoComplete="off" />
            </Field>
            <Button
              variant="ghost"
              size="icon"
              className="text-danger hover:bg-danger-soft"
              aria-label={t('removeTier', { n, m: tierIndex + 1 })}
              title={t('removeTier', { n, m: tierIndex + 1 })}
              onClick={() => remove(tierIndex)}
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" aria-label={t('addTierTo', { n })} onClick={() => append({ minQuantity: '', price: '' })}>
        <Plus aria-hidden="true" className="size-4" />
        {t('addTier')}
      </Button>
    </div>
  );
}
