import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, normalizePhone, phoneHref, phoneKind, whatsappHref } from '@/lib/domain/phone';

describe('normalizePhone: Colombian mobiles and landlines, one stored form', () => {
  it.each([
    ['3001234567', '+573001234567'],
    ['300 123 4567', '+573001234567'],
    ['300-123-4567', '+573001234567'],
    ['300.123.4567', '+573001234567'],
    ['(300) 123 4567', '+573001234567'],
    ['+57 300 123 4567', '+573001234567'],
    ['+573001234567', '+573001234567'],
    ['57 300 123 4567', '+573001234567'],
    ['(+57) 315-987-6543', '+573159876543'],
    ['  321 000 0000  ', '+573210000000'],
    ['607 571 2345', '+576075712345'],
    ['(607) 571-2345', '+576075712345'],
    ['+57 601 234 5678', '+576012345678'],
    ['576045551234', '+576045551234'],
  ])('%j → %s', (input, canonical) => {
    expect(normalizePhone(input)).toBe(canonical);
    expect(isValidPhone(input)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['300 123 456', 'nine digits (too short)'],
    ['300 123 45678', 'eleven digits (too long)'],
    ['+57 300 123 45', 'too short after +57'],
    ['300123456789', 'twelve digits not starting with 57'],
    ['5712345678', 'ten digits starting with 57 but neither mobile nor landline'],
    ['300 ABC 4567', 'letters'],
    ['300 123 4567 ext 2', 'an extension'],
    ['3OO 123 4567', 'letter O for zero'],
    ['+1 300 123 4567', 'another country code'],
    ['+58 300 123 4567', 'Venezuela'],
    ['300+1234567', 'a plus in the middle'],
    ['++57 300 123 4567', 'two plus signs'],
    ['0057 300 123 4567', 'the international 00 prefix'],
    ['7 571 2345', 'old landline with its one-digit area code'],
    ['(7) 5712345', 'old landline with the area in parentheses'],
    ['57 7 571 2345', 'old landline after 57'],
    ['037 571 2345', 'old long-distance prefix'],
    ['603 571 2345', 'unassigned area 603'],
    ['600 571 2345', 'area 600'],
    ['609 571 2345', 'area 609'],
    ['200 123 4567', 'starts with 2'],
    ['300_123_4567', 'underscores'],
    ['300/123/4567', 'slashes'],
    ['300\u00a0123\u202e4567', 'a bidi override among the digits'],
    ['３００ １２３ ４５６７', 'full-width digits'],
    ['3'.repeat(40), 'far too long'],
  ])('%j is refused (%s)', (input) => {
    expect(normalizePhone(input)).toBeNull();
    expect(isValidPhone(input)).toBe(false);
  });
});

describe('phoneKind', () => {
  it('tells mobiles from landlines', () => {
    expect(phoneKind('+573001234567')).toBe('mobile');
    expect(phoneKind('607 571 2345')).toBe('landline');
    expect(phoneKind('12')).toBeNull();
  });
});

describe('formatPhone', () => {
  it('groups the national digits 3-3-4, from any accepted form', () => {
    expect(formatPhone('+573001234567')).toBe('300 123 4567');
    expect(formatPhone('57-300-123-4567')).toBe('300 123 4567');
    expect(formatPhone('+576075712345')).toBe('607 571 2345');
  });

  it('shows an old stored value that is not a valid number as it is', () => {
    expect(formatPhone('5712345')).toBe('5712345');
  });
});

describe('links', () => {
  it('tel: carries the canonical form; null when not a number', () => {
    expect(phoneHref('300 123 4567')).toBe('tel:+573001234567');
    expect(phoneHref('+576075712345')).toBe('tel:+576075712345');
    expect(phoneHref('llámame')).toBeNull();
  });

  it('WhatsApp (wa.me with the digits) for mobiles only', () => {
    expect(whatsappHref('+573001234567')).toBe('https://wa.me/573001234567');
    expect(whatsappHref('+576075712345')).toBeNull();
    expect(whatsappHref('abc')).toBeNull();
  });
});
