import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CENTAVOS_MESSAGE, formatCOP, isWholePesos } from '@/lib/domain/money';
import { parsePesos } from '@/lib/domain/parse-pesos';
import { validationText } from '@/lib/i18n/validation-text';

// ICU puts a no-break space after '$'; compare as plain text.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatCOP', () => {
  it.each([
    [0, '$ 0'],
    [500, '$ 500'],
    [1500, '$ 1.500'],
    [12500, '$ 12.500'],
    [1234567, '$ 1.234.567'],
  ])('formats %i as %s', (amount, expected) => {
    expect(plain(formatCOP(amount))).toBe(expected);
  });

  it('keeps the sign and the amount together with a no-break space', () => {
    expect(formatCOP(12500)).toMatch(/^\$[\u00a0 ]12\.500$/);
  });

  it('never prints a minus zero', () => {
    expect(plain(formatCOP(-0))).toBe('$ 0');
  });

  it('shows no decimals', () => {
    expect(formatCOP(1234567)).not.toMatch(/,/);
  });

  // formatCOP is written out (no Intl on the client's critical path); it must print what ICU
  // prints for Colombian pesos, so that server and browser renders agree with each other.
  const icu = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0, minimumFractionDigits: 0 });

  it('prints what Intl prints for any whole amount, negative ones included', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (amount) => {
        expect(formatCOP(amount)).toBe(icu.format(amount === 0 ? 0 : amount));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([999, 1000, 999999, 1000000, -1000, 12.5, -12.5, 0.5, 1499.49, 1499.5])('rounds and groups %d as Intl does', (amount) => {
    expect(formatCOP(amount)).toBe(icu.format(amount));
  });

  it('never prints a minus zero for amounts that round to nothing', () => {
    expect(formatCOP(-0.4)).toBe('$\u00a00');
  });
});

describe('parsePesos', () => {
  it.each([
    [12500, 12500],
    [0, 0],
    ['12500', 12500],
    ['12.500', 12500],
    ['1.234.567', 1234567],
    ['$ 12.500', 12500],
    ['$12.500', 12500],
    ['$\u00a012.500', 12500],
    ['  12500  ', 12500],
    ['12 500', 12500],
    ['12500,00', 12500],
    ['12.500,00', 12500],
    ['12500.00', 12500],
    ['0', 0],
    ['-0', 0],
    ['007', 7],
  ] as const)('accepts %j as %i', (input, value) => {
    expect(parsePesos(input)).toEqual({ ok: true, value });
  });

  it.each([12500.5, 0.01, '12500,50', '12500,5', '12.500,01', '12500.5', '1.50', '0.500', '1234.567'] as const)(
    'rejects %j as centavos',
    (input) => {
      expect(parsePesos(input)).toEqual({ ok: false, reason: 'centavos' });
    },
  );

  it.each([-1, -12500, -0.5, '-12500', '-12.500', '-$ 12.500', '$ -12.500'] as const)('rejects %j as negative', (input) => {
    expect(parsePesos(input)).toEqual({ ok: false, reason: 'negative' });
  });

  it.each([
    NaN,
    Infinity,
    -Infinity,
    2 ** 53,
    '',
    '   ',
    '$',
    'abc',
    '12a',
    '1e5',
    '+12500',
    '12..500',
    '1.23.456',
    '12,500,000',
    '12.500.5',
    ',50',
    '12500.',
    '--5',
    '-$-5',
    '99999999999999999999',
  ] as const)('rejects %j as not a number', (input) => {
    expect(parsePesos(input)).toEqual({ ok: false, reason: 'not_a_number' });
  });

  it('reads back every amount formatCOP writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parsePesos(formatCOP(n))).toEqual({ ok: true, value: n });
      }),
    );
  });
});

describe('isWholePesos', () => {
  it('accepts integers and rejects fractions and non-finite values', () => {
    expect(isWholePesos(0)).toBe(true);
    expect(isWholePesos(12500)).toBe(true);
    expect(isWholePesos(12500.5)).toBe(false);
    expect(isWholePesos(0.1 + 0.2)).toBe(false);
    expect(isWholePesos(NaN)).toBe(false);
    expect(isWholePesos(Infinity)).toBe(false);
    expect(isWholePesos(2 ** 53)).toBe(false);
  });
});

it('states the centavos rule in Spanish', () => {
  expect(CENTAVOS_MESSAGE).toBe('Los precios van en pesos enteros, sin centavos.');
});

describe('the pesos() form field', () => {
  it('takes whole pesos up to the largest the database stores, and refuses more with a message', async () => {
    const { pesos } = await import('@/lib/validation/admin/fields');
    const { MAX_INT4 } = await import('@/lib/domain/id');
    expect(pesos().parse('$ 12.500')).toBe(12_500);
    expect(pesos().parse(MAX_INT4)).toBe(MAX_INT4);
    const tooHigh = pesos().safeParse(MAX_INT4 + 1);
    expect(tooHigh.success).toBe(false);
    expect(validationText(tooHigh.error!.issues[0].message, 'es')).toBe('El valor es demasiado alto.');
    expect(validationText(pesos().safeParse('99.999.999.999').error!.issues[0].message, 'es')).toBe('El valor es demasiado alto.');
  });
});
