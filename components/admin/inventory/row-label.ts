import type { InventoryRow } from '@/lib/data/admin/inventory';

/** 'Contenedor de icopor redondo · 16 oz · Paquete': the product and its variant's values. */
export function rowLabel(row: Pick<InventoryRow, 'product' | 'variantName'>): string {
  return row.variantName ? `${row.product.name} · ${row.variantName}` : row.product.name;
}
