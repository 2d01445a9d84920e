import Papa from 'papaparse';

/**
 * 'Reponer' as a CSV for a provider (docs/stock.md): opens in Excel as Colombian staff use it,
 * UTF-8 with a BOM and ';' by default. A text cell starting with =, +, -, @, a tab or a carriage
 * return is prefixed with an apostrophe, so a product name can never run as a formula.
 */
export const CSV_BOM = '\uFEFF';

export function neutraliseCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type ReorderCsvRow = {
  provider: string;
  sku: string;
  productName: string;
  variantName: string;
  unitOfMeasure: string | null;
  stock: number;
  threshold: number;
  suggestedQuantity: number;
};

export const REORDER_CSV_HEADER = ['Proveedor', 'SKU', 'Producto', 'Variante', 'Unidad', 'Stock', 'Umbral', 'Cantidad sugerida'];

export function reorderCsv(rows: readonly ReorderCsvRow[], delimiter: ';' | ',' = ';'): string {
  const data = rows.map((r) =>
    [r.provider, r.sku, r.productName, r.variantName, r.unitOfMeasure, r.stock, r.threshold, r.suggestedQuantity].map(neutraliseCell),
  );
  return CSV_BOM + Papa.unparse({ fields: REORDER_CSV_HEADER, data }, { delimiter, newline: '\r\n', quotes: false, escapeFormulae: false });
}
