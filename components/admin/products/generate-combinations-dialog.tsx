'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import type { PublicAttribute } from '@/lib/contracts/catalog';
import { MAX_GENERATED_VARIANTS, missingCombinations } from '@/lib/domain/variant-combinations';
import {
  attributeKey,
  emptyVariant,
  type ProductFormValues,
  selectedValueIds,
  unitAttributeOf,
  type VariantFormValues,
} from './product-form-values';

/** A new variant holding one combination: descriptive values in their selects, the unit as its text. */
function variantOf(valueIds: readonly number[], attributes: readonly PublicAttribute[]): VariantFormValues {
  const unit = unitAttributeOf(attributes);
  const variant = emptyVariant();
  for (const id of valueIds) {
    const attribute = attributes.find((a) => a.values.some((v) => v.id === id))!;
    if (attribute.id === unit?.id) variant.unitOfMeasure = attribute.values.find((v) => v.id === id)!.value;
    else variant.values[attributeKey(attribute.id)] = String(id);
  }
  return variant;
}

/**
 * Issue 24 §5 'Generar combinaciones': tick the values of the attributes this product uses; one
 * variant per combination is added (prices and stock to fill in), keeping those that exist.
 */
export function GenerateCombinationsDialog({
  attributes,
  onGenerate,
  onClose,
}: {
  attributes: readonly PublicAttribute[];
  onGenerate: (variants: VariantFormValues[]) => void;
  onClose: () => void;
}) {
  const t = useTranslations('AdminVariantCombinations');
  const { getValues } = useFormContext<ProductFormValues>();
  const existing = useMemo(() => getValues('variants').map((v) => selectedValueIds(v, attributes)), [getValues, attributes]);
  // Starts from the values the product's variants already use.
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(existing.flat()));
  const groups = attributes.map((a) => a.values.filter((v) => chosen.has(v.id)).map((v) => v.id));
  const missing = missingCombinations(groups, existing);
  const tooMany = missing.length > MAX_GENERATED_VARIANTS;

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size="lg"
        title={t('title')}
        description={t('description')}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('cancel')}</Button>
            </DialogClose>
            <Button disabled={missing.length === 0 || tooMany} onClick={() => onGenerate(missing.map((ids) => variantOf(ids, attributes)))}>
              {t('generate', { count: missing.length })}
            </Button>
          </>
        }
      >
        <div className="space-y-4">
          {attributes
            .filter((a) => a.values.length > 0)
            .map((attribute) => (
              <fieldset key={attribute.id} className="space-y-1">
                <legend className="font-medium">{attribute.name}</legend>
                <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
                  {attribute.values.map((value) => (
                    <Checkbox key={value.id} label={value.value} checked={chosen.has(value.id)} onChange={() => toggle(value.id)} />
                  ))}
                </div>
              </fieldset>
            ))}
          <p role="status" className={tooMany ? 'font-medium text-danger' : 'text-muted-foreground'}>
            {tooMany
              ? t('tooMany', { count: missing.length, max: MAX_GENERATED_VARIANTS })
              : t('summary', { count: missing.length, existing: existing.length })}
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
