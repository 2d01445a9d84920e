import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearchText, searchIndexText, searchTerms } from '@/lib/domain/search';

describe('normalizeSearchText', () => {
  it('drops accents and case', () => {
    expect(normalizeSearchText('Plástico Biodegradable')).toBe('plastico biodegradable');
    expect(normalizeSearchText('CAÑA Ñandú')).toBe('cana nandu');
  });

  it('turns punctuation and runs of spaces into single spaces, trimmed', () => {
    expect(normalizeSearchText('  Vaso 12-oz (x50)  ')).toBe('vaso 12 oz x50');
    expect(normalizeSearchText('Bolsa\t\nNegra')).toBe('bolsa negra');
    expect(normalizeSearchText('¡¿!?')).toBe('');
  });

  it('folds compatibility characters', () => {
    expect(normalizeSearchText('Bandeja 20 cm²')).toBe('bandeja 20 cm2');
  });
});

describe('searchTerms', () => {
  it('splits the normalised query into words', () => {
    expect(searchTerms('  Vaso   Térmico ')).toEqual(['vaso', 'termico']);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(' -- ')).toEqual([]);
  });
});

describe('searchIndexText', () => {
  it('holds the words and the words run together', () => {
    expect(searchIndexText('Vaso Térmico 12-oz')).toBe('vaso termico 12 oz vasotermico12oz');
    expect(searchIndexText('Plástico')).toBe('plastico');
    expect(searchIndexText('')).toBe('');
  });

  it('matches nothing across the gap between the two halves', () => {
    // 'vaso rojo vasorojo': 'rojovaso' would only be found by joining the halves.
    expect(searchIndexText('Vaso Rojo').includes('rojovaso')).toBe(false);
    expect(matchesSearch('Vaso Rojo', 'rojovaso')).toBe(false);
  });
});

describe('matchesSearch', () => {
  const name = 'Vaso Plástico Térmico 12 oz';

  it('ignores accents and case, both ways', () => {
    expect(matchesSearch(name, 'plastico')).toBe(true);
    expect(matchesSearch(name, 'PLÁSTICO')).toBe(true);
    expect(matchesSearch('Vaso plastico', 'Plástico')).toBe(true);
  });

  it('requires every word of the query, in any order', () => {
    expect(matchesSearch(name, 'termico vaso')).toBe(true);
    expect(matchesSearch(name, 'vaso plato')).toBe(false);
  });

  it('matches parts of words', () => {
    expect(matchesSearch(name, 'term')).toBe(true);
  });

  it('ignores punctuation and separators', () => {
    expect(matchesSearch(name, '12-oz')).toBe(true);
    expect(matchesSearch(name, '12oz')).toBe(true);
    expect(matchesSearch('Vaso 12-oz', '12 oz')).toBe(true);
    expect(matchesSearch('Vaso 12-oz', '12oz')).toBe(true);
    expect(matchesSearch(name, 'vaso!')).toBe(true);
    expect(matchesSearch(name, '16 oz')).toBe(false);
  });

  it('matches everything on an empty query', () => {
    expect(matchesSearch(name, '')).toBe(true);
    expect(matchesSearch(name, '   ')).toBe(true);
    expect(matchesSearch(name, '¿?')).toBe(true);
  });
});
