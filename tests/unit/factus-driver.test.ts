import { describe, expect, it } from 'vitest';
import { factusBillTotal, isStoreReference } from '@/lib/invoicing/factus';

describe('isStoreReference: which pending Factus bills the driver may delete', () => {
  it("the store's invoice and credit note codes, with the environment's prefix", () => {
    expect(isStoreReference('1042')).toBe(true);
    expect(isStoreReference('NC-1042')).toBe(true);
    expect(isStoreReference('STG-1042', 'STG')).toBe(true);
    expect(isStoreReference('STG-NC-1042', 'STG')).toBe(true);
    // A partial refund's note: 'NC-' + order + '-' + its sequence.
    expect(isStoreReference('NC-1042-2')).toBe(true);
    expect(isStoreReference('STG-NC-1042-3', 'STG')).toBe(true);
  });

  it('not a code made by hand in Factus, nor another environment’s', () => {
    expect(isStoreReference('MANUAL-7')).toBe(false);
    expect(isStoreReference('1042', 'STG')).toBe(false);
    expect(isStoreReference('PROD-1042', 'STG')).toBe(false);
    expect(isStoreReference('STG-1042x', 'STG')).toBe(false);
    expect(isStoreReference('1042-2')).toBe(false);
    expect(isStoreReference('NC-1042-')).toBe(false);
    expect(isStoreReference('')).toBe(false);
  });
});

describe('factusBillTotal: IVA-included prices total what was collected', () => {
  it('3 × $ 3.333 at 19 %, lines at 5 and 0 %, a delivery line: the sum in whole pesos', () => {
    const items = [
      { quantity: 3, price: 3333 },
      { quantity: 7, price: 1001 },
      { quantity: 3, price: 777 },
      { quantity: 1, price: 8500 },
    ];
    expect(factusBillTotal({ items } as Parameters<typeof factusBillTotal>[0])).toBe(9999 + 7007 + 2331 + 8500);
  });
});
