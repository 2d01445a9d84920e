import { describe, expect, it } from 'vitest';
import { generateSku, shouldRegenerateSku, skuPrefix } from '@/lib/domain/sku';

describe('skuPrefix', () => {
  it.each([
    ['Vaso Térmico', 'VASO'],
    ['Té', 'TE'],
    ['Ñame Frito', 'NAME'],
    ['Al Papel', 'ALPA'], // spaces go before cutting
    ['3M Cinta', '3MCI'],
    ['¡Oferta!', 'OFER'],
    ['', ''],
  ])('%j → %j', (name, prefix) => {
    expect(skuPrefix(name)).toBe(prefix);
  });
});

describe('generateSku', () => {
  const base = { productName: 'Vaso Térmico', attributeValues: ['Blanco', '12 oz'], unitOfMeasure: 'Paquete' };

  it('joins prefix, 3 characters per value and 3 of the unit, upper case', () => {
    expect(generateSku(base, [])).toBe('VASO-BLA-12O-PAQ');
  });

  it('strips accents and symbols inside parts', () => {
    expect(generateSku({ productName: 'Plato Hondo', attributeValues: ['Icopor ½', '1/2 libra', 'Café'], unitOfMeasure: 'Caja' }, [])).toBe(
      'PLAT-ICO-12L-CAF-CAJ',
    );
  });

  it('leaves out a missing unit and empty parts', () => {
    expect(generateSku({ productName: 'Bolsa', attributeValues: ['Negra'], unitOfMeasure: null }, [])).toBe('BOLS-NEG');
    expect(generateSku({ productName: 'Bolsa', attributeValues: ['Negra'] }, [])).toBe('BOLS-NEG');
    expect(generateSku({ productName: 'Bolsa', attributeValues: ['--', ''], unitOfMeasure: '' }, [])).toBe('BOLS');
  });

  it('keeps short values whole', () => {
    expect(generateSku({ productName: 'Tapa', attributeValues: ['XL', '8'], unitOfMeasure: 'Un' }, [])).toBe('TAPA-XL-8-UN');
  });

  it('never returns an empty SKU', () => {
    expect(generateSku({ productName: '***', attributeValues: [] }, [])).toBe('SKU');
  });

  it('adds -2 on the first collision and -3 on the next', () => {
    expect(generateSku(base, ['VASO-BLA-12O-PAQ'])).toBe('VASO-BLA-12O-PAQ-2');
    expect(generateSku(base, ['VASO-BLA-12O-PAQ', 'VASO-BLA-12O-PAQ-2'])).toBe('VASO-BLA-12O-PAQ-3');
  });

  it('takes the first free suffix', () => {
    expect(generateSku(base, ['VASO-BLA-12O-PAQ', 'VASO-BLA-12O-PAQ-3'])).toBe('VASO-BLA-12O-PAQ-2');
    expect(generateSku(base, ['VASO-BLA-12O-PAQ-2'])).toBe('VASO-BLA-12O-PAQ');
  });

  it('compares taken SKUs ignoring case and surrounding spaces', () => {
    expect(generateSku(base, [' vaso-bla-12o-paq '])).toBe('VASO-BLA-12O-PAQ-2');
  });

  it('accepts any iterable', () => {
    expect(generateSku(base, new Set(['VASO-BLA-12O-PAQ']))).toBe('VASO-BLA-12O-PAQ-2');
    function* taken() {
      yield 'VASO-BLA-12O-PAQ';
    }
    expect(generateSku(base, taken())).toBe('VASO-BLA-12O-PAQ-2');
  });

  it('gives every variant of a product a distinct SKU', () => {
    const taken: string[] = [];
    for (let i = 0; i < 5; i++) taken.push(generateSku(base, taken));
    expect(new Set(taken).size).toBe(5);
  });
});

describe('shouldRegenerateSku', () => {
  it('regenerates an empty SKU', () => {
    expect(shouldRegenerateSku(null, 'Vaso')).toBe(true);
    expect(shouldRegenerateSku(undefined, 'Vaso')).toBe(true);
    expect(shouldRegenerateSku('', 'Vaso')).toBe(true);
    expect(shouldRegenerateSku('  ', 'Vaso')).toBe(true);
  });

  it('regenerates a SKU that starts with the name prefix', () => {
    expect(shouldRegenerateSku('VASO-BLA-12O-PAQ', 'Vaso Térmico')).toBe(true);
    expect(shouldRegenerateSku('VASO-BLA-2', 'Vaso Térmico')).toBe(true);
    expect(shouldRegenerateSku('VASO', 'Vaso Térmico')).toBe(true);
    expect(shouldRegenerateSku('vaso-bla', 'Vaso Térmico')).toBe(true);
  });

  it('keeps a hand-written SKU', () => {
    expect(shouldRegenerateSku('PROV-8831', 'Vaso Térmico')).toBe(false);
    expect(shouldRegenerateSku('VASOTERM-01', 'Vaso Térmico')).toBe(false);
  });

  it('keeps a SKU generated under an older name', () => {
    expect(shouldRegenerateSku('VASO-BLA', 'Copa Vino')).toBe(false);
  });

  it('only regenerates an empty SKU when the name has no usable characters', () => {
    expect(shouldRegenerateSku('-X', '***')).toBe(false);
    expect(shouldRegenerateSku('', '***')).toBe(true);
  });

  it('accepts what generateSku produced for the same name, suffix included', () => {
    const sku = generateSku({ productName: 'Té', attributeValues: ['Caja'] }, ['TE-CAJ']);
    expect(sku).toBe('TE-CAJ-2');
    expect(shouldRegenerateSku(sku, 'Té')).toBe(true);
  });
});
