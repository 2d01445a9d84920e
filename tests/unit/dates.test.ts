import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '@/lib/domain/dates';

describe('order dates', () => {
  it("shows '22 nov 2026' in Spanish and the English short form", () => {
    expect(formatDate('2026-11-22T15:04:00Z', 'es')).toBe('22 nov 2026');
    expect(formatDate('2026-11-22T15:04:00Z', 'en')).toBe('Nov 22, 2026');
  });

  it('uses Colombian time: 11 p.m. in Cúcuta is still the same day', () => {
    expect(formatDate('2026-11-23T04:00:00Z', 'es')).toBe('22 nov 2026');
  });

  it('adds the time when asked', () => {
    expect(formatDateTime('2026-11-22T15:04:00Z', 'es')).toMatch(/^22 nov 2026, 10:04 a\.\s?m\.$/);
    expect(formatDateTime('2026-11-22T15:04:00Z', 'en')).toMatch(/^Nov 22, 2026, 10:04\sAM$/);
  });
});
