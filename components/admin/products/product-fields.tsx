'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { ImageUpload } from '@/components/admin/image-upload';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { PublicCategory } from '@/lib/contracts/catalog';
import { IVA_CLASSES } from '@/lib/domain/iva';
import { flattenCategories, type ProductFormValues } from './product-form-values';

/** Non-breaking spaces: the only indentation a native <option> keeps. */
const indent = (depth: number) => '\u00a0'.repeat(depth * 4);

/** The product's own fields: name, description, category, IVA class, featured and picture. */
export function ProductFields({ categories }: { categories: readonly PublicCategory[] }) {
  const t = useTranslations('AdminProducts.form');
  const { register, control, setValue, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  const options = flattenCategories(categories);

  return (
    <section aria-labelledby="product-section-title" className="space-y-4">
      <h3 id="product-section-title" className="text-lg font-semibold">
        {t('productSection')}
      </h3>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0 space-y-4">
          <Field label={t('name')} required error={errors.name?.message}>
            <Input {...register('name')} autoComplete="off" maxLength={200} />
          </Field>
          <Field label={t('category')} required error={errors.categoryId?.message}>
            <Select {...register('categoryId')}>
              <option value="" disabled>
                {t('categoryPlaceholder')}
              </option>
              {options.map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {indent(option.depth) + option.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('description')} error={errors.description?.message}>
            <Textarea {...register('description')} rows={3} maxLength={5000} />
          </Field>
          <Field label={t('ivaClass')} hint={t('ivaClassHint')} error={errors.ivaClass?.message}>
            <Select {...register('ivaClass')}>
              {IVA_CLASSES.map((ivaClass) => (
                <option key={ivaClass} value={ivaClass}>
                  {t(`ivaClasses.${ivaClass}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Checkbox label={t('featured')} {...register('isFeatured')} />
        </div>
        <ImageUpload
          label={t('image')}
          folder="products"
          value={imageUrl}
          error={errors.imageUrl?.message}
          onChange={(file) => {
            setValue('imageFile', file, { shouldDirty: true });
            if (!file) setValue('imageUrl', null, { shouldDirty: true });
          }}
        />
      </div>
    </section>
  );
}
