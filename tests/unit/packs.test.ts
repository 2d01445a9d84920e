import { describe, expect, it } from 'vitest';
import {
  capToStock,
  formatPricePerPiece,
  isPack,
  lowestPricePerPiece,
  lowStockLeft,
  piecesFor,
  pricePerPieceTenths,
  sellingUnitLabel,
} from '@/lib/domain/packs';

describe('piecesFor', () => {
  it('multiplies the quantity by the pieces in one selling unit', () => {
    expect(piecesFor(10, 50)).toBe(500);
    expect(piecesFor(500, 50)).toBe(25_000);
    expect(piecesFor(3, 1)).toBe(3);
  });
  it('counts a missing, zero, negative or fractional pack size as 1', () => {
    expect(piecesFor(4, null)).toBe(4);
    expect(piecesFor(4, undefined)).toBe(4);
    expect(piecesFor(4, 0)).toBe(4);
    expect(piecesFor(4, -5)).toBe(4);
    expect(piecesFor(4, 2.5)).toBe(4);
    expect(isPack(1)).toBe(false);
    expect(isPack(50)).toBe(true);
  });
});

describe('price per piece', () => {
  it('rounds to whole pesos from $ 10 up', () => {
    expect(formatPricePerPiece(28_400, 50)).toBe('$\u00a0568');
    expect(formatPricePerPiece(4_900, 100)).toBe('$\u00a049');
    expect(formatPricePerPiece(5_500, 330)).toBe('$\u00a017'); // 16,67
    expect(formatPricePerPiece(235_000, 1000)).toBe('$\u00a0235');
    expect(formatPricePerPiece(12_500_000, 1000)).toBe('$\u00a012.500');
  });
  it('keeps one decimal below $ 10, half up, without a trailing ,0', () => {
    expect(formatPricePerPiece(800, 1000)).toBe('$\u00a00,8');
    expect(formatPricePerPiece(4_500, 1000)).toBe('$\u00a04,5');
    expect(formatPricePerPiece(5_000, 1000)).toBe('$\u00a05');
    expect(formatPricePerPiece(996, 100)).toBe('$\u00a010'); // 9,96 → 10,0
    expect(pricePerPieceTenths(5_500, 330)).toBe(167);
  });
  it('is the price itself for a single piece', () => {
    expect(formatPricePerPiece(900, 1)).toBe('$\u00a0900');
  });
});

describe('sellingUnitLabel', () => {
  it('is lower-case, singular for one and Spanish plural otherwise', () => {
    expect(sellingUnitLabel('Paquete', 1)).toBe('paquete');
    expect(sellingUnitLabel('Paquete', 10)).toBe('paquetes');
    expect(sellingUnitLabel('Caja', 2)).toBe('cajas');
    expect(sellingUnitLabel('Millar', 5)).toBe('millares');
    expect(sellingUnitLabel('Unidad', 0)).toBe('unidades');
    expect(sellingUnitLabel('Bolsón', 3)).toBe('bolsones');
    expect(sellingUnitLabel('Caja x24', 3)).toBe('cajas x24');
    expect(sellingUnitLabel('Rollos', 3)).toBe('rollos');
    expect(sellingUnitLabel('  ', 3)).toBe('');
  });
});

describe('capToStock', () => {
  it('caps a request above the stock to the stock', () => {
    expect(capToStock(99_999, 40)).toEqual({ quantity: 40, capped: true });
    expect(capToStock(41, 40)).toEqual({ quantity: 40, capped: true });
  });
  it('leaves a request within the stock, or with unknown stock, alone', () => {
    expect(capToStock(40, 40)).toEqual({ quantity: 40, capped: false });
    expect(capToStock(5, 40)).toEqual({ quantity: 5, capped: false });
    expect(capToStock(5, null)).toEqual({ quantity: 5, capped: false });
  });
  it('never goes below the minimum (a sold-out variant keeps 1 in the dialog)', () => {
    expect(capToStock(3, 0)).toEqual({ quantity: 1, capped: true });
    expect(capToStock(3, 0, 0)).toEqual({ quantity: 0, capped: true });
  });
});

describe('lowStockLeft', () => {
  it('shows the count from 1 up to the threshold, included', () => {
    expect(lowStockLeft(1, 10)).toBe(1);
    expect(lowStockLeft(10, 10)).toBe(10);
  });
  it('is null above the threshold, sold out or unknown', () => {
    expect(lowStockLeft(11, 10)).toBeNull();
    expect(lowStockLeft(0, 10)).toBeNull();
    expect(lowStockLeft(null, 10)).toBeNull();
    expect(lowStockLeft(5, 0)).toBeNull();
  });
});

describe('lowestPricePerPiece', () => {
  it('is null when no variant is a pack', () => {
    expect(lowestPricePerPiece([{ price: 900, salePrice: null, unitsPerItem: 1 }])).toBeNull();
  });
  it('compares napkins: 330 at $ 5.500 against 100 at $ 4.900', () => {
    expect(
      lowestPricePerPiece([
        { price: 5_500, salePrice: null, unitsPerItem: 330 },
        { price: 4_900, salePrice: null, unitsPerItem: 100 },
      ]),
    ).toEqual({ price: 5_500, unitsPerItem: 330, from: true });
  });
  it('uses the sale price and says from only when per-piece prices differ', () => {
    expect(lowestPricePerPiece([{ price: 18_900, salePrice: 16_900, unitsPerItem: 25 }])).toEqual({
      price: 16_900,
      unitsPerItem: 25,
      from: false,
    });
  });
});
