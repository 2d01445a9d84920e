'use client';

import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { PublicAttribute } from '@/lib/data/catalog';
import { errorAt } from './form-errors';
import { emptyVariant, type ProductFormValues } from './product-form-values';
import { useSkuSync } from './use-sku-sync';
import { VariantCard } from './variant-card';

/** The variant cards, 'Añadir variante', and the SKU previews kept in step. */
export function VariantsSection({ attributes }: { attributes: readonly PublicAttribute[] }) {
  const t = useTranslations('AdminProducts.form');
  const { control, formState } = useFormContext<ProductFormValues>();
  // `keyName`: the default 'id' would hide the variants' own ids from the form values.
  const { fields, append, remove } = useFieldArray({ control, name: 'variants', keyName: 'key' });
  useSkuSync(attributes);
  const listError = errorAt(formState.errors, 'variants.root') ?? errorAt(formState.errors, 'variants');

  return (
    <section aria-labelledby="variants-section-title" className="space-y-4">
      <div className="space-y-1">
        <h3 id="variants-section-title" className="text-lg font-semibold">
          {t('variantsSection')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('variantsHint')}</p>
        {listError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {listError}
          </p>
        ) : null}
      </div>
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <li key={field.key}>
            <VariantCard
              index={index}
              attributes={attributes}
              onRemove={fields.length > 1 ? () => remove(index) : undefined}
            />
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => append(emptyVariant())}>
        <Plus aria-hidden="true" className="size-5" />
        {t('addVariant')}
      </Button>
    </section>
  );
}
