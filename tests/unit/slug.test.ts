import { describe, expect, it } from 'vitest';
import { slugify } from '@/lib/domain/slug';

describe('slugify', () => {
  it.each([
    ['Vaso Térmico 12 oz', 'vaso-termico-12-oz'],
    ['Contenedor Biodegradable J1', 'contenedor-biodegradable-j1'],
    ['Cañas & Mezcladores', 'canas-mezcladores'],
    ['  Bolsa   Negra  ', 'bolsa-negra'],
    ['--Papel  Aluminio--', 'papel-aluminio'],
    ['Plato 9" (x20)', 'plato-9-x20'],
    ['ÁÉÍÓÚ Üñ', 'aeiou-un'],
    ['already-a-slug', 'already-a-slug'],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('yields only lower-case ASCII letters, digits and single inner hyphens', () => {
    for (const text of ['¿Qué tal?', 'Tapa Domo – 16 oz', 'Bolsa  ⅓', 'Vaso_50']) {
      expect(slugify(text)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
    }
  });

  it('is idempotent', () => {
    const once = slugify('Vaso Térmico 12 oz');
    expect(slugify(once)).toBe(once);
  });

  it('gives an empty slug when there is nothing to keep (callers must fall back)', () => {
    expect(slugify('¡¿?!')).toBe('');
  });
});
