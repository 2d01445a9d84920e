import { describe, expect, it } from 'vitest';
import { brebKeyKind, normalizeBrebKey } from '@/lib/domain/breb-key';

describe('Bre-B keys', () => {
  it.each([
    ['@ecoplast', 'alias'],
    ['ECOPLAST2024', 'alias'],
    ['@eco.plast-co', 'alias'],
    ['3001234567', 'phone'],
    ['+57 300 123 4567', 'phone'],
    ['ventas@tienda.co', 'email'],
    ['Ventas@Tienda.CO', 'email'],
    ['1.020.304.050', 'document'],
    ['901234567', 'document'],
  ])('reads %s as a %s key', (raw, kind) => {
    expect(brebKeyKind(raw)).toBe(kind);
  });

  it.each(['', '   ', '@', '@a', 'hola mundo', 'key!', '@eco_', '1234', 'a'.repeat(61), 'ventas@tienda'])('refuses %j', (raw) => {
    expect(brebKeyKind(raw)).toBeNull();
  });

  it('stores numbers without separators and e-mails in lower case', () => {
    expect(normalizeBrebKey(' +57 300 123 4567 ')).toBe('3001234567');
    expect(normalizeBrebKey('1.020.304.050')).toBe('1020304050');
    expect(normalizeBrebKey('Ventas@Tienda.CO')).toBe('ventas@tienda.co');
    expect(normalizeBrebKey(' @EcoPlast ')).toBe('@EcoPlast');
  });
});
