import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countValues, formatCount } from '@/lib/i18n/count';

// formatCount replaces ICU's `#` in client-rendered plural messages: it must print the same text.
const icu = { es: new Intl.NumberFormat('es'), en: new Intl.NumberFormat('en') };

describe('formatCount', () => {
  it.each([
    ['es', 1, '1'],
    ['es', 999, '999'],
    ['es', 1000, '1000'],
    ['es', 10000, '10.000'],
    ['es', 1234567, '1.234.567'],
    ['en', 999, '999'],
    ['en', 1000, '1,000'],
    ['en', 1234567, '1,234,567'],
  ] as const)('%s %i → %s', (locale, count, text) => {
    expect(formatCount(count, locale)).toBe(text);
  });

  it('prints what Intl prints for any whole count, in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom('es' as const, 'en' as const), (count, locale) => {
        expect(formatCount(count, locale)).toBe(icu[locale].format(count === 0 ? 0 : count));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the plural selector the number and the text its digits', () => {
    expect(countValues(12000, 'es')).toEqual({ count: 12000, n: '12.000' });
  });
});
