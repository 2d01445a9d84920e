'use client';

import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useMayChangePrices } from '@/lib/api-client/admin-store-settings';
import { useStaffCan } from '@/lib/session/admin-session';
import { ImageUpload } from '@/components/admin/image-upload';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { PublicAttribute } from '@/lib/contracts/catalog';
import { errorAt } from './form-errors';
import { type ProductFormValues, unitAttributeOf } from './product-form-values';
import { VariantAttributeSelects } from './variant-attribute-selects';
import { VariantLabel } from './variant-label';
import { VolumeTiersEditor } from './volume-tiers-editor';

type VariantField = 'sku' | 'price' | 'salePrice' | 'stock' | 'costPrice' | 'weightGrams' | 'unitOfMeasure' | 'unitsPerItem';

export type VariantCardProps = {
  index: number;
  attributes: readonly PublicAttribute[];
  /** Absent while this is the only variant (a product keeps at least one). */
  onRemove?: () => void;
};

/** One variant: attribute values, read-only SKU, prices, stock, unit, picture and tiers. */
export function VariantCard({ index, attributes, onRemove }: VariantCardProps) {
  const t = useTranslations('AdminProducts.form');
  // Issue 25 §5: a VENDEDOR neither sees nor sends the cost.
  const seesCosts = useStaffCan('seeCosts');
  const tp = useTranslations('AdminStoreSettings.sellersPrices');
  const mayChangePrices = useMayChangePrices();
  const { register, control, setValue, formState } = useFormContext<ProductFormValues>();
  const [imageUrl, unit, variantId] = useWatch({
    control,
    name: [`variants.${index}.imageUrl`, `variants.${index}.unitOfMeasure`, `variants.${index}.variantId`],
  });
  // A saved variant's prices are shown, not offered, to a role the store does not let change them;
  // a new variant's first price is not a change, so it stays editable.
  const pricesLocked = !mayChangePrices && variantId !== null;
  const priceProps = pricesLocked ? { readOnly: true, className: 'bg-surface-muted' } : {};
  const n = index + 1;
  const titleId = `variant-${index}-title`;
  const path = (field: VariantField) => `variants.${index}.${field}` as const;
  const errorOf = (field: VariantField | 'id' | 'imageUrl') => errorAt(formState.errors, `variants.${index}.${field}`);
  const label = (text: ReactNode) => <VariantLabel variant={n}>{text}</VariantLabel>;

  const units = unitAttributeOf(attributes)?.values.map((v) => v.value) ?? [];
  // A unit saved before the attribute had that value stays choosable, so saving keeps it.
  if (unit && !units.some((u) => u.toLowerCase() === unit.toLowerCase())) units.push(unit);

  return (
    <div role="group" aria-labelledby={titleId} className="space-y-4 rounded-card border border-border bg-surface p-4 shadow-card sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h4 id={titleId} className="font-semibold">
          {t('variantTitle', { n })}
        </h4>
        {onRemove ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-danger hover:bg-danger-soft"
            onClick={onRemove}
            aria-label={t('removeVariant', { n })}
          >
            <Trash2 aria-hidden="true" className="size-5" />
            <span className="hidden sm:inline">{t('removeVariant', { n })}</span>
          </Button>
        ) : null}
      </div>
      {errorOf('id') ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {errorOf('id')}
        </p>
      ) : null}

      <VariantAttributeSelects index={index} attributes={attributes} />

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={label(t('unit'))} error={errorOf('unitOfMeasure')}>
          <Select {...register(path('unitOfMeasure'))}>
            <option value="">{t('noUnit')}</option>
            {units.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label(t('unitsPerItem'))} error={errorOf('unitsPerItem')}>
          <Input {...register(path('unitsPerItem'))} inputMode="numeric" autoComplete="off" />
        </Field>
        <Field label={label(t('sku'))} hint={t('skuHint')} error={errorOf('sku')} className="sm:col-span-2">
          <Input {...register(path('sku'))} readOnly className="bg-surface-muted font-mono" />
        </Field>
        <Field label={label(t('price'))} required error={errorOf('price')} hint={pricesLocked ? tp('locked') : undefined}>
          <Input {...register(path('price'))} inputMode="decimal" autoComplete="off" {...priceProps} />
        </Field>
        <Field label={label(t('salePrice'))} hint={pricesLocked ? tp('locked') : t('salePriceHint')} error={errorOf('salePrice')}>
          <Input {...register(path('salePrice'))} inputMode="decimal" autoComplete="off" {...priceProps} />
        </Field>
        <Field label={label(t('stock'))} required error={errorOf('stock')}>
          <Input {...register(path('stock'))} inputMode="numeric" autoComplete="off" />
        </Field>
        {seesCosts ? (
          <Field label={label(t('costPrice'))} error={errorOf('costPrice')}>
            <Input {...register(path('costPrice'))} inputMode="decimal" autoComplete="off" />
          </Field>
        ) : null}
        <Field label={label(t('weightGrams'))} hint={t('weightGramsHint')} error={errorOf('weightGrams')}>
          <Input {...register(path('weightGrams'))} inputMode="numeric" autoComplete="off" />
        </Field>
      </div>

      <ImageUpload
        label={t('variantImage') + t('ofVariant', { n })}
        folder="products"
        value={imageUrl}
        error={errorOf('imageUrl')}
        onChange={(file) => {
          setValue(`variants.${index}.imageFile`, file, { shouldDirty: true });
          if (!file) setValue(`variants.${index}.imageUrl`, null, { shouldDirty: true });
        }}
      />

      <VolumeTiersEditor index={index} />
    </div>
  );
}
