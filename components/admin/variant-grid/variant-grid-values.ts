import type { AdminProduct, AdminVariant } from '@/lib/data/admin/products';
import type { VariantGridPayload } from '@/lib/api-client/admin-products';

/** Issue 24 §5: the grid's values (pure). Inputs hold text as typed; the server parses them. */
export type GridRowValues = {
  id: number;
  sku: string;
  label: string;
  price: string;
  salePrice: string;
  stock: string;
  /** The stock as read, and the version it was read at (docs/stock.md). */
  savedStock: string;
  stockVersion: number;
};
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
      savedStock: text(v.stock),
      stockVersion: v.stockVersion,
    })),
  };
}

/**
 * Each row's fields staff changed, nothing else: a price changed by someone else while the grid
 * was open stays as they left it. Stock goes with the version it was read at.
 */
export function toGridPayload(values: GridValues, saved: GridValues): VariantGridPayload {
  const before = new Map(saved.rows.map((row) => [row.id, row]));
  return {
    reason: values.reason,
    note: values.note,
    variants: values.rows.map((row) => {
      const read = before.get(row.id);
      return {
        id: row.id,
        ...(row.price.trim() !== read?.price ? { price: row.price } : {}),
        ...(row.salePrice.trim() !== read?.salePrice ? { salePrice: row.salePrice } : {}),
        ...(row.stock.trim() !== row.savedStock ? { stock: row.stock, stockVersion: row.stockVersion } : {}),
      };
    }),
  };
}

/** The server keys row errors 'variants.N.price'; the form's rows are 'rows.N.price'. */
export function gridFieldPath(serverPath: string): string {
  return serverPath.startsWith('variants.') ? `rows.${serverPath.slice('variants.'.length)}` : serverPath;
}

/** How many rows' stock differs from the saved stock (a reason is then required). */
export function changedStockCount(values: GridValues): number {
  return values.rows.filter((row) => row.stock.trim() !== row.savedStock).length;
}
