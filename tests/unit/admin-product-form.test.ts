import { describe, expect, it } from 'vitest';
import { planFormSkus, shouldRefreshSku } from '@/components/admin/products/form-skus';
import { filterProducts, priceRangeText } from '@/components/admin/products/product-list-helpers';
import {
  flattenCategories,
  toFormValues,
  toProductDraft,
  type VariantFormValues,
  emptyVariant,
  productAttributes,
  usedAttributeIds,
} from '@/components/admin/products/product-form-values';
import { staleStockUpdates } from '@/components/admin/products/save-error';
import { ApiClientError } from '@/lib/api-client/client';
import { parseCell, stockLevel } from '@/components/admin/inventory/inventory-cells';
import type { AdminProduct } from '@/lib/data/admin/products';
import type { PublicAttribute } from '@/lib/data/catalog';
import { productInput, variantInput } from '@/lib/validation/admin/products';
import { message } from '@/lib/i18n/validation-message';
import { validationText } from '@/lib/i18n/validation-text';

const attributes: PublicAttribute[] = [
  {
    id: 1,
    name: 'Color',
    values: [
      { id: 11, value: 'Blanco' },
      { id: 12, value: 'Negro' },
    ],
  },
  { id: 2, name: 'Capacidad', values: [{ id: 21, value: '12 oz' }] },
  {
    id: 3,
    name: 'unidad de medida',
    values: [
      { id: 31, value: 'Paquete' },
      { id: 32, value: 'Caja' },
    ],
  },
];

const variant = (over: Partial<VariantFormValues>): VariantFormValues => ({ ...emptyVariant(), ...over });

describe('planFormSkus', () => {
  it('orders the values by attribute name like the server, unit last, and avoids the form’s own SKUs', () => {
    const variants = [
      variant({ values: { a1: '11', a2: '21' }, unitOfMeasure: 'Paquete' }),
      variant({ values: { a1: '11', a2: '21' }, unitOfMeasure: 'Paquete' }),
    ];
    expect(planFormSkus('Vaso térmico', variants, attributes, [true, true])).toEqual(['VASO-12O-BLA-PAQ', 'VASO-12O-BLA-PAQ-2']);
  });

  it('keeps SKUs that are not refreshed and never hands them out again', () => {
    const variants = [variant({ sku: 'VASO-PAQ' }), variant({ unitOfMeasure: 'Paquete' })];
    expect(planFormSkus('Vaso', variants, attributes, [false, true])).toEqual(['VASO-PAQ', 'VASO-PAQ-2']);
  });

  it('leaves the SKU empty until the name gives a prefix', () => {
    expect(planFormSkus('  ', [variant({ unitOfMeasure: 'Caja' })], attributes, [true])).toEqual(['']);
  });
});

describe('shouldRefreshSku', () => {
  it('always fills an empty SKU, keeps everything when nothing changed', () => {
    expect(shouldRefreshSku({ sku: '', changed: false, name: 'Vaso', previousName: 'Vaso' })).toBe(true);
    expect(shouldRefreshSku({ sku: 'VASO-PAQ', changed: false, name: 'Vaso', previousName: 'Vaso' })).toBe(false);
  });

  it('follows the name while it is typed, but keeps a hand-written SKU', () => {
    expect(shouldRefreshSku({ sku: 'V', changed: true, name: 'Va', previousName: 'V' })).toBe(true);
    expect(shouldRefreshSku({ sku: 'VASO-PAQ', changed: true, name: 'Vaso grande', previousName: 'Vaso' })).toBe(true);
    expect(shouldRefreshSku({ sku: 'ABC-001', changed: true, name: 'Vaso', previousName: 'Vaso' })).toBe(false);
  });
});

const saved: AdminProduct = {
  id: 7,
  name: 'Vaso',
  slug: 'vaso',
  description: null,
  archivedAt: null,
  categoryId: 4,
  category: { id: 4, name: 'Vasos' },
  isFeatured: true,
  ivaClass: 'iva_5',
  imageUrl: '/files/products/vaso-1.webp',
  variants: [
    {
      id: 70,
      sku: 'VASO-BLA-PAQ',
      price: 12500,
      salePrice: null,
      stock: 3,
      reserved: 0,
      available: 3,
      stockVersion: 41,
      costPrice: 8000,
      weightGrams: 450,
      imageUrl: null,
      unitOfMeasure: 'Paquete',
      unitsPerItem: 50,
      volumeDiscounts: [{ id: 1, minQuantity: 10, price: 11000 }],
      variantValues: [
        { attributeValue: { id: 11, attributeId: 1, value: 'Blanco' } },
        { attributeValue: { id: 31, attributeId: 3, value: 'Paquete' } },
      ],
    },
  ],
};

