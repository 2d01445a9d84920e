/**
 * The NIT (Número de Identificación Tributaria) and its check digit (dígito de verificación),
 * computed with DIAN's modulus-11 rule: the digits, right to left, times 3, 7, 13, 17, 19, 23,
 * 29, 37, 41, 43, 47, 53, 59, 67, 71; the sum modulo 11 is the digit when it is 0 or 1, else
 * 11 minus it. Entered and shown as '900123456-8'; stored as number and digit.
 */

const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

/** What the field error names: the format people must type. */
export const NIT_FORMAT = '900123456-8';

export function nitCheckDigit(number: string): number {
  if (!/^\d{1,15}$/.test(number)) throw new RangeError('A NIT has 1 to 15 digits');
  let sum = 0;
  for (let i = 0; i < number.length; i++) sum += Number(number[number.length - 1 - i]) * WEIGHTS[i];
  const r = sum % 11;
  return r > 1 ? 11 - r : r;
}

export type ParsedNit =
  | { ok: true; number: string; checkDigit: number; formatted: string }
  | { ok: false; reason: 'format' }
  /** The digit typed is not the number's: `expected` is the one DIAN's rule gives for `number`. */
  | { ok: false; reason: 'check_digit'; number: string; expected: number };

/**
 * '900.123.456-8', '900123456-8' or '900123456 - 8' → number and digit. The dash (or space)
 * before the digit is required: without it nobody can tell the digit from the number.
 */
export function parseNit(text: string): ParsedNit {
  const match = /^\s*([0-9][0-9.]*[0-9]|[0-9])\s*[-\s]\s*([0-9])\s*$/.exec(text);
  if (!match) return { ok: false, reason: 'format' };
  const grouped = match[1];
  if (grouped.includes('.') && !/^\d{1,3}(\.\d{3})+$/.test(grouped)) return { ok: false, reason: 'format' };
  const number = grouped.replaceAll('.', '').replace(/^0+(?=\d)/, '');
  if (number.length < 6 || number.length > 15) return { ok: false, reason: 'format' };
  const expected = nitCheckDigit(number);
  const checkDigit = Number(match[2]);
  if (checkDigit !== expected) return { ok: false, reason: 'check_digit', number, expected };
  return { ok: true, number, checkDigit, formatted: `${number}-${checkDigit}` };
}
