'use client';

import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import type { PublicAttribute } from '@/lib/contracts/catalog';
import { descriptiveAttributes } from './product-form-values';

/** Issue 24 §5: which of the store's attributes this product's variants use. */
export function ProductAttributesPicker({
  attributes,
  chosen,
  onToggle,
}: {
  attributes: readonly PublicAttribute[];
  chosen: ReadonlySet<number>;
  onToggle: (attributeId: number, checked: boolean) => void;
}) {
  const t = useTranslations('AdminProductAttributes');
  const list = descriptiveAttributes(attributes);
  if (list.length === 0) return null;
  return (
    <fieldset className="space-y-1 rounded-card border border-border p-4">
      <legend className="px-1 font-medium">{t('legend')}</legend>
      <p className="text-sm text-muted-foreground">{t('hint')}</p>
      <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
        {list.map((attribute) => (
          <Checkbox
            key={attribute.id}
            label={attribute.name}
            checked={chosen.has(attribute.id)}
            onChange={(e) => onToggle(attribute.id, e.currentTarget.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
