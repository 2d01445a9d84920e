import { describe, expect, it } from 'vitest';
import {
  lineQuantityPriceLabel,
  packPiecesLabel,
  perPieceLabel,
  piecesLabel,
  quantityLabel,
  soldByPiece,
  totalPieces,
  unitCountLabel,
  unitLocale,
  unitPriceLabel,
} from '@/lib/domain/units';

const pack = { unitOfMeasure: 'Paquete', unitsPerItem: 50 };
const box = { unitOfMeasure: 'Caja', unitsPerItem: 1 };
const piece = { unitOfMeasure: 'Unidad', unitsPerItem: 1 };
const unnamed = { unitOfMeasure: null, unitsPerItem: null };

describe('the words for a quantity', () => {
  it('counts a pack in its selling unit with its pieces, singular and plural, es and en', () => {
    expect(quantityLabel(10, pack, 'es')).toBe('10 paquetes = 500 unidades');
    expect(quantityLabel(1, pack, 'es')).toBe('1 paquete = 50 unidades');
    expect(quantityLabel(10, pack, 'en')).toBe('10 paquetes = 500 pieces');
    expect(quantityLabel(1, { unitOfMeasure: 'Millar', unitsPerItem: 1000 }, 'es')).toBe('1 millar = 1000 unidades');
    expect(quantityLabel(20, { unitOfMeasure: 'Millar', unitsPerItem: 1000 }, 'es')).toBe('20 millares = 20.000 unidades');
    expect(quantityLabel(20, { unitOfMeasure: 'Millar', unitsPerItem: 1000 }, 'en')).toBe('20 millares = 20,000 pieces');
    // A pack without a unit name is still a pack.
    expect(quantityLabel(2, { unitOfMeasure: null, unitsPerItem: 100 }, 'es')).toBe('2 paquetes = 200 unidades');
  });

  it('counts a unit of one piece by its name, and pieces as pieces', () => {
    expect(quantityLabel(2, box, 'es')).toBe('2 cajas');
    expect(quantityLabel(1, box, 'en')).toBe('1 caja');
    expect(quantityLabel(100, piece, 'es')).toBe('100 unidades');
    expect(quantityLabel(1, piece, 'es')).toBe('1 unidad');
    expect(quantityLabel(3, unnamed, 'en')).toBe('3 pieces');
    expect(unitCountLabel(10, pack, 'es')).toBe('10 paquetes');
    expect(piecesLabel(1, 'en')).toBe('1 piece');
  });

  it("says 'c/u' only for a price per piece", () => {
    expect(unitPriceLabel(5600, pack, 'es')).toBe('$\u00a05.600 por paquete');
    expect(unitPriceLabel(5600, pack, 'en')).toBe('$\u00a05.600 per paquete');
    expect(unitPriceLabel(5600, box, 'es')).toBe('$\u00a05.600 por caja');
    expect(unitPriceLabel(5600, piece, 'es')).toBe('$\u00a05.600 c/u');
    expect(unitPriceLabel(5600, unnamed, 'en')).toBe('$\u00a05.600 each');
    expect(lineQuantityPriceLabel(10, 5600, pack, 'es')).toBe('10 paquetes × $\u00a05.600 por paquete');
    expect(lineQuantityPriceLabel(10, 5600, piece, 'es')).toBe('10 × $\u00a05.600 c/u');
    expect(lineQuantityPriceLabel(1, 5600, box, 'en')).toBe('1 caja × $\u00a05.600 per caja');
    for (const unit of [pack, box]) expect(unitPriceLabel(1, unit, 'es')).not.toContain('c/u');
    // 'c/u' after a pack's price only when it is the price of one piece.
    expect(perPieceLabel(28_400, pack, 'es')).toBe('$\u00a0568 c/u');
    expect(packPiecesLabel(10, 28_400, pack, 'es')).toBe('10 paquetes = 500 unidades ($\u00a0568 c/u)');
    expect(packPiecesLabel(10, 28_400, pack, 'en')).toBe('10 paquetes = 500 pieces ($\u00a0568 each)');
    expect(packPiecesLabel(10, 28_400, box, 'es')).toBeNull();
  });

  it('knows which lines are sold by the piece', () => {
    expect(soldByPiece(piece)).toBe(true);
    expect(soldByPiece(unnamed)).toBe(true);
    expect(soldByPiece({ unitOfMeasure: ' UNIDAD ', unitsPerItem: 1 })).toBe(true);
    expect(soldByPiece(box)).toBe(false);
    expect(soldByPiece({ unitOfMeasure: 'Unidad', unitsPerItem: 6 })).toBe(false);
  });

  it('adds different products only in pieces', () => {
    expect(
      totalPieces([
        { ...pack, quantity: 10 },
        { unitOfMeasure: 'Caja', unitsPerItem: 100, quantity: 2 },
        { ...piece, quantity: 3 },
      ]),
    ).toBe(703);
    expect(totalPieces([])).toBe(0);
  });

  it('reads the language', () => {
    expect(unitLocale('en')).toBe('en');
    expect(unitLocale('es-CO')).toBe('es');
    expect(unitLocale(undefined)).toBe('es');
  });
});
