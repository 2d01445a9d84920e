'use client';

import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { PublicAttribute } from '@/lib/contracts/catalog';
import { errorAt } from './form-errors';
import { attributeKey, descriptiveAttributes, type ProductFormValues } from './product-form-values';
import { VariantLabel } from './variant-label';

/** One optional select per attribute (the unit has its own dropdown in the card). */
export function VariantAttributeSelects({ index, attributes }: { index: number; attributes: readonly PublicAttribute[] }) {
  const t = useTranslations('AdminProducts.form');
  const { register, formState } = useFormContext<ProductFormValues>();
  const list = descriptiveAttributes(attributes);
  const error = errorAt(formState.errors, `variants.${index}.attributeValueIds`);
  if (list.length === 0 && !error) return null;

  return (
    <div role="group" aria-label={t('attributes') + t('ofVariant', { n: index + 1 })} className="space-y-2">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {list.map((attribute) => (
          <Field key={attribute.id} label={<VariantLabel variant={index + 1}>{attribute.name}</VariantLabel>}>
            <Select {...register(`variants.${index}.values.${attributeKey(attribute.id)}`)}>
              <option value="">{t('noValue')}</option>
              {attribute.values.map((value) => (
                <option key={value.id} value={String(value.id)}>
                  {value.value}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
