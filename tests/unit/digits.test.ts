import { describe, expect, it } from 'vitest';
import { wholeDigits } from '@/lib/domain/digits';

describe('wholeDigits', () => {
  it.each([
    [999, '.', 4, '999'],
    [1000, '.', 4, '1.000'],
    [1000, '.', 5, '1000'],
    [10000, '.', 5, '10.000'],
    [1234567, ',', 4, '1,234,567'],
    [-12.5, '.', 4, '13'],
    [0.4, '.', 4, '0'],
  ])('%d with %s from %i digits → %s', (value, separator, groupFrom, text) => {
    expect(wholeDigits(value, separator, groupFrom)).toBe(text);
  });
});
