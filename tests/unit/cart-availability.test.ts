import { describe, expect, it } from 'vitest';
import type { VariantAvailability } from '@/lib/cart/availability';
import { checkCartLine } from '@/lib/cart/line-check';

const line = { variantId: 7, quantity: 20, price: 12_900, volumeDiscounts: [{ minQuantity: 10, price: 12_000 }], unitsPerItem: 50 };
const server = (overrides: Partial<VariantAvailability> = {}): VariantAvailability => ({
  variantId: 7,
  productId: 1,
  stock: 100,
  price: 12_900,
  salePrice: null,
  unitOfMeasure: 'Paquete',
  unitsPerItem: 50,
  volumeDiscounts: [{ minQuantity: 10, price: 12_000 }],
  ...overrides,
});

describe('checkCartLine (issue 22 §2)', () => {
  it('marks a deleted variant as gone', () => {
    expect(checkCartLine(line, undefined)).toEqual({ kind: 'gone' });
  });

  it('finds nothing to do when stock and prices still hold', () => {
    expect(checkCartLine(line, server())).toMatchObject({ kind: 'checked', stock: 100, overStock: false, priceChanged: false });
  });

  it('marks a line above the stock, to offer the stock', () => {
    expect(checkCartLine(line, server({ stock: 8 }))).toMatchObject({ overStock: true, stock: 8 });
    expect(checkCartLine(line, server({ stock: 20 }))).toMatchObject({ overStock: false });
    expect(checkCartLine(line, server({ stock: 0 }))).toMatchObject({ overStock: true, stock: 0 });
  });

  it('sees a new price, a sale price, other tiers or another pack size, and hands the fresh values', () => {
    expect(checkCartLine(line, server({ price: 13_500 }))).toMatchObject({ priceChanged: true, fresh: { price: 13_500 } });
    expect(checkCartLine(line, server({ salePrice: 11_000 }))).toMatchObject({ priceChanged: true, fresh: { price: 11_000 } });
    expect(checkCartLine(line, server({ volumeDiscounts: [] }))).toMatchObject({ priceChanged: true, fresh: { volumeDiscounts: [] } });
    expect(checkCartLine(line, server({ unitsPerItem: 25 }))).toMatchObject({ priceChanged: true, fresh: { unitsPerItem: 25 } });
  });

  it('ignores the order the tiers come in', () => {
    const twoTiers = {
      ...line,
      volumeDiscounts: [
        { minQuantity: 50, price: 11_000 },
        { minQuantity: 10, price: 12_000 },
      ],
    };
    const answer = server({
      volumeDiscounts: [
        { minQuantity: 10, price: 12_000 },
        { minQuantity: 50, price: 11_000 },
      ],
    });
    expect(checkCartLine(twoTiers, answer)).toMatchObject({ priceChanged: false });
  });
});
