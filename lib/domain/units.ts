/**
 * One vocabulary for quantities (docs/packs-and-stock.md "Words for quantities"): a line is
 * counted in its selling unit by name ('10 paquetes', '1 caja', '3 millares'), a pack adds its
 * pieces ('= 500 unidades'), and 'c/u' ('each') only ever means one piece. The cart, the shared
 * cart, the order lines (account, back office, e-mails, PDFs), stock receiving and the reports
 * all say it through these functions. The unit is catalogue data, Spanish in both languages
 * ('10 paquetes = 500 pieces'); the words around it follow the reader's language.
 */
import { formatCOP } from './money';
import { wholeDigits } from './digits';
import { formatPricePerPiece, isPack, piecesFor, sellingUnitLabel } from './packs';

export type UnitLocale = 'es' | 'en';

/** How a variant (or an order line, which keeps what it was sold with) is sold. */
export type SellingUnit = { unitOfMeasure?: string | null; unitsPerItem?: number | null };

const WORDS = {
  es: { piece: 'unidad', pieces: 'unidades', each: 'c/u', per: 'por', digits: (n: number) => wholeDigits(n, '.', 5) },
  en: { piece: 'piece', pieces: 'pieces', each: 'each', per: 'per', digits: (n: number) => wholeDigits(n, ',', 4) },
} as const;

const PIECE_UNIT = 'unidad';

/**
 * Whether the line is sold by the piece: no pack size and no unit name, or the unit is 'Unidad'.
 * Only then does a price read 'c/u'.
 */
export function soldByPiece(unit: SellingUnit): boolean {
  if (isPack(unit.unitsPerItem)) return false;
  const name = unit.unitOfMeasure?.trim().toLowerCase() ?? '';
  return name === '' || name === PIECE_UNIT;
}

/** '500 unidades' / '1 piece'. */
export function piecesLabel(count: number, locale: UnitLocale): string {
  const w = WORDS[locale];
  return `${w.digits(count)} ${count === 1 ? w.piece : w.pieces}`;
}

/** The selling unit for a count: 'paquetes', 'caja'; a piece-sold line counts 'unidades' / 'pieces'. */
function unitWord(quantity: number, unit: SellingUnit, locale: UnitLocale): string {
  if (soldByPiece(unit)) return quantity === 1 ? WORDS[locale].piece : WORDS[locale].pieces;
  return sellingUnitLabel(unit.unitOfMeasure || 'Paquete', quantity);
}

/** '10 paquetes', '1 caja', '10 unidades' / '10 pieces' (sold by the piece). */
export function unitCountLabel(quantity: number, unit: SellingUnit, locale: UnitLocale): string {
  return `${WORDS[locale].digits(quantity)} ${unitWord(quantity, unit, locale)}`;
}

/** '10 paquetes = 500 unidades' for a pack; otherwise the count alone ('2 cajas', '10 unidades'). */
export function quantityLabel(quantity: number, unit: SellingUnit, locale: UnitLocale): string {
  const count = unitCountLabel(quantity, unit, locale);
  return isPack(unit.unitsPerItem) ? `${count} = ${piecesLabel(piecesFor(quantity, unit.unitsPerItem), locale)}` : count;
}

/** What follows a price: 'por paquete' / 'per caja' for a selling unit, 'c/u' / 'each' only by the piece. */
export function unitPriceSuffix(unit: SellingUnit, locale: UnitLocale): string {
  const w = WORDS[locale];
  return soldByPiece(unit) ? w.each : `${w.per} ${unitWord(1, unit, locale)}`;
}

/** '$ 5.600 por paquete' (per selling unit), or '$ 5.600 c/u' / 'each' when sold by the piece. */
export function unitPriceLabel(price: number, unit: SellingUnit, locale: UnitLocale): string {
  return `${formatCOP(price)} ${unitPriceSuffix(unit, locale)}`;
}

/** A pack's price per piece: '$ 568 c/u' / '$ 568 each' ($ 28.400 a pack of 50). */
export function perPieceLabel(price: number, unit: SellingUnit, locale: UnitLocale): string {
  return `${formatPricePerPiece(price, unit.unitsPerItem)} ${WORDS[locale].each}`;
}

/** '10 paquetes = 500 unidades ($ 568 c/u)' for a pack line; null for one sold otherwise. */
export function packPiecesLabel(quantity: number, price: number, unit: SellingUnit, locale: UnitLocale): string | null {
  if (!isPack(unit.unitsPerItem)) return null;
  return `${quantityLabel(quantity, unit, locale)} (${perPieceLabel(price, unit, locale)})`;
}

/** A line's quantity and price: '10 paquetes × $ 5.600 por paquete', '10 × $ 5.600 c/u' by the piece. */
export function lineQuantityPriceLabel(quantity: number, price: number, unit: SellingUnit, locale: UnitLocale): string {
  const count = soldByPiece(unit) ? WORDS[locale].digits(quantity) : unitCountLabel(quantity, unit, locale);
  return `${count} × ${unitPriceLabel(price, unit, locale)}`;
}

/**
 * A sum of quantities of several variants, which only adds up in pieces: 10 paquetes x50 and 2
 * cajas x100 are 700 pieces, not '12 unidades'.
 */
export function totalPieces(lines: readonly (SellingUnit & { quantity: number })[]): number {
  return lines.reduce((sum, l) => sum + piecesFor(l.quantity, l.unitsPerItem), 0);
}

/** The reader's language as the unit words know it (anything but English reads Spanish). */
export function unitLocale(locale: string | null | undefined): UnitLocale {
  return locale?.toLowerCase().startsWith('en') ? 'en' : 'es';
}
