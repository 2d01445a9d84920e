import { describe, expect, it } from 'vitest';
import { listedVariants, productHref } from '@/components/store/card-product';
import { productAttributes, selectedVariant, startingSelection, UNIT_OF_MEASURE_ATTRIBUTE } from '@/lib/cart/variant-options';
import type { PublicProduct, PublicVariant } from '@/lib/data/catalog';
import { cheapestVariant, displayPrice } from '@/lib/domain/display-price';
import { variantMatchesAttributes, variantsMatchingFilters } from '@/lib/domain/store-filters';

/*
 * A store list filtered by attributes prices a product by the variants that match the filters
 * ('12 oz' chosen: the 12 oz price, not the cheapest size's), and its card opens the product
 * page on that variant.
 */
let nextId = 100;
function variant(id: number, capacity: string, unitOfMeasure: string, price: number, salePrice: number | null = null): PublicVariant {
  return {
    id,
    sku: `VASO-${id}`,
    price,
    salePrice,
    unitOfMeasure,
    unitsPerItem: unitOfMeasure === 'Millar' ? 1000 : 50,
    imageUrl: null,
    inStock: true,
    variantValues: [{ attributeValue: { id: nextId++, value: capacity, attribute: { id: 1, name: 'Capacidad' } } }],
    volumeDiscounts: [],
  };
}

const cups = [
  variant(1, '4 oz', 'Paquete', 3500),
  variant(2, '12 oz', 'Millar', 98000),
  variant(3, '12 oz', 'Paquete', 6200),
  variant(4, '16 oz', 'Paquete', 7200, 6000),
];
const product = (matchingVariantIds?: number[]): PublicProduct => ({
  id: 7,
  name: 'Vaso plástico',
  slug: 'vaso-plastico',
  description: null,
  imageUrl: null,
  isFeatured: false,
  category: { id: 1, name: 'Vasos', slug: 'vasos' },
  variants: cups,
  ...(matchingVariantIds ? { matchingVariantIds } : {}),
});

describe('variantMatchesAttributes', () => {
  it('needs one of the chosen values of every chosen attribute, case aside, the unit from its own column', () => {
    expect(variantMatchesAttributes(cups[2], { Capacidad: ['12 OZ'] })).toBe(true);
    expect(variantMatchesAttributes(cups[0], { capacidad: ['12 oz', '16 oz'] })).toBe(false);
    expect(variantMatchesAttributes(cups[2], { Capacidad: ['12 oz'], 'Unidad de medida': ['paquete'] })).toBe(true);
    expect(variantMatchesAttributes(cups[1], { Capacidad: ['12 oz'], 'Unidad de Medida': ['Paquete'] })).toBe(false);
    expect(variantMatchesAttributes(cups[0], { Color: ['Blanco'] })).toBe(false);
    expect(variantMatchesAttributes(cups[0], {})).toBe(true);
    expect(variantMatchesAttributes(cups[0], { Capacidad: [] })).toBe(true);
  });
});

describe('variantsMatchingFilters', () => {
  it('keeps the variants matching every filter, in their order', () => {
    expect(variantsMatchingFilters(cups, { Capacidad: ['12 oz'] }).map((v) => v.id)).toEqual([2, 3]);
    expect(variantsMatchingFilters(cups, { Capacidad: ['16 oz', '4 oz'] }).map((v) => v.id)).toEqual([1, 4]);
  });

  it('keeps them all when no single variant matches every filter (each matched by another)', () => {
    expect(variantsMatchingFilters(cups, { Capacidad: ['4 oz'], 'Unidad de Medida': ['Millar'] })).toEqual(cups);
  });
});

describe('cheapestVariant and displayPrice', () => {
  it('pick the lowest base price (a sale price counts), the first of equals', () => {
    expect(cheapestVariant(cups)?.id).toBe(1);
    expect(cheapestVariant([cups[3], cups[2]])?.id).toBe(4);
    expect(cheapestVariant([cups[2], { ...cups[2], id: 9 }])?.id).toBe(3);
    expect(cheapestVariant([])).toBeNull();
    expect(displayPrice([cups[3], cups[1]])).toEqual({ amount: 6000, regular: 7200, from: true });
  });
});

describe('a filtered store card', () => {
  it('shows the price of the matching variants and links to the cheapest of them', () => {
    const filtered = product([2, 3]);
    expect(listedVariants(filtered).map((v) => v.id)).toEqual([2, 3]);
    expect(displayPrice(listedVariants(filtered))).toEqual({ amount: 6200, regular: null, from: true });
    expect(productHref(filtered)).toEqual({ pathname: '/producto/vaso-plastico', query: { variant: '3' } });
  });

  it('without filters (or all variants matching) shows the cheapest of all and links to the plain page', () => {
    expect(displayPrice(listedVariants(product()))).toEqual({ amount: 3500, regular: null, from: true });
    expect(productHref(product())).toEqual({ pathname: '/producto/vaso-plastico' });
    expect(productHref(product([1, 2, 3, 4]))).toEqual({ pathname: '/producto/vaso-plastico' });
  });
});

describe('startingSelection', () => {
  const attributes = productAttributes(cups);

  it("starts the picker on the linked variant's values", () => {
    const selection = startingSelection(attributes, cups[2]);
    expect(selection).toEqual({ Capacidad: '12 oz', [UNIT_OF_MEASURE_ATTRIBUTE]: 'Paquete' });
    expect(selectedVariant(cups, attributes, selection)?.id).toBe(3);
  });

  it('without one, only the attributes with a single value are chosen', () => {
    expect(startingSelection(attributes)).toEqual({});
    expect(startingSelection(productAttributes([cups[0]]), undefined)).toEqual({
      Capacidad: '4 oz',
      [UNIT_OF_MEASURE_ATTRIBUTE]: 'Paquete',
    });
  });
});
