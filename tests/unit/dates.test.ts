import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, steadyDayPeriod } from '@/lib/domain/dates';

describe('order dates', () => {
  it("shows '22 nov 2026' in Spanish and the English short form", () => {
    expect(formatDate('2026-11-22T15:04:00Z', 'es')).toBe('22 nov 2026');
    expect(formatDate('2026-11-22T15:04:00Z', 'en')).toBe('Nov 22, 2026');
  });

  it('uses Colombian time: 11 p.m. in Cúcuta is still the same day', () => {
    expect(formatDate('2026-11-23T04:00:00Z', 'es')).toBe('22 nov 2026');
  });

  it('adds the time when asked', () => {
    expect(formatDateTime('2026-11-22T15:04:00Z', 'es')).toMatch(/^22 nov 2026, 10:04\sa\.\sm\.$/);
    expect(formatDateTime('2026-11-22T15:04:00Z', 'en')).toMatch(/^Nov 22, 2026, 10:04\sAM$/);
  });

  it('writes the time the same whatever ICU the runtime has, so server and browser agree (no hydration error)', () => {
    expect(formatDateTime('2026-11-22T15:04:00Z', 'es')).toBe('22 nov 2026, 10:04\u00a0a.\u00a0m.');
    expect(formatDateTime('2026-11-22T21:30:00Z', 'en')).toBe('Nov 22, 2026, 4:30\u00a0PM');
    // What Node's ICU and Chromium's each write for the same instant.
    for (const text of ['10:04\u202fa.\u202fm.', '10:04 a. m.', '10:04\u00a0a. m.', '10:04 a.m.']) {
      expect(steadyDayPeriod(text)).toBe('10:04\u00a0a.\u00a0m.');
    }
    expect(steadyDayPeriod('10:04\u202fAM')).toBe(steadyDayPeriod('10:04 AM'));
  });
});
