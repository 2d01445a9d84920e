import { describe, expect, it } from 'vitest';
import { rankOrderProducts, skuMatchTier } from '@/lib/domain/order-product-ranking';

/* The staff product search ('Nuevo pedido'): the variant staff meant comes first, since they tap the first 'Añadir'. */
const variant = (sku: string, description: string, unitOfMeasure: string | null = 'Paquete') => ({ sku, description, unitOfMeasure });

const bags = {
  id: 1,
  name: 'Bolsa tipo camiseta',
  variants: [
    variant('BOLS-BLA-PEQ', 'Blanco / Pequeño'),
    variant('BOLS-BLA-MED', 'Blanco / Mediano'),
    variant('BOLS-NEG-MED', 'Negro / Mediano'),
  ],
};
const paperBags = { id: 2, name: 'Bolsa de papel kraft', variants: [variant('BOLS-KRA-MED', 'Kraft / Mediano')] };
const napkins = { id: 3, name: 'Servilleta', variants: [variant('SERV-17X17-PAQ', '17 × 17 cm'), variant('SERV-30X30-PAQ', '30 × 30 cm')] };
const cups = {
  id: 4,
  name: 'Vaso plástico',
  variants: [variant('VASO-7OZ-PAQ', '7 oz'), variant('VASO-12OZ-PAQ', '12 oz'), variant('VASO-12OZ-MIL', '12 oz', 'Millar')],
};
const skus = (products: { variants: { sku: string }[] }[]) => products.map((p) => p.variants.map((v) => v.sku));

describe('rankOrderProducts', () => {
  it('puts the variant with the typed SKU first, in the product holding it first, case and spaces aside', () => {
    const ranked = rankOrderProducts(' bols-bla-med ', [paperBags, bags]);
    expect(ranked.map((p) => p.id)).toEqual([1, 2]);
    expect(ranked[0].variants[0].sku).toBe('BOLS-BLA-MED');
    // The rest keep the catalogue's order.
    expect(skus(ranked)[0]).toEqual(['BOLS-BLA-MED', 'BOLS-BLA-PEQ', 'BOLS-NEG-MED']);
  });

  it('ranks SKUs that start with the query, then those holding it, before the others', () => {
    expect(skus(rankOrderProducts('BOLS-NEG', [bags]))[0][0]).toBe('BOLS-NEG-MED');
    expect(skus(rankOrderProducts('NEG-MED', [bags]))[0][0]).toBe('BOLS-NEG-MED');
    expect(skus(rankOrderProducts('BOLS-BLA', [bags]))[0]).toEqual(['BOLS-BLA-PEQ', 'BOLS-BLA-MED', 'BOLS-NEG-MED']);
  });

  it('puts a product whose SKU starts with the query before the others, after one with the SKU whole', () => {
    const bagsPacked = { ...bags, variants: bags.variants.map((v) => ({ ...v, sku: `${v.sku}-PAQ` })) };
    expect(rankOrderProducts('BOLS-BLA-MED', [paperBags, bagsPacked])[0].variants[0].sku).toBe('BOLS-BLA-MED-PAQ');
    const exactPaper = { ...paperBags, variants: [variant('BOLS-BLA-MED', 'Kraft')] };
    expect(rankOrderProducts('BOLS-BLA-MED', [bagsPacked, exactPaper]).map((p) => p.id)).toEqual([2, 1]);
    // A SKU merely holding the query does not lift its product.
    expect(rankOrderProducts('KRA-MED', [bags, paperBags]).map((p) => p.id)).toEqual([1, 2]);
  });

  it('puts the variant whose size or values match the words first', () => {
    expect(skus(rankOrderProducts('servilleta 30', [napkins]))[0]).toEqual(['SERV-30X30-PAQ', 'SERV-17X17-PAQ']);
    expect(skus(rankOrderProducts('servilletas 30x30', [napkins]))[0][0]).toBe('SERV-30X30-PAQ');
    expect(skus(rankOrderProducts('vaso 12 onzas', [cups]))[0]).toEqual(['VASO-12OZ-PAQ', 'VASO-12OZ-MIL', 'VASO-7OZ-PAQ']);
    // More matching words win: the size and the unit.
    expect(skus(rankOrderProducts('vaso 12 oz millar', [cups]))[0][0]).toBe('VASO-12OZ-MIL');
    expect(skus(rankOrderProducts('bolsa negra mediana', [bags]))[0][0]).toBe('BOLS-NEG-MED');
  });

  it('keeps the order it was given when nothing tells the variants apart', () => {
    expect(rankOrderProducts('bolsa', [paperBags, bags])).toEqual([paperBags, bags]);
    expect(rankOrderProducts('servilleta', [napkins])).toEqual([napkins]);
    expect(rankOrderProducts('x', [])).toEqual([]);
  });
});

describe('skuMatchTier', () => {
  it('is 0 for the SKU typed whole, 1 for its start, 2 for a part, 3 otherwise, case and outer spaces aside', () => {
    expect(skuMatchTier(' bols-bla-med-paq', 'BOLS-BLA-MED-PAQ')).toBe(0);
    expect(skuMatchTier('BOLS-BLA-MED', 'BOLS-BLA-MED-PAQ')).toBe(1);
    expect(skuMatchTier('BLA-MED', 'BOLS-BLA-MED-PAQ')).toBe(2);
    expect(skuMatchTier('BOLS-BLA-PEQ', 'BOLS-BLA-MED-PAQ')).toBe(3);
    expect(skuMatchTier('  ', 'BOLS-BLA-MED-PAQ')).toBe(3);
  });
});
