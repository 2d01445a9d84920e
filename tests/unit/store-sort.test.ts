import { describe, expect, it } from 'vitest';
import { closestCategories, closestQueryWords, withinOneEdit } from '@/lib/domain/closest';
import {
  normalizeStoreFilters,
  parseStoreFilters,
  parseStoreSort,
  sortParam,
  storeQueryString,
  storeSort,
  storeSortChoices,
} from '@/lib/domain/store-filters';
import { storeHref } from '@/lib/domain/store-pages';
import { pageKey } from '@/lib/page-cache/page-key';

/** Issue 20 items 7: the `sort` parameter, its place in URLs and page-cache keys, and the closest-suggestion rules. */
const parse = (query: string, known: string[] = ['Color']) => parseStoreFilters(new URLSearchParams(query), known);

describe('the sort parameter', () => {
  it('accepts the four orders, any case and spacing, and nothing else', () => {
    expect(parseStoreSort('precio-asc')).toBe('precio-asc');
    expect(parseStoreSort(' PRECIO-DESC ')).toBe('precio-desc');
    expect(parseStoreSort('nombre')).toBe('nombre');
    expect(parseStoreSort('relevancia')).toBe('relevancia');
    for (const bad of ['', 'precio', 'price-asc', 'precio-asc desc', 'nombre;drop', '\u0000', undefined])
      expect(parseStoreSort(bad)).toBeUndefined();
  });

  it('defaults to relevance with a search and to the name without one; relevance without a search is the name order', () => {
    expect(storeSort(parse(''))).toBe('nombre');
    expect(storeSort(parse('search=vaso'))).toBe('relevancia');
    expect(storeSort(parse('sort=relevancia'))).toBe('nombre');
    expect(storeSort(parse('search=vaso&sort=nombre'))).toBe('nombre');
    expect(storeSort(parse('search=vaso&sort=bogus'))).toBe('relevancia');
    // A search of punctuation only is no search.
    expect(storeSort(parse('search=%21%21'))).toBe('nombre');
    expect(storeSortChoices(parse(''))).toEqual(['precio-asc', 'precio-desc', 'nombre']);
    expect(storeSortChoices(parse('search=vaso'))).toEqual(['relevancia', 'precio-asc', 'precio-desc', 'nombre']);
  });

  it('is never an attribute filter, even where an attribute is called "sort"', () => {
    const filters = parse('sort=precio-asc&Color=Rojo', ['Color', 'sort']);
    expect(filters.attributes).toEqual({ Color: ['Rojo'] });
    expect(filters.sort).toBe('precio-asc');
    expect(parse('sort=nope')).toEqual({ search: '', categories: [], attributes: {} });
  });

  it('is written last in store links, only when it is not the default, and a link with an order starts at page 1', () => {
    expect(storeQueryString(parse('Color=Rojo&sort=precio-desc&category=Vasos'))).toBe('?category=Vasos&Color=Rojo&sort=precio-desc');
    expect(storeQueryString(parse('sort=nombre'))).toBe('');
    expect(storeQueryString(parse('search=vaso&sort=relevancia'))).toBe('?search=vaso');
    expect(storeQueryString(parse('search=vaso&sort=nombre'))).toBe('?search=vaso&sort=nombre');
    expect(sortParam(parse('sort=relevancia'))).toBeUndefined();
    expect(storeHref({ ...parse('category=Vasos'), sort: 'precio-asc' })).toBe('/tienda?category=Vasos&sort=precio-asc');
    expect(storeHref(parse('sort=precio-asc'), 3)).toBe('/tienda?sort=precio-asc&page=3');
    // Normalising (capping) keeps the order.
    expect(normalizeStoreFilters(new URLSearchParams('sort=precio-asc'), []).sort).toBe('precio-asc');
  });
});

