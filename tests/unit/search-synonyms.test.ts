import { describe, expect, it } from 'vitest';
import { seedSearchSynonyms } from '@/db/seed-data';
import {
  parseSearchQuery,
  SYNONYM_MAX_CHARS,
  SYNONYM_MAX_MEMBERS,
  synonymGroupProblems,
  synonymKey,
  synonymKeys,
  synonymSpans,
} from '@/lib/domain/search';

const spans = (query: string) => synonymSpans(parseSearchQuery(query));

describe('synonymKey', () => {
  it('normalises a member like a query: accents, case, plurals, sizes', () => {
    expect(synonymKey('Bolsas tipo Camiseta')).toBe('bolsa tipo camiseta');
    expect(synonymKey('  Pirotín ')).toBe('pirotin');
    expect(synonymKey('Vaso 12 onzas')).toBe('vaso 12oz');
    expect(synonymKey('%% ¿? ')).toBe('');
  });
});

describe('synonymKeys', () => {
  it('keeps one key per member, distinct and never empty', () => {
    expect(synonymKeys(['Pitillos', 'pitillo', 'Pajilla', '¡!', 'Bolsa tipo camiseta'])).toEqual([
      'pitillo',
      'pajilla',
      'bolsa tipo camiseta',
    ]);
  });
});

describe('synonymSpans', () => {
  it('gives a one-word query its own key, singular: the key a member must have to expand it', () => {
    expect(spans('Pitillos')).toEqual([['pitillo']]);
    expect(spans('luces')).toEqual([['luz']]);
  });

  it('gives each word every run of consecutive words that holds it, so a phrase member is found wherever it sits', () => {
    expect(spans('bolsas tipo camiseta')).toEqual([
      ['bolsa', 'bolsa tipo', 'bolsa tipo camiseta'],
      ['bolsa tipo', 'bolsa tipo camiseta', 'tipo', 'tipo camiseta'],
      ['bolsa tipo camiseta', 'tipo camiseta', 'camiseta'],
    ]);
    // The words of 'poliestireno expandido' in the other order are no run of it.
    expect(spans('expandido poliestireno').flat()).not.toContain('poliestireno expandido');
    expect(spans('icopor poliestireno expandido')[2]).toContain('poliestireno expandido');
  });

  it('spells a run with a diminutive both ways, so it reaches the members of its plain word', () => {
    expect(spans('platicos hondos')[1]).toEqual(['platico hondo', 'plato hondo', 'hondo']);
    expect(spans('vasito')).toEqual([['vasito', 'vaso']]);
    // Eight diminutives: at most 2^8 spellings of the longest run, under a thousand keys a word.
    const all = spans('vasitos bolsitas platicos copitas tacitas cucharitas pancitos gatitos');
    expect(Math.max(...all.map((keys) => keys.length))).toBeLessThan(1000);
  });

  it('only whole query words form keys: a shopper still typing has none of a member', () => {
    expect(spans('piti')).toEqual([['piti']]);
  });

  it('stays small at the longest query (8 words): 8 × 9 / 2 runs, at most 20 per word', () => {
    const all = spans('a b c d e f g h i j k');
    expect(all).toHaveLength(8);
    expect(new Set(all.flat()).size).toBe(36);
    expect(Math.max(...all.map((keys) => keys.length))).toBe(20);
    expect(spans('')).toEqual([]);
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

describe('the seeded synonym groups', () => {
  it('are each valid as staff would save them, and no member is in two groups', () => {
    const owner = new Map<string, number>();
    seedSearchSynonyms.forEach((group, index) => {
      expect(synonymGroupProblems(group), group.join(', ')).toEqual([]);
      expect(group.length).toBeLessThanOrEqual(SYNONYM_MAX_MEMBERS);
      for (const member of group) expect(member.length, member).toBeLessThanOrEqual(SYNONYM_MAX_CHARS);
      for (const key of synonymKeys(group)) {
        expect(owner.get(key), `«${key}» in groups ${owner.get(key)} and ${index}`).toBeUndefined();
        owner.set(key, index);
      }
    });
  });
});
