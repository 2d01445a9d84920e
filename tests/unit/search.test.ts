import { describe, expect, it } from 'vitest';
import {
  diminutiveBase,
  buildSearchDocument,
  isTypoWord,
  MAX_QUERY_WORDS,
  matchesSearch,
  normalizeSearchText,
  oneDeletionVariants,
  parseSearchQuery,
  searchIndexText,
  searchTerms,
  searchWords,
  stemSpanish,
} from '@/lib/domain/search';

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

describe('stemSpanish', () => {
  it('turns the plurals shoppers type into the singular', () => {
    const pairs = [
      ['vasos', 'vaso'],
      ['bolsas', 'bolsa'],
      ['cajas', 'caja'],
      ['cucharas', 'cuchara'],
      ['platos', 'plato'],
      ['tenedores', 'tenedor'],
      ['contenedores', 'contenedor'],
      ['colores', 'color'],
      ['naturales', 'natural'],
      ['tapones', 'tapon'],
      ['paredes', 'pared'],
      ['luces', 'luz'],
      ['lapices', 'lapiz'],
      // A vowel-final singular whose plural looks like '-es' after a consonant cluster.
      ['verdes', 'verde'],
      ['grandes', 'grande'],
      ['biodegradables', 'biodegradable'],
      ['dulces', 'dulce'],
      ['postres', 'postre'],
      ['clientes', 'cliente'],
    ] as const;
    for (const [plural, singular] of pairs) expect(stemSpanish(plural), plural).toBe(singular);
  });

  it('keeps singulars, short words and words with digits', () => {
    for (const word of ['vaso', 'tenedor', 'servilleta', 'luz', 'gas', 'vas', 'x100', '12oz', 'pass']) expect(stemSpanish(word)).toBe(word);
  });

  it('is idempotent on what it returns', () => {
    for (const word of ['vasos', 'tenedores', 'luces', 'verdes']) expect(stemSpanish(stemSpanish(word))).toBe(stemSpanish(word));
  });
});

describe('searchWords', () => {
  it('makes a size one token however it is written', () => {
    for (const text of ['12oz', '12 oz', '12 OZ', '12 onzas', '12 Onza', '12-oz']) expect(searchWords(text), text).toEqual(['12oz']);
    expect(searchWords('Nevera 20 litros')).toEqual(['nevera', '20l']);
    expect(searchWords('20 L')).toEqual(searchWords('20lt'));
    expect(searchWords('500 ml')).toEqual(['500ml']);
    expect(searchWords('250 gramos')).toEqual(searchWords('250 g'));
    expect(searchWords('23 centímetros')).toEqual(['23cm']);
  });

  it('joins dimensions and keeps decimals and thousands in place', () => {
    expect(searchWords('30 × 30 cm')).toEqual(['30x30cm']);
    expect(searchWords('30x30')).toEqual(['30x30']);
    expect(searchWords('Vaso 1.5 oz')).toEqual(['vaso', '1d5oz']);
    expect(searchWords('1,5 onzas')).toEqual(['1d5oz']);
    expect(searchWords('45 cm × 1.500 m')).toEqual(['45cm', '1500m']);
  });

  it('leaves a unit word without a number alone', () => {
    expect(searchWords('Talla L')).toEqual(['talla', 'l']);
    expect(searchWords('metro')).toEqual(['metro']);
  });
});

describe('oneDeletionVariants', () => {
  it('shares a key between words one wrong, missing, extra or swapped letter apart', () => {
    const shares = (a: string, b: string) => oneDeletionVariants(a).some((k) => oneDeletionVariants(b).includes(k));
    expect(shares('servileta', 'servilleta')).toBe(true); // missing
    expect(shares('servilleeta', 'servilleta')).toBe(true); // doubled
    expect(shares('serbilleta', 'servilleta')).toBe(true); // wrong
    expect(shares('contenedro', 'contenedor')).toBe(true); // swapped
    expect(shares('aluminno', 'aluminio')).toBe(true);
    expect(shares('tenedor', 'contenedor')).toBe(false);
    expect(shares('bolsa', 'bandeja')).toBe(false);
  });
});

describe('buildSearchDocument', () => {
  const doc = buildSearchDocument({
    name: 'Tenedor desechable',
    categoryPath: ['Cubiertos', 'Desechables'],
    attributeValues: ['Negro', '12 oz', 'Paquete'],
    description: 'Tenedores plásticos resistentes.',
  });

  it('holds each class as space-padded words, as written and singular', () => {
    expect(doc.name).toBe(' tenedor desechable ');
    expect(doc.category).toBe(' cubiertos cubierto desechables desechable ');
    expect(doc.attributes).toBe(' negro 12oz oz paquete ');
    expect(doc.description).toBe(' tenedores tenedor plasticos plastico resistentes resistente ');
  });

  it('lets a typo stand for words of four letters or more without digits', () => {
    expect(['tenedor', 'negro', 'vaso', 'oz', '12oz', 'luz'].filter(isTypoWord)).toEqual(['tenedor', 'negro', 'vaso']);
  });

  it('is empty for empty fields', () => {
    expect(buildSearchDocument({ name: '', categoryPath: [], attributeValues: [], description: null })).toEqual({
      name: '',
      category: '',
      attributes: '',
      description: '',
    });
  });
});

