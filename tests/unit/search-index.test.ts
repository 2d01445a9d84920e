import { describe, expect, it } from 'vitest';
import { buildSearchDocument, synonymKeys } from '@/lib/domain/search';
import { SearchIndex } from '@/lib/domain/search-index';

type Product = { id: number; name: string; category?: string[]; values?: string[]; description?: string };

/** An index over these products, given in name order as the database hands them over. */
function indexOf(products: Product[], synonyms: string[][] = []): SearchIndex {
  const documents = [...products]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
    .map((p) => ({
      productId: p.id,
      ...buildSearchDocument({
        name: p.name,
        categoryPath: p.category ?? [],
        attributeValues: p.values ?? [],
        description: p.description ?? null,
      }),
    }));
  return new SearchIndex(documents, synonyms.map(synonymKeys));
}

const catalogue: Product[] = [
  { id: 1, name: 'Contenedor Bisagra', category: ['Contenedores', 'Desechables'], values: ['16 oz'] },
  { id: 2, name: 'Tenedor Plástico', category: ['Cubiertos', 'Desechables'], values: ['Negro'] },
  { id: 3, name: 'Vaso Térmico', category: ['Vasos', 'Desechables'], values: ['12 oz'], description: 'Para bebidas calientes' },
  { id: 4, name: 'Servilleta', category: ['Servilletas'], description: 'Papel suave, ideal con vasos' },
  { id: 5, name: 'Pitillo de papel', category: ['Pitillos'] },
  { id: 6, name: 'Plato hondo', category: ['Platos'], description: 'Icopor blanco', values: ['Poliestireno expandido'] },
  { id: 7, name: 'Bandeja', category: ['Platos'], description: 'De poliestireno, resistente y expandido al calor' },
  { id: 8, name: 'Vaso Plástico', category: ['Vasos', 'Desechables'], values: ['7 oz'] },
];
const index = indexOf(catalogue);

describe('SearchIndex.search', () => {
  it('finds words from their start, singular or plural, never inside another word', () => {
    expect(index.search('tenedores')).toEqual([2]);
    expect(index.search('cont')).toEqual([1]);
    expect(index.search('vasos')).toEqual([8, 3, 4]);
  });

  it('ranks name before category, attributes and description, then by name', () => {
    // 'Vaso Plástico' and 'Vaso Térmico' by name; the napkin only mentions cups in its description.
    expect(index.search('vaso')).toEqual([8, 3, 4]);
    expect(index.search('desechables')).toEqual([1, 2, 8, 3]);
  });

  it('needs every word, in any field; sizes as one word', () => {
    expect(index.search('vaso 12 onzas')).toEqual([3]);
    expect(index.search('contenedor 16oz')).toEqual([1]);
    expect(index.search('vaso negro')).toEqual([]);
  });

  it('forgives one typo in a name, category or attribute word of five letters or more, below exact matches', () => {
    expect(index.search('servileta')).toEqual([4]);
    expect(index.search('contenedro')).toEqual([1]);
    // A typo is not forgiven in the description ('bebdas' for 'bebidas'), nor in short words.
    expect(index.search('bebdas')).toEqual([]);
    expect(index.search('vsao')).toEqual([]);
    // 'palto': a typo of the name 'Plato hondo' before a typo of the category of 'Bandeja' (Platos).
    expect(index.search('palto')).toEqual([6, 7]);
  });

  it('returns null for a query with no words, and nothing for an unknown word', () => {
    expect(index.search(' ¿?% ')).toBeNull();
    expect(index.search('televisor')).toEqual([]);
  });
});

describe('synonyms', () => {
  const withSynonyms = indexOf(catalogue, [
    ['pitillo', 'pajilla', 'sorbete'],
    ['icopor', 'poliestireno expandido'],
  ]);

  it('lets a member find the products holding another member as whole words', () => {
    expect(withSynonyms.search('pajillas')).toEqual([5]);
    expect(index.search('pajillas')).toEqual([]);
  });

  it('ranks a synonym in one field above the same words spread over several', () => {
    // 'Plato hondo' says 'icopor' in its description and 'Poliestireno expandido' as an attribute;
    // 'Bandeja' has 'poliestireno' and 'expandido' apart in prose.
    expect(withSynonyms.search('icopor')).toEqual([6, 7]);
    expect(withSynonyms.search('poliestireno expandido')).toEqual([6, 7]);
  });

  it('ignores member keys that are not plain words (written by hand)', () => {
    const odd = new SearchIndex(
      [{ productId: 1, ...buildSearchDocument({ name: 'Pitillo', categoryPath: [], attributeValues: [], description: null }) }],
      [['pitillo', 'paj.*']],
    );
    expect(odd.search('paj.*')).toEqual([]);
  });
});

describe('SearchIndex.order and closest', () => {
  it('orders any products by the rank of a query, an unmatched word costing a typo outside the name', () => {
    // The fork and the cup each match one word by name (a tie, so by name); Bandeja neither; unknown ids last.
    expect(index.order('vaso tenedor', [99, 7, 3, 2])).toEqual([2, 3, 7, 99]);
    expect(index.order('vaso termico', [8, 3])).toEqual([3, 8]);
    expect(index.order('', [8, 1, 5])).toEqual([1, 5, 8]);
  });

  it('offers the products matching most words of a query that found nothing', () => {
    expect(index.search('vaso tenedor televisor')).toEqual([]);
    expect(index.closest(['vaso', 'tenedor', 'televisor'], 3)).toEqual([2, 8, 3]);
    expect(index.closest(['televisor'], 4)).toEqual([]);
  });
});
