'use client';

import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PublicAttribute } from '@/lib/contracts/catalog';
import { planFormSkus, shouldRefreshSku, skuInputsSignature } from './form-skus';
import type { ProductFormValues } from './product-form-values';

/**
 * Keeps the read-only SKUs in step with the name, the attribute values and the units. Only a
 * change of those (or of the variant list) refreshes them, so opening a saved product shows the
 * SKUs exactly as saved; SKUs that no longer look generated are never touched.
 */
export function useSkuSync(attributes: readonly PublicAttribute[]) {
  const { control, setValue } = useFormContext<ProductFormValues>();
  const name = useWatch({ control, name: 'name' });
  const variants = useWatch({ control, name: 'variants' });
  const previous = useRef<{ name: string; signature: string } | null>(null);

  useEffect(() => {
    if (!variants) return;
    const signature = JSON.stringify([name, variants.map(skuInputsSignature)]);
    const before = previous.current;
    previous.current = { name, signature };
    const changed = before !== null && before.signature !== signature;
    const refresh = variants.map((v) => shouldRefreshSku({ sku: v.sku, changed, name, previousName: before?.name ?? name }));
    if (!refresh.some(Boolean)) return;
    planFormSkus(name, variants, attributes, refresh).forEach((sku, i) => {
      if (sku !== variants[i].sku) setValue(`variants.${i}.sku`, sku, { shouldDirty: true });
    });
  }, [name, variants, attributes, setValue]);
}
