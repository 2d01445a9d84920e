/**
 * The catalogue CSV (issue 24 §3, docs/catalog-csv.md): one row per variant, opened by staff in
 * Excel set up for Colombia. Pure helpers: column layout, cell formatting and neutralising for
 * the export, and the readers of each cell for the import (their problems as catalogue keys).
 */
import type es from '@/messages/es.json';
import { IVA_CLASSES, type IvaClass } from './iva';
import { parsePesos } from './parse-pesos';

export const CSV_SEPARATORS = [';', ','] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];
export const DEFAULT_SEPARATOR: CsvSeparator = ';';

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
export const MAX_TIERS = 20;
export const MAX_GRAMS = 1_000_000;
export const MAX_WHOLE = 2_147_483_647;

/** The columns, in export order. `key` is what the importer reads; `header` what staff see. */
export const CSV_COLUMNS = [
  { key: 'product', header: 'Producto' },
  { key: 'category', header: 'Categoría' },
  { key: 'description', header: 'Descripción' },
  { key: 'featured', header: 'Destacado' },
  { key: 'productImage', header: 'Imagen del producto' },
  { key: 'sku', header: 'SKU' },
  { key: 'attributes', header: 'Atributos' },
  { key: 'unitOfMeasure', header: 'Unidad de medida' },
  { key: 'unitsPerItem', header: 'Unidades por ítem' },
  { key: 'price', header: 'Precio' },
  { key: 'salePrice', header: 'Precio de oferta' },
  { key: 'costPrice', header: 'Costo' },
  { key: 'stock', header: 'Stock' },
  { key: 'tiers', header: 'Precios por volumen' },
  { key: 'image', header: 'Imagen' },
  { key: 'weightGrams', header: 'Peso (g)' },
  // Last, so files exported before them still line up column by column.
  { key: 'ivaClass', header: 'IVA' },
  // When the row was exported (ISO 8601, UTC): the import leaves alone a cell whose stored value
  // changed after it, unless staff choose to overwrite (docs/catalog-csv.md).
  { key: 'exportedAt', header: 'Exportado' },
] as const;

export type CsvColumnKey = (typeof CSV_COLUMNS)[number]['key'];
export type CsvRecord = Partial<Record<CsvColumnKey, string>>;

export const CATEGORY_PATH_SEPARATOR = ' > ';
export const LIST_SEPARATOR = ' | ';

// ---- export ---------------------------------------------------------------------------------

export type ExportVariant = {
  productName: string;
  categoryPath: string[];
  description: string | null;
  isFeatured: boolean;
  ivaClass: IvaClass;
  productImageUrl: string | null;
  sku: string;
  /** In attribute-name order. */
  attributes: { attribute: string; value: string }[];
  unitOfMeasure: string | null;
  unitsPerItem: number;
  price: number;
  salePrice: number | null;
  costPrice: number | null;
  stock: number;
  tiers: { minQuantity: number; price: number }[];
  imageUrl: string | null;
  weightGrams: number | null;
  /** When the export read the catalogue. */
  exportedAt: Date;
};

/**
 * Formula injection (OWASP "CSV Injection"): a cell starting with = + - @ (or a tab or carriage
 * return, which Excel skips before them) would run as a formula. A leading apostrophe makes Excel
 * show it as text; the importer takes the apostrophe off again (`unneutralise`).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The inverse of neutraliseCell, so an exported file imports back unchanged. */
