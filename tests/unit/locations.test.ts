import { describe, expect, it } from 'vitest';
import { filterLocationOptions, findLocationOption, normalizeLocationText, sortLocations } from '@/lib/domain/locations';

const cities = ['Ábrego', 'Cúcuta', 'Cucutilla', 'El Zulia', 'Los Patios', 'San José de Cúcuta Norte', 'Villa del Rosario'];

describe('locations', () => {
  it('sorts departments and cities in Spanish order, accents beside their letter', () => {
    const sorted = sortLocations([
      { department: 'Norte de Santander', cities: ['Cúcuta', 'Ábrego', 'Abejorral', 'Chinácota', 'Zulia'] },
      { department: 'Atlántico', cities: [] },
      { department: 'Ñ imaginario', cities: [] },
      { department: 'Nariño', cities: [] },
      { department: 'Oriente', cities: [] },
    ]);
    expect(sorted.map((d) => d.department)).toEqual(['Atlántico', 'Nariño', 'Norte de Santander', 'Ñ imaginario', 'Oriente']);
    expect(sorted[2].cities).toEqual(['Abejorral', 'Ábrego', 'Chinácota', 'Cúcuta', 'Zulia']);
  });

  it('normalises case, accents, spaces and punctuation', () => {
    expect(normalizeLocationText('  Bogotá, D.C. ')).toBe('bogotadc');
    expect(normalizeLocationText('NARIÑO')).toBe('narino');
  });

  it('filters ignoring case, spaces and accents, prefix matches first', () => {
    expect(filterLocationOptions(cities, 'CUCUT')).toEqual(['Cúcuta', 'Cucutilla', 'San José de Cúcuta Norte']);
    expect(filterLocationOptions(cities, 'cúcuta')).toEqual(['Cúcuta', 'San José de Cúcuta Norte']);
    expect(filterLocationOptions(cities, 'elzu')).toEqual(['El Zulia']);
    expect(filterLocationOptions(cities, 'los  patios')).toEqual(['Los Patios']);
    expect(filterLocationOptions(cities, 'villa del r')).toEqual(['Villa del Rosario']);
    expect(filterLocationOptions(cities, 'xyz')).toEqual([]);
    expect(filterLocationOptions(cities, '  ')).toEqual(cities);
  });

  it('finds the option a typed text stands for', () => {
    expect(findLocationOption(cities, 'cucuta')).toBe('Cúcuta');
    expect(findLocationOption(cities, 'cucu')).toBeNull();
    expect(findLocationOption(cities, '')).toBeNull();
  });
});
