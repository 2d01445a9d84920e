import { describe, expect, it } from 'vitest';
import { neutraliseCell, reorderCsv } from '@/lib/domain/reorder-csv';
import { adjustmentChange, effectiveThreshold, isLowStock, suggestedReorderQuantity } from '@/lib/domain/stock';

describe('thresholds', () => {
  it('uses the variant threshold, else the store default (0 is a real threshold)', () => {
    expect(effectiveThreshold(null, 10)).toBe(10);
    expect(effectiveThreshold(undefined, 10)).toBe(10);
    expect(effectiveThreshold(0, 10)).toBe(0);
    expect(effectiveThreshold(25, 10)).toBe(25);
  });

  it('is low at or under the threshold', () => {
    expect(isLowStock(10, 10)).toBe(true);
    expect(isLowStock(11, 10)).toBe(false);
    expect(isLowStock(0, 0)).toBe(true);
    expect(isLowStock(1, 0)).toBe(false);
  });
});

describe('suggestedReorderQuantity: up to twice the threshold', () => {
  it('fills the gap to 2 × threshold', () => {
    expect(suggestedReorderQuantity(3, 10)).toBe(17);
    expect(suggestedReorderQuantity(10, 10)).toBe(10);
    expect(suggestedReorderQuantity(0, 10)).toBe(20);
  });
  it('asks for at least one unit when the threshold is 0 and nothing is left', () => {
    expect(suggestedReorderQuantity(0, 0)).toBe(1);
  });
  it('asks for nothing above the target', () => {
    expect(suggestedReorderQuantity(25, 10)).toBe(0);
  });
  it('rounds up to whole packs', () => {
    expect(suggestedReorderQuantity(3, 10, 12)).toBe(24);
    expect(suggestedReorderQuantity(8, 10, 12)).toBe(12);
    expect(suggestedReorderQuantity(3, 10, 0)).toBe(17);
  });
});

describe('adjustmentChange', () => {
  it('turns a count into the difference, or passes a change through', () => {
    expect(adjustmentChange(40, { newStock: 33 })).toBe(-7);
    expect(adjustmentChange(40, { newStock: 40 })).toBe(0);
    expect(adjustmentChange(40, { change: 5 })).toBe(5);
  });
});

describe('reorder CSV', () => {
  it('neutralises cells that Excel would run as formulas', () => {
    for (const bad of ['=1+1', '+57 300', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseCell(bad)).toBe(`'${bad}`);
    expect(neutraliseCell('Vaso 7 oz')).toBe('Vaso 7 oz');
    expect(neutraliseCell(-3)).toBe(-3);
    expect(neutraliseCell(null)).toBe('');
  });

  it('starts with a BOM, separates with ; (or ,) and quotes what needs it', () => {
    const row = {
      provider: 'Plásticos; S.A.',
      sku: 'VASO-1',
      productName: 'Vaso "grande"',
      variantName: '7 oz · Blanco',
      unitOfMeasure: null,
      stock: 2,
      threshold: 10,
      suggestedQuantity: 18,
    };
    const csv = reorderCsv([row]);
    expect(csv.startsWith('\uFEFFProveedor;SKU;')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('"Plásticos; S.A.";VASO-1;"Vaso ""grande""";7 oz · Blanco;;2;10;18');
    expect(reorderCsv([row], ',').split('\r\n')[1]).toBe('Plásticos; S.A.,VASO-1,"Vaso ""grande""",7 oz · Blanco,,2,10,18');
  });
});

describe('variant combinations (Generar combinaciones)', async () => {
  const { missingCombinations, valueCombinations } = await import('@/lib/domain/variant-combinations');
  it('multiplies the chosen values: 3 sizes × 2 colours = 6', () => {
    const combos = valueCombinations([
      [1, 2, 3],
      [10, 20],
    ]);
    expect(combos).toHaveLength(6);
    expect(combos[0]).toEqual([1, 10]);
    expect(combos.at(-1)).toEqual([3, 20]);
  });
  it('ignores attributes with no value chosen, and nothing chosen gives nothing', () => {
    expect(valueCombinations([[1, 2], []])).toEqual([[1], [2]]);
    expect(valueCombinations([[], []])).toEqual([]);
  });
  it('keeps the variants that already exist (order of values ignored)', () => {
    expect(
      missingCombinations(
        [
          [1, 2],
          [10, 20],
        ],
        [
          [10, 1],
          [2, 20, 99],
        ],
      ),
    ).toEqual([
      [1, 20],
      [2, 10],
      [2, 20],
    ]);
    expect(missingCombinations([[1, 2]], [[1], [2]])).toEqual([]);
  });
});
