'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';

/**
 * A visible label ('Precio') whose accessible name also says which variant (and tier) it is
 * ('Precio (variante 2)'), so the same field in two cards never has the same name.
 */
export function VariantLabel({ children, variant, tier }: { children: ReactNode; variant: number; tier?: number }) {
  const t = useTranslations('AdminProducts.form');
  return (
    <>
      {children}
      <span className="sr-only">{tier === undefined ? t('ofVariant', { n: variant }) : t('ofTier', { n: variant, m: tier })}</span>
    </>
  );
}