describe('form values ↔ save payload', () => {
  it('sends a saved variant’s stock only when staff changed it, always with the version it was read at', () => {
    const untouched = productInput.parse(toProductDraft(toFormValues(saved, attributes), attributes));
    expect(untouched.variants[0].stock).toBeUndefined();
    expect(untouched.variants[0].stockVersion).toBe(41);

    const counted = toFormValues(saved, attributes);
    counted.variants[0].stock = '5';
    expect(productInput.parse(toProductDraft(counted, attributes)).variants[0]).toMatchObject({ stock: 5, stockVersion: 41 });

    // A new variant always carries its stock (it opens the ledger) and no version.
    counted.variants.push({ ...counted.variants[0], variantId: null, sku: '', stock: '2' });
    expect(productInput.parse(toProductDraft(counted, attributes)).variants[1]).toMatchObject({ id: null, stock: 2 });
    expect(productInput.parse(toProductDraft(counted, attributes)).variants[1].stockVersion).toBeUndefined();
  });

  it('after a stale save keeps what staff typed and takes the figure and version of now', () => {
    const stale = new ApiClientError('El stock cambió', 409, 'stock_changed', undefined, {
      variants: [
        { id: 70, stock: 9, stockVersion: 44 },
        { id: 999, stock: 1, stockVersion: 2 },
      ],
    });
    expect(staleStockUpdates(stale, [null, 70])).toEqual([{ index: 1, savedStock: '9', stockVersion: 44 }]);
    expect(staleStockUpdates(new ApiClientError('x', 409, 'import_changed'), [70])).toEqual([]);
  });

  it('round-trips a saved product into the spec payload, keeping the variant id and the unit value', () => {
    const payload = productInput.parse(toProductDraft(toFormValues(saved, attributes), attributes));
    expect(payload).toMatchObject({
      name: 'Vaso',
      categoryId: 4,
      isFeatured: true,
      ivaClass: 'iva_5',
      imageUrl: '/files/products/vaso-1.webp',
    });
    expect(payload.variants[0]).toMatchObject({
      id: 70,
      sku: 'VASO-BLA-PAQ',
      price: 12500,
      salePrice: null,
      stockVersion: 41,
      costPrice: 8000,
      weightGrams: 450,
      unitOfMeasure: 'Paquete',
      unitsPerItem: 50,
      volumeDiscounts: [{ minQuantity: 10, price: 11000 }],
      attributeValueIds: [11, 31],
    });
  });

  it('reads the weight in whole grams: blank is unknown, anything else must be a positive integer (issue 21)', () => {
    const weightOf = (weightGrams: string) => {
      const values = toFormValues(saved, attributes);
      values.variants[0].weightGrams = weightGrams;
      return productInput.safeParse(toProductDraft(values, attributes));
    };
    expect(weightOf('').data?.variants[0].weightGrams).toBeNull();
    expect(weightOf(' 1200 ').data?.variants[0].weightGrams).toBe(1200);
    for (const [typed, message] of [
      ['0', 'El peso debe ser mayor que 0 gramos.'],
      ['12,5', 'Debe ser un número entero.'],
      ['-3', 'El peso debe ser mayor que 0 gramos.'],
      ['2000000', 'Debe ser como máximo 1000000.'],
    ]) {
      expect(
        weightOf(typed).error?.issues.map((i) => [i.path.join('.'), validationText(i.message, 'es')]),
        typed,
      ).toEqual([['variants.0.weightGrams', message]]);
    }
  });

  it('rejects centavos with the money message, keyed like the server', () => {
    const values = toFormValues(null, attributes);
    values.name = 'Plato';
    values.categoryId = '4';
    values.variants[0] = variant({ price: '1500,50', stock: '2' });
    const result = productInput.safeParse(toProductDraft(values, attributes));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), validationText(i.message, 'es')])).toContainEqual([
      'variants.0.price',
      'Los precios van en pesos enteros, sin centavos.',
    ]);
  });
});