export function unneutralise(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** RFC 4180 quoting: cells holding the separator, a quote or a line break are quoted. */
export function quoteCell(value: string, separator: CsvSeparator): string {
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function formatCsvLine(cells: readonly string[], separator: CsvSeparator): string {
  return `${cells.map((cell) => quoteCell(neutraliseCell(cell), separator)).join(separator)}\r\n`;
}

export const formatCategoryPath = (names: readonly string[]) => names.join(CATEGORY_PATH_SEPARATOR);
export const formatAttributes = (values: ExportVariant['attributes']) =>
  values.map((v) => `${v.attribute}: ${v.value}`).join(LIST_SEPARATOR);
/** "12: 5500 | 24: 5000": from 12 units, $ 5.500 each. */
export const formatTiers = (tiers: ExportVariant['tiers']) =>
  [...tiers]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .map((t) => `${t.minQuantity}: ${t.price}`)
    .join(LIST_SEPARATOR);
const formatOptional = (n: number | null) => (n === null ? '' : String(n));

/** What the 'IVA' column says: '19 %', '5 %', 'Exento', 'Excluido'. */
export const IVA_CELLS: Record<IvaClass, string> = { iva_19: '19 %', iva_5: '5 %', exento: 'Exento', excluido: 'Excluido' };

export function exportCells(v: ExportVariant): string[] {
  const byKey: Record<CsvColumnKey, string> = {
    product: v.productName,
    category: formatCategoryPath(v.categoryPath),
    description: v.description ?? '',
    featured: v.isFeatured ? 'Sí' : 'No',
    productImage: v.productImageUrl ?? '',
    sku: v.sku,
    attributes: formatAttributes(v.attributes),
    unitOfMeasure: v.unitOfMeasure ?? '',
    unitsPerItem: String(v.unitsPerItem),
    price: String(v.price),
    salePrice: formatOptional(v.salePrice),
    costPrice: formatOptional(v.costPrice),
    stock: String(v.stock),
    tiers: formatTiers(v.tiers),
    image: v.imageUrl ?? '',
    weightGrams: formatOptional(v.weightGrams),
    ivaClass: IVA_CELLS[v.ivaClass],
    exportedAt: v.exportedAt.toISOString(),
  };
  return CSV_COLUMNS.map((c) => byKey[c.key]);
}

/** Who may see costs gets every column; anyone else the file without 'Costo' (issue 25 §5). */
export type CsvExportOptions = { costs: boolean };
const ALL_COLUMNS: CsvExportOptions = { costs: true };
const shownColumns = (options: CsvExportOptions) => CSV_COLUMNS.map((c) => options.costs || c.key !== 'costPrice');

export const UTF8_BOM = '\uFEFF';
export const csvHeaderLine = (separator: CsvSeparator, options: CsvExportOptions = ALL_COLUMNS) => {
  const shown = shownColumns(options);
  return formatCsvLine(
    CSV_COLUMNS.filter((_, i) => shown[i]).map((c) => c.header),
    separator,
  );
};
export const csvVariantLine = (v: ExportVariant, separator: CsvSeparator, options: CsvExportOptions = ALL_COLUMNS) => {
  const shown = shownColumns(options);
  return formatCsvLine(
    exportCells(v).filter((_, i) => shown[i]),
    separator,
  );
};

// ---- import: header -------------------------------------------------------------------------

/** Header text → key, forgiving case, accents and spaces ('categoria', 'PRECIO DE OFERTA'). */
const looseHeader = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9()]/g, '');
const HEADER_KEYS = new Map<string, CsvColumnKey>(CSV_COLUMNS.map((c) => [looseHeader(c.header), c.key]));

type CsvWords = (typeof es)['ApiErrors']['catalogCsv'];
export type CsvMessageKey = Exclude<keyof CsvWords, 'labels'>;
/** What a number cell is called in its problem ('El precio', 'La cantidad mínima'). */
export type CsvLabel = keyof CsvWords['labels'];
/**
 * A problem of the header or of a cell as a sentence of the catalogues (ApiErrors.catalogCsv),
 * with its values and the cell's label: the import says it in the request's language.
 */
export type CsvMessage = { key: CsvMessageKey; values?: Record<string, string | number>; label?: CsvLabel };

export type HeaderResult = { columns: (CsvColumnKey | null)[]; problems: { column: string; message: CsvMessage }[] };

