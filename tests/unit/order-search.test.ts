import { describe, expect, it } from 'vitest';
import { colombiaDayEnd, colombiaDayStart, colombiaToday, orderSearchTerms } from '@/lib/domain/order-search';
import { isCalendarDay } from '@/lib/validation/admin/orders';

describe('order search terms (issue 25 §2)', () => {
  it('an order number with or without #', () => {
    expect(orderSearchTerms('1042').orderNumber).toBe(1042);
    expect(orderSearchTerms('#1042').orderNumber).toBe(1042);
    expect(orderSearchTerms('# 1042').orderNumber).toBe(1042);
    expect(orderSearchTerms('0').orderNumber).toBeNull();
    expect(orderSearchTerms('99999999999').orderNumber).toBeNull();
    expect(orderSearchTerms('10 42').orderNumber).toBeNull();
  });

  it('a phone by its digits, with +57 dropped; too few digits mean no phone', () => {
    expect(orderSearchTerms('300 123 4567').phoneDigits).toBe('3001234567');
    expect(orderSearchTerms('+57 (300) 123-4567').phoneDigits).toBe('3001234567');
    expect(orderSearchTerms('573001234567').phoneDigits).toBe('3001234567');
    expect(orderSearchTerms('123').phoneDigits).toBeNull();
    expect(orderSearchTerms('ana 3001234567').phoneDigits).toBeNull();
  });

  it('a document by its letters and digits; names are not documents', () => {
    expect(orderSearchTerms('900.123.456-7').documentPattern).toBe('%9001234567%');
    expect(orderSearchTerms('Ana María').documentPattern).toBeNull();
  });

  it('escapes LIKE wildcards in the text pattern', () => {
    expect(orderSearchTerms('50%_off\\').pattern).toBe('%50\\%\\_off\\\\%');
  });
});

describe("Colombia's days (UTC−5, no daylight saving)", () => {
  it('a day starts at 05:00 UTC and ends before the next day’s', () => {
    expect(colombiaDayStart('2026-11-20').toISOString()).toBe('2026-11-20T05:00:00.000Z');
    expect(colombiaDayEnd('2026-11-20').toISOString()).toBe('2026-11-21T05:00:00.000Z');
    expect(colombiaDayEnd('2026-12-31').toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  it('today is Colombia’s date, not UTC’s', () => {
    expect(colombiaToday(new Date('2026-11-21T04:59:59Z'))).toBe('2026-11-20');
    expect(colombiaToday(new Date('2026-11-21T05:00:00Z'))).toBe('2026-11-21');
  });

  it('only real calendar days are accepted', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('26-11-2026')).toBe(false);
    expect(isCalendarDay('1999-12-31')).toBe(false);
  });
});