describe('list and inventory helpers', () => {
  it('shows one price or the min–max of what the shopper pays', () => {
    expect(priceRangeText([{ price: 1000, salePrice: null }])).toBe('$\u00a01.000');
    expect(
      priceRangeText([
        { price: 5000, salePrice: 4000 },
        { price: 20000, salePrice: null },
      ]),
    ).toBe('$\u00a04.000 – $\u00a020.000');
    expect(priceRangeText([])).toBeNull();
  });

  it('filters by name, category or SKU, accents ignored', () => {
    expect(filterProducts([saved], 'vasos').map((p) => p.id)).toEqual([7]);
    expect(filterProducts([saved], 'bla-paq').map((p) => p.id)).toEqual([7]);
    expect(filterProducts([saved], 'plato')).toEqual([]);
  });

  it('flattens the category tree depth-first with depths', () => {
    const tree = [
      {
        id: 1,
        name: 'Desechables',
        slug: 'd',
        description: null,
        imageUrl: null,
        parentId: null,
        children: [{ id: 2, name: 'Vasos', slug: 'v', description: null, imageUrl: null, parentId: 1, children: [] }],
      },
    ];
    expect(flattenCategories(tree)).toEqual([
      { id: 1, name: 'Desechables', depth: 0 },
      { id: 2, name: 'Vasos', depth: 1 },
    ]);
  });

  it('parses one inventory cell like the server and marks low stock', () => {
    expect(parseCell('stock', '25')).toEqual({ ok: true, edit: { field: 'stock', value: 25 } });
    expect(parseCell('salePrice', '')).toEqual({ ok: true, edit: { field: 'salePrice', value: null } });
    expect(parseCell('price', '12.500')).toEqual({ ok: true, edit: { field: 'price', value: 12500 } });
    expect(parseCell('price', '99,5')).toEqual({ ok: false, message: message('centavos') });
    expect(parseCell('stock', '2.5').ok).toBe(false);
    expect([stockLevel(0), stockLevel(10), stockLevel(11)]).toEqual(['out', 'low', 'ok']);
  });
});

describe('variant weight (issue 21, beyond the spec)', () => {
  const base = { sku: '', price: 1000, salePrice: null, stock: 1, imageUrl: null, unitOfMeasure: 'Unidad' };
  const weightOf = (weightGrams?: unknown) => {
    const result = variantInput.safeParse(weightGrams === undefined ? base : { ...base, weightGrams });
    return result.success
      ? { weightGrams: result.data.weightGrams }
      : { error: result.error.issues.map((i) => validationText(i.message, 'es')) };
  };

  it('missing keeps the stored weight; blank or null clears it; digits or a number set it', () => {
    expect(weightOf()).toEqual({ weightGrams: undefined });
    expect(weightOf('')).toEqual({ weightGrams: null });
    expect(weightOf(null)).toEqual({ weightGrams: null });
    expect(weightOf('450')).toEqual({ weightGrams: 450 });
    expect(weightOf(1200)).toEqual({ weightGrams: 1200 });
  });

  it('refuses zero, negative, fractional and text weights', () => {
    expect(weightOf(0)).toEqual({ error: ['El peso debe ser mayor que 0 gramos.'] });
    expect(weightOf(-3)).toEqual({ error: ['El peso debe ser mayor que 0 gramos.'] });
    expect(weightOf(1.5)).toEqual({ error: ['Debe ser un número entero.'] });
    expect(weightOf('dos kilos')).toEqual({ error: ['Debe ser un número entero.'] });
  });
});

describe('the product’s own attributes (issue 24 §5)', () => {
  it('are those its variants use, in the store’s order, never the unit', () => {
    const variants = [
      variant({ values: { a2: '21' }, unitOfMeasure: 'Caja' }),
      variant({ values: { a1: '', a2: '21' } }),
      variant({ values: { a1: '12' } }),
    ];
    expect(usedAttributeIds(variants, attributes)).toEqual([1, 2]);
    expect(usedAttributeIds([variant({ unitOfMeasure: 'Paquete' })], attributes)).toEqual([]);
  });

  it('offer the chosen descriptive attributes and always the unit', () => {
    expect(productAttributes(attributes, new Set([2])).map((a) => a.id)).toEqual([2, 3]);
    expect(productAttributes(attributes, new Set()).map((a) => a.id)).toEqual([3]);
  });
});
