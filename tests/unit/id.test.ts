import { describe, expect, it } from 'vitest';
import { parseOrderIdParam } from '@/lib/domain/order-id';

describe('parseOrderIdParam', () => {
  it('reads a positive integer id', () => {
    expect(parseOrderIdParam('1')).toBe(1);
    expect(parseOrderIdParam('2147483647')).toBe(2147483647);
  });

  it.each(['', '0', '007', '-1', '1.5', '1e3', '42abc', ' 42', '2147483648', '99999999999'])('rejects %j', (value) => {
    expect(parseOrderIdParam(value)).toBeNull();
  });

  it('rejects a missing value', () => {
    expect(parseOrderIdParam(undefined)).toBeNull();
  });
});
