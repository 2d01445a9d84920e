import type { PublicAttribute } from '@/lib/contracts/catalog';
import { generateSku, shouldRegenerateSku, skuPrefix } from '@/lib/domain/sku';
import { attributeKey, descriptiveAttributes, type VariantFormValues } from './product-form-values';

type SkuSource = Pick<VariantFormValues, 'sku' | 'values' | 'unitOfMeasure'>;

/**
 * Whether the form replaces a variant's SKU (spec 2 §5: only when empty or when it starts with
 * the product-name prefix). An unchanged variant keeps the SKU it was saved with. The prefix
 * is checked against the name before this change too: while the name is being typed ('V',
 * 'Va', 'Vas'…) each SKU was generated under the previous prefix, and must follow the new one.
 */
export function shouldRefreshSku(input: { sku: string; changed: boolean; name: string; previousName: string }): boolean {
  if (input.sku.trim() === '') return true;
  if (!input.changed) return false;
  return shouldRegenerateSku(input.sku, input.name) || shouldRegenerateSku(input.sku, input.previousName);
}

/**
 * The SKU preview of every variant, with the server's rules so the preview matches what gets
 * saved: descriptive values ordered by attribute name, then the unit. SKUs not refreshed are
 * claimed first; each new one avoids every other SKU in the form (-2, -3…). Without a usable
 * name there is no prefix yet: the SKU stays empty until there is one. The server is still the
 * authority (it also avoids other products' SKUs).
 */
export function planFormSkus(
  productName: string,
  variants: readonly SkuSource[],
  attributes: readonly PublicAttribute[],
  refresh: readonly boolean[],
): string[] {
  const ordered = descriptiveAttributes(attributes).sort((a, b) => a.name.localeCompare(b.name, 'es') || a.id - b.id);
  const valueText = new Map(attributes.flatMap((a) => a.values.map((v) => [String(v.id), v.value] as const)));
  const taken = new Set(variants.flatMap((v, i) => (refresh[i] || !v.sku.trim() ? [] : [v.sku.trim().toUpperCase()])));
  const hasPrefix = skuPrefix(productName) !== '';

  return variants.map((variant, i) => {
    if (!refresh[i]) return variant.sku;
    if (!hasPrefix) return '';
    const attributeValues = ordered
      .map((a) => valueText.get(variant.values[attributeKey(a.id)] ?? ''))
      .filter((value): value is string => Boolean(value));
    const sku = generateSku({ productName, attributeValues, unitOfMeasure: variant.unitOfMeasure }, taken);
    taken.add(sku);
    return sku;
  });
}

/** What a variant's SKU is made of besides the name: a change here refreshes the SKU. */
export function skuInputsSignature(variant: Pick<VariantFormValues, 'values' | 'unitOfMeasure'>): string {
  const values = Object.entries(variant.values)
    .filter(([, id]) => id)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([values, variant.unitOfMeasure.trim()]);
}