/** Maps each header cell to its column; unknown, repeated and missing SKU are problems of line 1. */
export function readHeader(cells: readonly string[]): HeaderResult {
  const problems: HeaderResult['problems'] = [];
  const seen = new Set<CsvColumnKey>();
  const columns = cells.map((raw, i) => {
    const text = unneutralise(raw.trim());
    if (text === '' && i === cells.length - 1 && cells.length > 1) return null; // a trailing separator
    const key = HEADER_KEYS.get(looseHeader(text)) ?? null;
    if (key === null) {
      problems.push({ column: text || `#${i + 1}`, message: { key: 'unknownColumn', values: { column: text } } });
    } else if (seen.has(key)) {
      problems.push({ column: text, message: { key: 'repeatedColumn', values: { column: text } } });
    } else {
      seen.add(key);
    }
    return key;
  });
  if (!seen.has('sku')) problems.push({ column: 'SKU', message: { key: 'missingSku' } });
  return { columns, problems };
}

export const headerOf = (key: CsvColumnKey) => CSV_COLUMNS.find((c) => c.key === key)!.header;

/** The separator of a file from its first line: the one of `;` and `,` that splits it more (`;` on a tie). */
export function detectSeparator(firstLine: string): CsvSeparator {
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  const count = (c: string) => outsideQuotes.split(c).length - 1;
  return count(',') > count(';') ? ',' : ';';
}

// ---- import: cells --------------------------------------------------------------------------

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: CsvMessage };
const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const fail = <T>(key: CsvMessageKey, values?: CsvMessage['values'], label?: CsvLabel): CellResult<T> => ({
  ok: false,
  message: { key, ...(values && { values }), ...(label && { label }) },
});

/** Whole pesos ≥ 0; blank is null (optional) or an error (required). */
export function readPesosCell(raw: string, label: CsvLabel, required: boolean): CellResult<number | null> {
  const text = raw.trim();
  if (text === '') return required ? fail('required', undefined, label) : ok(null);
  const parsed = parsePesos(text);
  if (parsed.ok) return parsed.value > MAX_WHOLE ? fail('tooHigh', undefined, label) : ok(parsed.value);
  if (parsed.reason === 'centavos') return fail('centavos', { text }, label);
  if (parsed.reason === 'negative') return fail('negative', { text }, label);
  return fail('notNumber', { text }, label);
}

/** A whole number in [min, max]; thousands dots allowed ('1.200'), decimals and signs refused. */
export function readWholeCell(
  raw: string,
  label: CsvLabel,
  options: { required: boolean; min?: number; max?: number; blank?: number | null },
): CellResult<number | null> {
  const text = raw.trim().replace(/\s+/g, '');
  if (text === '') return options.required ? fail('required', undefined, label) : ok(options.blank ?? null);
  if (/^-\d/.test(text)) return fail('negative', { text: raw.trim() }, label);
  const digits = /^\d+$/.test(text) ? text : /^[1-9]\d{0,2}(?:\.\d{3})+$/.test(text) ? text.replace(/\./g, '') : null;
  if (digits === null) {
    return /^\d+[.,]\d+$/.test(text) ? fail('notWhole', { text: raw.trim() }, label) : fail('notNumber', { text: raw.trim() }, label);
  }
  const n = Number(digits);
  const min = options.min ?? 0;
  const max = options.max ?? MAX_WHOLE;
  if (n < min) return fail('atLeast', { min }, label);
  if (n > max) return fail('atMost', { max }, label);
  return ok(n);
}

const YES = new Set(['si', 'sí', 's', 'yes', 'y', 'true', '1', 'x', 'verdadero']);
const NO = new Set(['no', 'n', 'false', '0', 'falso', '']);
export function readYesNoCell(raw: string): CellResult<boolean> {
  const text = raw.trim().toLowerCase();
  if (YES.has(text)) return ok(true);
  if (NO.has(text)) return ok(false);
  return fail('yesNo', { text: raw.trim() });
}

