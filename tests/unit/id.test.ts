import { describe, expect, it } from 'vitest';
import { MAX_INT4, parseId } from '@/lib/domain/id';

describe('parseId', () => {
  it('reads a plain positive integer up to the largest PostgreSQL integer', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('42')).toBe(42);
    expect(parseId('2147483647')).toBe(2147483647);
    expect(MAX_INT4).toBe(2 ** 31 - 1);
  });

  it.each([
    ['zero', '0'],
    ['negative', '-1'],
    ['negative zero', '-0'],
    ['2^31', '2147483648'],
    ['eleven digits', '99999999999'],
    ['exponent', '1e3'],
    ['leading space', ' 12'],
    ['trailing space', '12 '],
    ['leading zero', '012'],
    ['zeros only', '007'],
    ['decimal', '1.5'],
    ['decimal zero', '1.0'],
    ['hex', '0x10'],
    ['plus sign', '+5'],
    ['digits then text', '42abc'],
    ['empty', ''],
  ])('rejects %s (%j)', (_label, value) => {
    expect(parseId(value)).toBeNull();
  });

  it('rejects a missing value', () => {
    expect(parseId(undefined)).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});
