import { describe, expect, it } from 'vitest';
import { buildSynonymIndex, expandSynonyms, parseSearchQuery, synonymGroupProblems, synonymKey } from '@/lib/domain/search';

const GROUPS = [
  ['pitillo', 'pajilla', 'Sorbete'],
  ['icopor', 'poliestireno expandido'],
  ['bolsa camiseta', 'bolsa tipo camiseta'],
  ['vinipel', 'film', 'papel film'],
];
const index = buildSynonymIndex(GROUPS);
const expand = (query: string) => expandSynonyms(parseSearchQuery(query), index);
/** Each term as [the typed words' stems, its synonyms as phrases]. */
const shape = (query: string) => expand(query).map((t) => [t.words.map((w) => w.prefixes.at(-1)).join(' '), t.synonyms.map((s) => s.join(' '))]);

describe('synonymKey', () => {
  it('normalises a member like a query: accents, case, plurals, sizes', () => {
    expect(synonymKey('Bolsas tipo Camiseta')).toBe('bolsa tipo camiseta');
    expect(synonymKey('  Pirotín ')).toBe('pirotin');
    expect(synonymKey('Vaso 12 onzas')).toBe('vaso 12oz');
    expect(synonymKey('%% ¿? ')).toBe('');
  });
});

describe('buildSynonymIndex', () => {
  it('maps each member to the other members of its group, as word lists', () => {
    expect(index.get('pitillo')).toEqual([['pajilla'], ['sorbete']]);
    expect(index.get('sorbete')).toEqual([['pitillo'], ['pajilla']]);
    expect(index.get('poliestireno expandido')).toEqual([['icopor']]);
    expect(index.get('icopor')).toEqual([['poliestireno', 'expandido']]);
  });

  it('treats members equal after normalisation as one, and skips members with no word', () => {
    const i = buildSynonymIndex([['Pitillos', 'pitillo', 'pajilla', '¡!']]);
    expect([...i.keys()]).toEqual(['pitillo', 'pajilla']);
    expect(i.get('pitillo')).toEqual([['pajilla']]);
  });
});

describe('expandSynonyms', () => {
  it('attaches the other members to a word of a group, in the singular or the plural', () => {
    expect(shape('pitillos')).toEqual([['pitillo', ['pajilla', 'sorbete']]]);
    expect(shape('SORBETES de papel')).toEqual([
      ['sorbete', ['pitillo', 'pajilla']],
      ['de', []],
      ['papel', []],
    ]);
  });

  it('a member of several words is one term when the query holds it as a run of words', () => {
    expect(shape('poliestireno expandido blanco')).toEqual([
      ['poliestireno expandido', ['icopor']],
      ['blanco', []],
    ]);
    expect(shape('bolsas tipo camiseta')).toEqual([['bolsa tipo camiseta', ['bolsa camiseta']]]);
    expect(shape('bolsa camiseta negra')).toEqual([
      ['bolsa camiseta', ['bolsa tipo camiseta']],
      ['negra', []],
    ]);
    // Not a run: each word on its own.
    expect(shape('expandido poliestireno')).toEqual([
      ['expandido', []],
      ['poliestireno', []],
    ]);
  });

  it('prefers the longest member that starts at a word', () => {
    expect(shape('papel film')).toEqual([['papel film', ['vinipel', 'film']]]);
    expect(shape('film')).toEqual([['film', ['vinipel', 'papel film']]]);
  });

  it('only whole words trigger a synonym: a shopper still typing gets the prefix search alone', () => {
    expect(shape('piti')).toEqual([['piti', []]]);
    expect(shape('icopo')).toEqual([['icopo', []]]);
  });

  it('keeps the typed words (prefixes, typo keys) of a term that has synonyms', () => {
    const [term] = expand('pitillos');
    expect(term.words).toEqual(parseSearchQuery('pitillos'));
    expect(term.words[0].typoKeys.length).toBeGreaterThan(0);
  });

  it('an empty index or query changes nothing', () => {
    expect(expandSynonyms(parseSearchQuery('vaso 12 oz'), new Map())).toEqual(parseSearchQuery('vaso 12 oz').map((t) => ({ words: [t], synonyms: [] })));
    expect(expand('')).toEqual([]);
    expect(expand('🥤 %_')).toEqual([]);
  });
});

describe('synonymGroupProblems', () => {
  it('accepts two or more distinct members', () => {
    expect(synonymGroupProblems(['pitillo', 'pajilla'])).toEqual([]);
    expect(synonymGroupProblems(['icopor', 'poliestireno expandido', 'anime'])).toEqual([]);
  });

  it('names a member that repeats another after normalisation, or has no word, and a group of fewer than two', () => {
    expect(synonymGroupProblems(['Pitillo', 'pitillos', 'pajilla'])).toEqual([{ index: 1, problem: 'duplicate' }]);
    expect(synonymGroupProblems(['pitillo', '¡!', 'pajilla'])).toEqual([{ index: 1, problem: 'no_words' }]);
    expect(synonymGroupProblems(['Vaso', 'vasos'])).toEqual([
      { index: 1, problem: 'duplicate' },
      { index: -1, problem: 'too_few' },
    ]);
    expect(synonymGroupProblems(['pitillo'])).toEqual([{ index: -1, problem: 'too_few' }]);
  });
});