describe('the page-cache key and the order', () => {
  const key = (url: string) => pageKey(new URL(url, 'https://shop.test'), new Set(['color']));

  it('holds the order, so a sorted page is never answered for another order', () => {
    const plain = key('/es/tienda?category=Vasos')!;
    const cheap = key('/es/tienda?category=Vasos&sort=precio-asc')!;
    const dear = key('/es/tienda?sort=precio-desc&category=Vasos')!;
    expect(cheap).toEqual({ key: 'https://shop.test/es/tienda?category=Vasos&sort=precio-asc', storable: true });
    expect(dear.key).toBe('https://shop.test/es/tienda?category=Vasos&sort=precio-desc');
    expect(new Set([plain.key, cheap.key, dear.key]).size).toBe(3);
    expect(key('/es/tienda?sort=precio-asc&page=2')!.key).toBe('https://shop.test/es/tienda?sort=precio-asc&page=2');
  });

  it('gives an unknown or default order the default page, and never keeps that render', () => {
    const plain = key('/es/tienda?category=Vasos')!;
    for (const url of [
      '/es/tienda?category=Vasos&sort=bogus',
      '/es/tienda?category=Vasos&sort=nombre',
      '/es/tienda?category=Vasos&sort=relevancia',
      '/es/tienda?category=Vasos&Sort=precio-asc',
    ]) {
      expect(key(url), url).toEqual({ key: plain.key, storable: false });
    }
    // Twice the same order: the page of that order, not kept (its query is not the canonical one).
    expect(key('/es/tienda?sort=precio-asc&sort=precio-asc')).toEqual({
      key: 'https://shop.test/es/tienda?sort=precio-asc',
      storable: false,
    });
    expect(key('/es/tienda?search=vaso&sort=relevancia')).toEqual({ key: 'https://shop.test/es/tienda?search=vaso', storable: false });
    // Without the attribute names at hand, an order alone can still be keyed.
    expect(pageKey(new URL('https://shop.test/es/tienda?sort=precio-asc'), null)).toEqual({
      key: 'https://shop.test/es/tienda?sort=precio-asc',
      storable: true,
    });
  });
});

describe('closest suggestions', () => {
  it('one edit: a substitution, insertion, deletion or swap of neighbours, no more', () => {
    for (const [a, b] of [
      ['vaso', 'vaso'],
      ['vsos', 'vasos'],
      ['baso', 'vaso'],
      ['vaos', 'vaso'],
      ['vasoo', 'vaso'],
      ['avso', 'vaso'],
    ])
      expect(withinOneEdit(a, b), `${a} ${b}`).toBe(true);
    for (const [a, b] of [
      ['vaso', 'plato'],
      ['vso', 'vasos'],
      ['asvo', 'vaso'],
      ['abcd', 'dcba'],
    ])
      expect(withinOneEdit(a, b), `${a} ${b}`).toBe(false);
  });

  it('reads the query as the search does: sizes as one word, a plural and its singular once', () => {
    expect(closestQueryWords('Vasos vaso 12 oz ¡rojos!')).toEqual(['vasos', '12oz', 'rojos']);
    expect(closestQueryWords('')).toEqual([]);
    expect(closestQueryWords('a b c d e f g h i j k')).toHaveLength(8);
  });

  const tree = [
    {
      name: 'Desechables',
      children: [
        { name: 'Vasos', children: [] },
        { name: 'Platos y bandejas', children: [] },
      ],
    },
    {
      name: 'Biodegradables',
      children: [
        { name: 'Vasos compostables', children: [] },
        { name: 'Bolsas compostables', children: [] },
      ],
    },
    { name: 'Aseo', children: [{ name: 'Papeles y servilletas', children: [] }] },
  ];
  const closest = (query: string) => closestCategories(tree, query).map((c) => c.name);

  it('ranks categories by how many query words they meet, a word start before a typo, then by name', () => {
    expect(closest('vasos compostables')).toEqual(['Vasos compostables', 'Bolsas compostables', 'Vasos']);
    expect(closest('vsos')).toEqual(['Vasos', 'Vasos compostables']);
    expect(closest('servilletas de papel')).toEqual(['Papeles y servilletas']);
    expect(closest('bandeja de plata')).toEqual(['Platos y bandejas']);
    // Words under 3 letters never match by their start, numbers never at all; at most 4.
    expect(closest('de y 12')).toEqual([]);
    expect(closestCategories(tree, 'vasos bolsas platos aseo papel', 4)).toHaveLength(4);
    expect(closest('televisor')).toEqual([]);
  });
});
