import type { InventoryEdit } from '@/lib/api-client/admin-products';
import { formatCOP } from '@/lib/domain/money';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@/lib/domain/store-settings';
import { type InventoryField, inventoryPatch } from '@/lib/validation/admin/inventory';

/** Spec 2 §5: the four cells the inventory edits, in column order. */
export const EDITABLE_FIELDS: readonly InventoryField[] = ['price', 'salePrice', 'stock', 'costPrice'];

export type StockLevel = 'out' | 'low' | 'ok';

/** 'Agotado' at 0, 'Stock bajo' at or under the variant's threshold (issue 24). */
export function stockLevel(stock: number, threshold: number = DEFAULT_LOW_STOCK_THRESHOLD): StockLevel {
  return stock <= 0 ? 'out' : stock <= threshold ? 'low' : 'ok';
}

/** The cell as shown: pesos for prices, a plain number for stock, null for an empty price. */
export function formatCell(field: InventoryField, value: number | null): string | null {
  if (value === null) return null;
  return field === 'stock' ? new Intl.NumberFormat('es-CO').format(value) : formatCOP(value);
}

/** The cell as typed into the editor: digits only, so it reads back exactly. */
export const cellText = (value: number | null) => (value === null ? '' : String(value));

export type ParsedCell = { ok: true; edit: InventoryEdit } | { ok: false; message: string };

/** Parses what was typed with the server's own rules (pesos without centavos, whole stock). */
export function parseCell(field: InventoryField, text: string): ParsedCell {
  const result = inventoryPatch.safeParse({ [field]: text });
  if (result.success) return { ok: true, edit: result.data as InventoryEdit };
  return { ok: false, message: result.error.issues[0]?.message ?? '' };
}
