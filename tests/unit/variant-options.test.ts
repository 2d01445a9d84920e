import { describe, expect, it } from 'vitest';
import {
  initialSelection,
  missingAttributes,
  type OptionVariant,
  optionState,
  productAttributes,
  selectedVariant,
  UNIT_OF_MEASURE_ATTRIBUTE,
  variantOptions,
} from '@/lib/cart/variant-options';

let nextId = 1;
function variant(id: number, values: Record<string, string>, unitOfMeasure: string | null = null, inStock = true): OptionVariant {
  return {
    id,
    unitOfMeasure,
    inStock,
    variantValues: Object.entries(values).map(([attribute, value]) => ({
      attributeValue: { id: nextId++, value, attribute: { id: nextId++, name: attribute } },
    })),
  };
}

// Containers: Kraft only in 16 oz; one combination sold out; the unit lives on the variant.
const containers = [
  variant(1, { Material: 'Icopor', Capacidad: '8 oz' }, 'Paquete'),
  variant(2, { Material: 'Icopor', Capacidad: '16 oz' }, 'Paquete'),
  variant(3, { Material: 'Kraft', Capacidad: '16 oz' }, 'Paquete', false),
];

describe('productAttributes', () => {
  it('lists one selector per attribute, including the unit of measure taken from the variants', () => {
    expect(productAttributes(containers)).toEqual([
      { name: 'Material', values: ['Icopor', 'Kraft'] },
      { name: 'Capacidad', values: ['8 oz', '16 oz'] },
      { name: UNIT_OF_MEASURE_ATTRIBUTE, values: ['Paquete'] },
    ]);
  });

  it('prefers an attribute value for the unit over the variant column, whatever its case', () => {
    expect(variantOptions(variant(9, { 'unidad de medida': 'Caja' }, 'Paquete'))).toEqual({ [UNIT_OF_MEASURE_ATTRIBUTE]: 'Caja' });
    expect(variantOptions(variant(9, { Color: 'Rojo' }))).toEqual({ Color: 'Rojo' });
  });
});

describe('selection', () => {
  const attributes = productAttributes(containers);

  it('preselects attributes with a single value', () => {
    expect(initialSelection(attributes)).toEqual({ [UNIT_OF_MEASURE_ATTRIBUTE]: 'Paquete' });
  });

  it('needs a value for every attribute before a variant is chosen', () => {
    const partial = { ...initialSelection(attributes), Material: 'Icopor' };
    expect(missingAttributes(attributes, partial)).toEqual(['Capacidad']);
    expect(selectedVariant(containers, attributes, partial)).toBeNull();
    expect(selectedVariant(containers, attributes, { ...partial, Capacidad: '16 oz' })?.id).toBe(2);
  });

  it('disables combinations that do not exist and marks sold-out ones', () => {
    const kraft = { Material: 'Kraft' };
    expect(optionState(containers, kraft, 'Capacidad', '8 oz')).toBe('impossible');
    expect(optionState(containers, kraft, 'Capacidad', '16 oz')).toBe('soldOut');
    expect(optionState(containers, { Capacidad: '16 oz' }, 'Material', 'Icopor')).toBe('available');
    // The other attribute's choice restricts a value: Kraft exists only in 16 oz.
    expect(optionState(containers, { Material: 'Icopor', Capacidad: '8 oz' }, 'Material', 'Kraft')).toBe('impossible');
    expect(optionState(containers, { Material: 'Icopor', Capacidad: '16 oz' }, 'Material', 'Kraft')).toBe('soldOut');
  });

  it('chooses the only variant of a product without attributes', () => {
    const single = [variant(5, {})];
    expect(productAttributes(single)).toEqual([]);
    expect(selectedVariant(single, [], {})?.id).toBe(5);
  });
});
