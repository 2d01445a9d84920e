import { describe, expect, it } from 'vitest';
import { message } from '@/lib/i18n/validation-message';
import { validationText } from '@/lib/i18n/validation-text';
import { searchTerms } from '@/lib/domain/search';
import {
  capStoreFilters,
  normalizeStoreFilters,
  parseStoreFilters,
  STORE_FILTER_LIMITS,
  storeFilterLimitErrors,
  storeQueryString,
} from '@/lib/domain/store-filters';

const KNOWN = ['Color', 'Capacidad', 'Material', 'Tamaño', 'Unidad de Medida'];
const params = (query: string) => new URLSearchParams(query);
const many = (n: number, prefix = 'v') => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);

describe('parseStoreFilters: only known attributes are filters', () => {
  it('ignores unknown parameters (tracking, made-up names), however many', () => {
    const junk = Array.from({ length: 1500 }, (_, i) => `x${i}=v`).join('&');
    const filters = parseStoreFilters(params(`${junk}&Color=Blanco&fbclid=abc&utm_source=fb&gclid=1`), KNOWN);
    expect(filters).toEqual({ search: '', categories: [], attributes: { Color: ['Blanco'] } });
  });

  it('spells names as the catalogue does, merges repeats, dedupes and sorts values', () => {
    const filters = parseStoreFilters(params('color=negro,Blanco&COLOR=blanco&tamaño=S&category=Vasos,bolsas,vasos'), KNOWN);
    // Of spellings that differ only in capitals, the first in sort order stays (whatever the URL order).
    expect(filters).toEqual({ search: '', categories: ['bolsas', 'vasos'], attributes: { Color: ['blanco', 'negro'], Tamaño: ['S'] } });
  });
});

describe('normalizeStoreFilters (what a store page depends on)', () => {
  it('is the same for URLs that differ only in order, capitals of names, repeats and unknown parameters', () => {
    const a = normalizeStoreFilters(params('Color=Negro,Blanco&category=Vasos&Capacidad=7 oz&utm_source=x'), KNOWN);
    const b = normalizeStoreFilters(params('gclid=9&capacidad=7 oz&color=Blanco&Color=Negro,Negro&category=Vasos,Vasos'), KNOWN);
    expect(b).toEqual(a);
    expect(storeQueryString(b)).toBe(storeQueryString(a));
    expect(Object.keys(a.attributes)).toEqual(['Capacidad', 'Color']);
  });

  it('reads only the first 64 parameters of a store URL: 1,500 made-up ones cost no more than 64', () => {
    const junk = Array.from({ length: 1500 }, (_, i) => `x${i}=v`).join('&');
    expect(normalizeStoreFilters(params(`Color=Negro&${junk}&Color=Blanco&search=vaso`), KNOWN)).toEqual({
      search: '',
      categories: [],
      attributes: { Color: ['Negro'] },
    });
    const sixtyFourth = [...many(63, 'x').map((name) => `${name}=1`), 'search=vaso', 'Color=Blanco'].join('&');
    expect(normalizeStoreFilters(params(sixtyFourth), KNOWN)).toEqual({ search: 'vaso', categories: [], attributes: {} });
  });

  it('accepts the Record form of Next searchParams', () => {
    expect(normalizeStoreFilters({ Color: ['Negro', 'Blanco'], search: ' vaso ', x: 'y' }, KNOWN)).toEqual({
      search: 'vaso',
      categories: [],
      attributes: { Color: ['Blanco', 'Negro'] },
    });
  });
});

