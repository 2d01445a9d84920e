import { describe, expect, it } from 'vitest';
import { displayPrice } from '@/lib/domain/display-price';
import { parseStoreFilters } from '@/lib/domain/store-filters';
import { pageCount, pageWindow, splitStorePage, storeHref } from '@/lib/domain/store-pages';

describe('store pagination', () => {
  it('reserves `page`: never an attribute filter, invalid values mean page 1', () => {
    const { page, rest } = splitStorePage({ page: '3', Color: 'Blanco', category: 'Vasos' });
    expect(page).toBe(3);
    expect(parseStoreFilters(rest, ['Color'])).toEqual({ search: '', categories: ['Vasos'], attributes: { Color: ['Blanco'] } });
    for (const bad of ['0', '-2', 'abc', '1.5', '', undefined]) expect(splitStorePage({ page: bad }).page).toBe(1);
    expect(splitStorePage({ page: ['2', '5'] }).page).toBe(2);
  });

  it('links keep the filters and leave `page` out on the first page', () => {
    const filters = parseStoreFilters({ category: 'Vasos', search: 'vaso' }, []);
    expect(storeHref(filters)).toBe('/tienda?search=vaso&category=Vasos');
    expect(storeHref(filters, 2)).toBe('/tienda?search=vaso&category=Vasos&page=2');
    expect(storeHref(parseStoreFilters({}, []), 3)).toBe('/tienda?page=3');
  });

  it('counts pages and shows a short window of page numbers', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('displayPrice', () => {
  it('shows the first variant, its list price struck through when on sale', () => {
    expect(displayPrice([{ price: 18900, salePrice: 16900 }])).toEqual({ amount: 16900, regular: 18900, from: false });
    expect(
      displayPrice([
        { price: 900, salePrice: null },
        { price: 900, salePrice: null },
      ]),
    ).toEqual({ amount: 900, regular: null, from: false });
  });

  it("says 'Desde' the cheapest price when the variants differ", () => {
    expect(
      displayPrice([
        { price: 7900, salePrice: null },
        { price: 5900, salePrice: null },
      ]),
    ).toEqual({ amount: 5900, regular: null, from: true });
    expect(
      displayPrice([
        { price: 900, salePrice: null },
        { price: 18900, salePrice: 800 },
      ]),
    ).toEqual({ amount: 800, regular: 18900, from: true });
    expect(displayPrice([])).toBeNull();
  });
});