const IVA_CELL_READINGS = new Map<string, IvaClass>([
  ...IVA_CLASSES.map((c) => [c, c] as [string, IvaClass]),
  ['19', 'iva_19'],
  ['19%', 'iva_19'],
  ['iva19%', 'iva_19'],
  ['5', 'iva_5'],
  ['5%', 'iva_5'],
  ['iva5%', 'iva_5'],
  ['exento', 'exento'],
  ['exenta', 'exento'],
  ['excluido', 'excluido'],
  ['excluida', 'excluido'],
]);

/**
 * '19 %', '19', '5 %', 'Exento', 'Excluido' (any case, spaces, 'IVA 19 %') → the class; blank is
 * null (keep the stored class, 19 % for a new product). A bare '0' is refused: exento and excluido
 * are both 0 % but not the same thing.
 */
export function readIvaCell(raw: string): CellResult<IvaClass | null> {
  const text = raw.trim();
  if (text === '') return ok(null);
  const key = text.toLowerCase().replace(/\s+/g, '');
  const found = IVA_CELL_READINGS.get(key) ?? IVA_CELL_READINGS.get(key.replace(/^iva/, ''));
  if (found) return ok(found);
  return fail('ivaClass', { text });
}

/** 'Desechables > Vasos' → ['Desechables', 'Vasos']; blank parts dropped. */
export const readCategoryPath = (raw: string) =>
  raw
    .split('>')
    .map((part) => part.trim())
    .filter(Boolean);

/** 'Color: Blanco | Tamaño: 7 oz' → pairs; a part without ':' is an error. */
export function readAttributesCell(raw: string): CellResult<{ attribute: string; value: string }[]> {
  const text = raw.trim();
  if (text === '') return ok([]);
  const pairs: { attribute: string; value: string }[] = [];
  for (const part of text.split('|')) {
    if (part.trim() === '') continue;
    const colon = part.indexOf(':');
    const attribute = colon < 0 ? '' : part.slice(0, colon).trim();
    const value = colon < 0 ? '' : part.slice(colon + 1).trim();
    if (!attribute || !value) return fail('attributePair', { part: part.trim() });
    if (pairs.some((p) => p.attribute.toLowerCase() === attribute.toLowerCase())) return fail('attributeRepeated', { attribute });
    pairs.push({ attribute, value });
  }
  return ok(pairs);
}

/**
 * '12: 5500 | 24: 5000' → tiers. Quantities from 2, strictly increasing as written (a tier out of
 * order is an error, not silently sorted), each price whole pesos below `basePrice`.
 */
export function readTiersCell(raw: string, basePrice: number | null): CellResult<{ minQuantity: number; price: number }[]> {
  const text = raw.trim();
  if (text === '') return ok([]);
  const tiers: { minQuantity: number; price: number }[] = [];
  for (const part of text.split('|')) {
    if (part.trim() === '') continue;
    const match = /^\s*([^:]+):\s*(.+?)\s*$/.exec(part);
    if (!match) return fail('tierPair', { part: part.trim() });
    const quantity = readWholeCell(match[1], 'tierQuantity', { required: true, min: 2 });
    if (!quantity.ok) return quantity;
    const price = readPesosCell(match[2], 'tierPrice', true);
    if (!price.ok) return price;
    const previous = tiers.at(-1);
    if (previous && quantity.value! <= previous.minQuantity) {
      return fail('tiersOrder', { quantity: quantity.value!, previous: previous.minQuantity });
    }
    if (basePrice !== null && price.value! >= basePrice) {
      return fail('tierBelowBase', { quantity: quantity.value!, price: price.value!, base: basePrice });
    }
    tiers.push({ minQuantity: quantity.value!, price: price.value! });
  }
  if (tiers.length > MAX_TIERS) return fail('tiersMax', { max: MAX_TIERS });
  return ok(tiers);
}

/** Cells are trimmed, the export's apostrophe removed; NUL is never text. */
// eslint-disable-next-line no-control-regex -- NUL is the character this removes.
export const cleanCell = (raw: string | undefined) => unneutralise((raw ?? '').replace(/\u0000/g, '').trim());
