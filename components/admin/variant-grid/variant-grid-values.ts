import type { AdminProduct, AdminVariant } from '@/lib/data/admin/products';
import type { VariantGridPayload } from '@/lib/api-client/admin-products';

/** Issue 24 §5: the grid's values (pure). Inputs hold text as typed; the server parses them. */
export type GridRowValues = { id: number; sku: string; label: string; price: string; salePrice: string; stock: string };
export type GridValues = { reason: string; note: string; rows: GridRowValues[] };

/** '16 oz · Blanco · Paquete': the variant's values, then its unit when no value names it. */
export function variantValuesLabel(variant: Pick<AdminVariant, 'variantValues' | 'unitOfMeasure'>): string {
  const values = variant.variantValues.map((v) => v.attributeValue.value);
  const unit = variant.unitOfMeasure?.trim();
  if (unit && !values.some((v) => v.toLowerCase() === unit.toLowerCase())) values.push(unit);
  return values.join(' · ');
}

const text = (n: number | null) => (n === null ? '' : String(n));

export function toGridValues(product: AdminProduct): GridValues {
  return {
    reason: '',
    note: '',
    rows: product.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      label: variantValuesLabel(v),
      price: text(v.price),
      salePrice: text(v.salePrice),
      stock: text(v.stock),
    })),
  };
}

export function toGridPayload(values: GridValues): VariantGridPayload {
  return {
    reason: values.reason,
    note: values.note,
    variants: values.rows.map(({ id, price, salePrice, stock }) => ({ id, price, salePrice, stock })),
  };
}

/** The server keys row errors 'variants.N.price'; the form's rows are 'rows.N.price'. */
export function gridFieldPath(serverPath: string): string {
  return serverPath.startsWith('variants.') ? `rows.${serverPath.slice('variants.'.length)}` : serverPath;
}

/** How many rows' stock differs from the saved stock (a reason is then required). */
export function changedStockCount(values: GridValues, saved: GridValues): number {
  return values.rows.filter((row, i) => row.stock.trim() !== saved.rows[i]?.stock).length;
}
