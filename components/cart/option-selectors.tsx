'use client';

import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { type OptionSelection, type OptionVariant, type ProductAttribute, optionState } from '@/lib/cart/variant-options';
import { isUnitOfMeasureAttribute } from '@/lib/domain/unit-of-measure';

/** The unit selector's name is translated; other attribute names are catalogue data. */
export function useAttributeLabel(): (name: string) => string {
  const t = useTranslations('ProductOptions');
  return (name) => (isUnitOfMeasureAttribute(name) ? t('unitOfMeasure') : name);
}

type OptionSelectorsProps = {
  variants: readonly OptionVariant[];
  attributes: readonly ProductAttribute[];
  selection: OptionSelection;
  /** '' clears the attribute (the way out when the wanted value is disabled by another choice). */
  onChange: (attribute: string, value: string) => void;
};

/** One native select per attribute: values no variant combines with the other choices are disabled. */
export function OptionSelectors({ variants, attributes, selection, onChange }: OptionSelectorsProps) {
  const t = useTranslations('ProductOptions');
  const attributeLabel = useAttributeLabel();
  return (
    <div className="space-y-4">
      {attributes.map((attribute) => (
        <Field key={attribute.name} label={attributeLabel(attribute.name)} required>
          <Select value={selection[attribute.name] ?? ''} onChange={(event) => onChange(attribute.name, event.target.value)}>
            <option value="">{t('choose')}</option>
            {attribute.values.map((value) => {
              const state = optionState(variants, selection, attribute.name, value);
              return (
                <option key={value} value={value} disabled={state === 'impossible'}>
                  {state === 'soldOut' ? t('soldOutOption', { value }) : value}
                </option>
              );
            })}
          </Select>
        </Field>
      ))}
    </div>
  );
}
