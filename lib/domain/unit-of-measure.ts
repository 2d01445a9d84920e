/**
 * The 'Unidad de Medida' attribute is special: a variant's unit is its own column, and the store
 * filters on it there. Its own module so the product page's script does not carry the store's
 * filter code (lib/domain/store-filters.ts) for one comparison.
 */
const UNIT_ATTRIBUTE = 'unidad de medida';

export function isUnitOfMeasureAttribute(name: string): boolean {
  return name.trim().toLowerCase() === UNIT_ATTRIBUTE;
}
