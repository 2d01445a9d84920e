/**
 * Packs and pieces (issue 22 §1) and the stock a shopper may ask for (§2): pure rules shared
 * by the option dialog, the product page, the cart, the WhatsApp message and the order
 * displays. A variant is sold by its selling unit ('Paquete', 'Caja', 'Millar'); one selling
 * unit holds `unitsPerItem` pieces (a cup, a napkin). Decisions: docs/packs-and-stock.md.
 */
import { wholeDigits } from './digits';

/** Pieces in `quantity` selling units; a missing or bad unitsPerItem counts as 1. */
export function piecesFor(quantity: number, unitsPerItem: number | null | undefined): number {
  return quantity * packSize(unitsPerItem);
}

/** unitsPerItem as a whole number ≥ 1 (stored carts and old rows may lack it). */
export function packSize(unitsPerItem: number | null | undefined): number {
  return typeof unitsPerItem === 'number' && Number.isSafeInteger(unitsPerItem) && unitsPerItem > 1 ? unitsPerItem : 1;
}

/** Whether the variant is sold by a unit of several pieces: only then are pieces shown. */
export function isPack(unitsPerItem: number | null | undefined): boolean {
  return packSize(unitsPerItem) > 1;
}

/**
 * The price of one piece, in tenths of a peso, rounded half up: $ 28.400 / 50 → 5680 (= $ 568),
 * $ 5.500 / 330 → 167 (= $ 16,7). Integer arithmetic only.
 */
export function pricePerPieceTenths(price: number, unitsPerItem: number | null | undefined): number {
  return Math.round((price * 10) / packSize(unitsPerItem));
}

/**
 * '$ 568', '$ 17', '$ 4,5': whole pesos from $ 10 up (where a fraction says nothing to a shopper
 * comparing), one decimal (es-CO comma) below $ 10 so cheap pieces still compare ($ 0,8 vs $ 1,2).
 */
export function formatPricePerPiece(price: number, unitsPerItem: number | null | undefined): string {
  const tenths = pricePerPieceTenths(price, unitsPerItem);
  if (tenths >= 100) return `$\u00a0${wholeDigits(tenths / 10, '.', 4)}`;
  const whole = Math.floor(tenths / 10);
  const fraction = tenths % 10;
  return `$\u00a0${whole}${fraction ? `,${fraction}` : ''}`;
}

/**
 * The selling unit for a count, lower-case, Spanish plural: 'paquete' / 'paquetes', 'caja' /
 * 'cajas', 'millar' / 'millares', 'unidad' / 'unidades'. Only the first word is inflected
 * ('Paquete x50' → 'paquetes x50'). The unit is catalogue data (Spanish in both languages).
 */
export function sellingUnitLabel(unit: string, count: number): string {
  const trimmed = unit.trim().toLowerCase();
  if (!trimmed || count === 1) return trimmed;
  const [first, ...rest] = trimmed.split(/\s+/);
  return [pluralEs(first), ...rest].join(' ');
}

const ACCENTED: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

function pluralEs(word: string): string {
  if (/[aeiouáéó]$/.test(word)) return `${word}s`;
  if (/[sx]$/.test(word)) return word; // 'tubos', 'tórax': already plural or invariable
  if (word.endsWith('z')) return `${word.slice(0, -1)}ces`;
  // An accent on the last syllable goes away with the added one: 'bolsón' → 'bolsones'.
  const last = /([áéíóú])([nl])$/.exec(word);
  if (last) return `${word.slice(0, -2)}${ACCENTED[last[1]]}${last[2]}es`;
  return `${word}es`;
}

/** What capping a requested quantity to the stock gave. */
export type StockCap = { quantity: number; capped: boolean };

/**
 * A requested quantity no larger than the stock: asking 99.999 of 40 gives 40 (capped, and the
 * control says 'Solo quedan 40'). Unknown stock (null) caps nothing. Never below `min`.
 */
export function capToStock(requested: number, stock: number | null | undefined, min = 1): StockCap {
  if (stock === null || stock === undefined || requested <= stock) return { quantity: requested, capped: false };
  return { quantity: Math.max(stock, min), capped: true };
}

/** 'Quedan N' shows when 0 < stock ≤ threshold (the store setting staff change in the back office, docs/store-settings.md); else null. */
export function lowStockLeft(stock: number | null | undefined, threshold: number): number | null {
  if (stock === null || stock === undefined || stock <= 0) return null;
  return stock <= threshold ? stock : null;
}

/**
 * The lowest price per piece among variants sold in packs, in tenths of a peso, with the variant
 * that gives it, when the variants differ in pack size or any is a pack; null when none is.
 * `from` is true when the variants' per-piece prices differ (shown as 'Desde $ 17 c/u').
 */
export function lowestPricePerPiece(
  variants: readonly { price: number; salePrice: number | null; unitsPerItem: number }[],
): { price: number; unitsPerItem: number; from: boolean } | null {
  if (!variants.some((v) => isPack(v.unitsPerItem))) return null;
  let best: { price: number; unitsPerItem: number; tenths: number } | null = null;
  const seen = new Set<number>();
  for (const v of variants) {
    const price = v.salePrice ?? v.price;
    const tenths = pricePerPieceTenths(price, v.unitsPerItem);
    seen.add(tenths);
    if (!best || tenths < best.tenths) best = { price, unitsPerItem: packSize(v.unitsPerItem), tenths };
  }
  return best && { price: best.price, unitsPerItem: best.unitsPerItem, from: seen.size > 1 };
}

/**
 * What a pack line adds to its quantity and price: '10 paquetes = 500 unidades' and '$ 568 c/u'
 * (per piece, at the line's unit price). Null for a line sold by the piece.
 */
export function packFacts(
  item: { unitOfMeasure: string | null; unitsPerItem?: number | null; quantity: number },
  unitPrice: number,
): { unitLabel: string; unitOne: string; pieces: number; perPiece: string } | null {
  if (!isPack(item.unitsPerItem)) return null;
  return {
    unitLabel: sellingUnitLabel(item.unitOfMeasure ?? 'Paquete', item.quantity),
    unitOne: sellingUnitLabel(item.unitOfMeasure ?? 'Paquete', 1),
    pieces: piecesFor(item.quantity, item.unitsPerItem),
    perPiece: formatPricePerPiece(unitPrice, item.unitsPerItem),
  };
}
