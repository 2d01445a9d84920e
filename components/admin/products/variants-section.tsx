'use client';

import { Grid3x3, Plus } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { PublicAttribute } from '@/lib/contracts/catalog';
import { errorAt } from './form-errors';
import { ProductAttributesPicker } from './product-attributes-picker';
import {
  attributeKey,
  emptyVariant,
  type ProductFormValues,
  productAttributes,
  selectedValueIds,
  usedAttributeIds,
} from './product-form-values';
import { useSkuSync } from './use-sku-sync';
import { VariantCard } from './variant-card';

const GenerateCombinationsDialog = dynamic(() => import('./generate-combinations-dialog').then((m) => m.GenerateCombinationsDialog));

/** The variant cards, 'Añadir variante', and the SKU previews kept in step. */
export function VariantsSection({ attributes }: { attributes: readonly PublicAttribute[] }) {
  const t = useTranslations('AdminProducts.form');
  const { control, formState, getValues, setValue } = useFormContext<ProductFormValues>();
  // `keyName`: the default 'id' would hide the variants' own ids from the form values.
  const { fields, append, remove } = useFieldArray({ control, name: 'variants', keyName: 'key' });
  useSkuSync(attributes);
  const listError = errorAt(formState.errors, 'variants.root') ?? errorAt(formState.errors, 'variants');
  const tc = useTranslations('AdminVariantCombinations');
  const [generating, setGenerating] = useState(false);
  // Issue 24 §5: the variants offer only the product's attributes (those its variants use, and
  // those ticked here), not every attribute of the store.
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(usedAttributeIds(getValues('variants'), attributes)));
  const offered = useMemo(() => productAttributes(attributes, chosen), [attributes, chosen]);
  const toggleAttribute = (attributeId: number, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(attributeId);
    else {
      next.delete(attributeId);
      // An attribute taken off the product takes its values off the variants too (what is shown is what is saved).
      getValues('variants').forEach((v, i) => {
        if (v.values[attributeKey(attributeId)]) setValue(`variants.${i}.values.${attributeKey(attributeId)}`, '', { shouldDirty: true });
      });
    }
    setChosen(next);
  };

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
      <ProductAttributesPicker attributes={attributes} chosen={chosen} onToggle={toggleAttribute} />
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <li key={field.key}>
            <VariantCard index={index} attributes={offered} onRemove={fields.length > 1 ? () => remove(index) : undefined} />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => append(emptyVariant())}>
          <Plus aria-hidden="true" className="size-5" />
          {t('addVariant')}
        </Button>
        {/* Issue 24 §5: one variant per combination of the chosen values. */}
        <Button variant="outline" onClick={() => setGenerating(true)}>
          <Grid3x3 aria-hidden="true" className="size-5" />
          {tc('open')}
        </Button>
      </div>
      {generating ? (
        <GenerateCombinationsDialog
          attributes={offered}
          onClose={() => setGenerating(false)}
          onGenerate={(variants) => {
            // A lone blank variant (a new product) is replaced rather than kept empty.
            const values = getValues('variants');
            const blank =
              values.length === 1 &&
              values[0].variantId === null &&
              !values[0].price &&
              !values[0].stock &&
              selectedValueIds(values[0], attributes).length === 0;
            if (blank) remove(0);
            append(variants);
            setGenerating(false);
          }}
        />
      ) : null}
    </section>
  );
}