describe('limits', () => {
  const known = many(20, 'attr');
  const overEverything = [
    `search=${many(15, 'w').join('%20')}`,
    `category=${many(30, 'c').join(',')}`,
    ...known.map((name) => `${name}=${many(40).join(',')}`),
  ].join('&');

  it('has the documented values', () => {
    expect(STORE_FILTER_LIMITS).toEqual({
      attributes: 8,
      valuesPerAttribute: 20,
      categories: 10,
      searchWords: 10,
      queryLength: 2048,
      parameters: 64,
    });
  });

  it('finds nothing to refuse within the limits, at exactly the limits', () => {
    const query = [
      `search=${many(10, 'w').join('%20')}`,
      `category=${many(10, 'c').join(',')}`,
      ...many(8, 'attr').map((name) => `${name}=${many(20).join(',')}`),
    ].join('&');
    const filters = parseStoreFilters(params(query), known);
    expect(storeFilterLimitErrors(filters, 2048)).toBeNull();
  });

  it('names every limit exceeded, in Spanish or English, per field', () => {
    const filters = parseStoreFilters(params(overEverything), known);
    const errors = storeFilterLimitErrors(filters, 2049)!;
    const said = (field: string, locale: 'es' | 'en' = 'es') => errors[field]?.map((m) => validationText(message(m.key, m.values), locale));
    expect(said('query')).toEqual(['La consulta es demasiado larga (máximo 2048 caracteres).']);
    expect(said('query', 'en')).toEqual(['The query is too long (at most 2048 characters).']);
    // A search past its words is cut, never refused (capStoreFilters, lib/domain/search.ts).
    expect(errors.search).toBeUndefined();
    expect(said('category')).toEqual(['Puedes filtrar por 10 categorías como máximo.']);
    expect(said('attributes')).toEqual(['Puedes filtrar por 8 atributos como máximo.']);
    expect(said('attr000')).toEqual(['Puedes elegir 20 valores de «attr000» como máximo.']);
    expect(said('attr000', 'en')).toEqual(['You can choose 20 values of «attr000» at most.']);
    // One over each limit is enough.
    expect(Object.keys(storeFilterLimitErrors(parseStoreFilters(params(`attr000=${many(21).join(',')}`), known), 10)!)).toEqual([
      'attr000',
    ]);
    expect(Object.keys(storeFilterLimitErrors(parseStoreFilters(params(`category=${many(11).join(',')}`), known), 10)!)).toEqual([
      'category',
    ]);
    expect(storeFilterLimitErrors(parseStoreFilters(params(`search=${many(11).join('+')}`), known), 10)).toBeNull();
    const nine = many(9, 'attr')
      .map((n) => `${n}=a`)
      .join('&');
    expect(Object.keys(storeFilterLimitErrors(parseStoreFilters(params(nine), known), 10)!)).toEqual(['attributes']);
  });

  it('counts search words as the search does (punctuation separates words), and cuts a long search instead of refusing it', () => {
    const filters = parseStoreFilters(params('search=a.b.c.d.e.f.g.h.i.j.k'), []);
    expect(searchTerms(filters.search)).toHaveLength(11);
    expect(storeFilterLimitErrors(filters, 10)).toBeNull();
    expect(searchTerms(capStoreFilters(filters).search)).toHaveLength(10);
  });

  it('caps a query over every limit down to the limits (the store page)', () => {
    const capped = normalizeStoreFilters(params(overEverything), known);
    expect(searchTerms(capped.search)).toEqual(many(10, 'w'));
    expect(capped.categories).toEqual(many(10, 'c'));
    expect(Object.keys(capped.attributes)).toEqual(many(8, 'attr'));
    for (const values of Object.values(capped.attributes)) expect(values).toEqual(many(20));
    expect(storeQueryString(capped).length - 1).toBeLessThanOrEqual(2048);
    expect(storeFilterLimitErrors(capped, storeQueryString(capped).length - 1)).toBeNull();
  });

  it('keeps the words of a search as typed when capping it', () => {
    const capped = capStoreFilters({
      search: 'Vaso térmico, kraft 12 oz con tapa negra para café caliente y frío',
      categories: [],
      attributes: {},
    });
    expect(capped.search).toBe('Vaso térmico, kraft 12 oz con tapa negra para café');
    // One piece with many words has no spaces to cut at: its normalised words.
    expect(capStoreFilters({ search: 'a.b.c.d.e.f.g.h.i.j.k.l', categories: [], attributes: {} }).search).toBe('a b c d e f g h i j');
  });

  it('drops values from the end while long names keep the query string over its length', () => {
    const long = (i: number) => `${'x'.repeat(180)}${i}`;
    const filters = { search: '', categories: [], attributes: { a: many(20).map((_, i) => long(i)), b: ['1'] } };
    const capped = capStoreFilters(filters);
    expect(storeQueryString(capped).length - 1).toBeLessThanOrEqual(2048);
    // Attribute b went first (the last one), then a's last values.
    expect(capped.attributes.b).toBeUndefined();
    expect(capped.attributes.a.length).toBeGreaterThan(5);
    expect(capped.attributes.a).toEqual(filters.attributes.a.slice(0, capped.attributes.a.length));
    // A single value longer than the limit on its own: nothing of it is kept.
    expect(capStoreFilters({ search: '', categories: ['y'.repeat(5000)], attributes: {} }).categories).toEqual([]);
    expect(capStoreFilters({ search: 'z'.repeat(5000), categories: [], attributes: {} }).search).toBe('');
  });
});