describe('diminutiveBase', () => {
  it.each([
    ['vasito', 'vaso'],
    ['bolsita', 'bolsa'],
    ['copita', 'copa'],
    ['cucharita', 'cuchara'],
    ['platito', 'plato'],
    ['gatito', 'gato'],
    ['sombrillita', 'sombrilla'],
    ['pequenito', 'pequeno'],
    // Colombian '-ico' after a vowel and 't'.
    ['platico', 'plato'],
    ['servilletica', 'servilleta'],
    // '-cito' after a consonant or 'e' is added to the whole word; after another vowel it was a 'z'.
    ['tenedorcito', 'tenedor'],
    ['pancito', 'pan'],
    ['cafecito', 'cafe'],
    ['tacita', 'taza'],
    ['pedacito', 'pedazo'],
    // The spelling that keeps the sound: 'qu' was 'c', 'gu' was 'g'.
    ['vaquita', 'vaca'],
    ['chiquito', 'chico'],
    ['amiguito', 'amigo'],
  ])('%s is made from %s', (word, base) => {
    expect(diminutiveBase(word)).toBe(base);
  });

  it('leaves words that only look like one, and too short a stem, alone', () => {
    for (const word of [
      'plastico',
      'practico',
      'medico',
      'electrico',
      'cita',
      'pito',
      'exito',
      'rico',
      'vaso',
      'pitillo',
      'bolsa',
      '12oz',
      'kit',
    ])
      expect(diminutiveBase(word), word).toBeNull();
  });
});

describe('parseSearchQuery', () => {
  it('searches a diminutive under its own word and the word it is made from, plural or not', () => {
    expect(parseSearchQuery('vasitos')).toEqual([{ prefixes: ['vasito', 'vaso'], typoKeys: expect.any(Array), stems: ['vasito', 'vaso'] }]);
    expect(parseSearchQuery('bolsitas')[0].prefixes).toEqual(['bolsita', 'bolsa']);
    expect(parseSearchQuery('platicos')[0].stems).toEqual(['platico', 'plato']);
    // 'tenedor' starts 'tenedorcito': it alone covers both.
    expect(parseSearchQuery('tenedorcitos')[0]).toMatchObject({ prefixes: ['tenedor'], stems: ['tenedorcito', 'tenedor'] });
    expect(parseSearchQuery('tacita')[0].prefixes).toEqual(['tacita', 'taza']);
    // Singular and plural of one diminutive are one term.
    expect(parseSearchQuery('vasito vasitos')).toHaveLength(1);
  });

  it('gives each word its singular prefix and, from five letters, its typo keys', () => {
    expect(parseSearchQuery('Vasos 12 onzas')).toEqual([
      { prefixes: ['vaso'], typoKeys: [], stems: ['vaso'] },
      { prefixes: ['12oz'], typoKeys: [], stems: ['12oz'] },
    ]);
    const [term] = parseSearchQuery('servilletas');
    expect(term.prefixes).toEqual(['servilleta']);
    expect(term.typoKeys).toContain('servileta');
    // '-ces' → '-z' is no prefix of the word: both forms are tried.
    expect(parseSearchQuery('luces')[0].prefixes).toEqual(['luces', 'luz']);
  });

  it('caps the query at 100 characters and 8 distinct words', () => {
    expect(parseSearchQuery(`${'a'.repeat(99)} tenedor`)).toEqual([
      { prefixes: ['a'.repeat(99)], typoKeys: expect.any(Array), stems: ['a'.repeat(99)] },
    ]);
    expect(parseSearchQuery('a b c d e f g h i j k')).toHaveLength(MAX_QUERY_WORDS);
    expect(parseSearchQuery('vaso vaso vasos')).toHaveLength(1);
  });

  it('reduces SQL, tsquery syntax, emoji and control characters to words or nothing', () => {
    expect(parseSearchQuery("'; drop table products; --")).toEqual(parseSearchQuery('drop table products'));
    expect(parseSearchQuery('vaso & !plato | (caja:*)')).toEqual(parseSearchQuery('vaso plato caja'));
    for (const query of ['🥤🍽️', '\u0000', '\u202e\u200f', '%_\\', '   ', ''])
      expect(parseSearchQuery(query), JSON.stringify(query)).toEqual([]);
    for (const term of parseSearchQuery('🥤 vaso\u0000 \u202eplato % _')) {
      for (const prefix of term.prefixes) expect(prefix).toMatch(/^[a-z0-9]+$/);
    }
  });
});
