import { describe, expect, it } from 'vitest';
import { piecesOf, slipFormatOf, slipPageCss, slipTotals } from '@/lib/domain/packing-slip';

describe('packing slip', () => {
  it('pieces are quantity × units per item', () => {
    expect(piecesOf(3, 1000)).toBe(3000);
    expect(piecesOf(5, 1)).toBe(5);
    expect(piecesOf(2, 0)).toBe(2);
    expect(piecesOf(2, Number.NaN)).toBe(2);
    expect(
      slipTotals([
        { quantity: 3, unitsPerItem: 50 },
        { quantity: 2, unitsPerItem: 1 },
      ]),
    ).toEqual({ items: 5, pieces: 152 });
  });

  it('reads the format from the address: 80mm or A4', () => {
    expect(slipFormatOf('80mm')).toBe('80mm');
    expect(slipFormatOf(null)).toBe('a4');
    expect(slipFormatOf('letter')).toBe('a4');
    expect(slipPageCss('a4')).toContain('size:A4');
    expect(slipPageCss('80mm')).toContain('size:80mm');
  });
});
