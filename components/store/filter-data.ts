import type { PublicCategory } from '@/lib/data/catalog';

/** What the filters (client components) need of a category: no description or picture in the flight data. */
export type FilterCategory = { id: number; name: string; children: FilterCategory[] };

export function filterCategories(tree: readonly PublicCategory[]): FilterCategory[] {
  return tree.map(({ id, name, children }) => ({ id, name, children: filterCategories(children) }));
}
