import { describe, expect, it } from 'vitest';
import { negotiateCoding } from '@/lib/http/cache';

const ready = { gzip: true, br: true };

describe('negotiateCoding (Accept-Encoding, RFC 9110 §12.5.3)', () => {
  it.each([
    [null, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, identity;q=1', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['identity;q=0, *;q=0', 'identity'],
  ])('%j → %s when every coding is ready', (header, coding) => {
    expect(negotiateCoding(header, ready)).toBe(coding);
  });

  it('a preferred coding still compressing gives way to a ready one, or to gzip (the quick one)', () => {
    expect(negotiateCoding('br, gzip', { gzip: true })).toBe('gzip');
    expect(negotiateCoding('br, gzip', {})).toBe('gzip');
    expect(negotiateCoding('br', {})).toBe('br');
    expect(negotiateCoding('br, identity;q=0.1', {})).toBe('br');
    expect(negotiateCoding('gzip;q=0.5, identity', {})).toBe('identity');
  });
});
