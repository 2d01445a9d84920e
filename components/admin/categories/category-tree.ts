import type { AdminCategoryNode } from '@/lib/api-client/admin-catalog';

export type FlatCategory = { category: AdminCategoryNode; depth: number };

/** The tree in reading order (each parent before its children), with each node's depth. */
export function flattenCategories(nodes: readonly AdminCategoryNode[], depth = 0): FlatCategory[] {
  return nodes.flatMap((category) => [{ category, depth }, ...flattenCategories(category.children ?? [], depth + 1)]);
}

/** The category and everything under it: none of them may become its parent (spec 2 §5). */
export function subtreeIds(category: AdminCategoryNode): Set<number> {
  return new Set(flattenCategories([category]).map(({ category: c }) => c.id));
}

/** Parent choices when editing `editing` (or creating, when undefined). */
export function parentOptions(tree: readonly AdminCategoryNode[], editing?: AdminCategoryNode): FlatCategory[] {
  const excluded = editing ? subtreeIds(editing) : new Set<number>();
  return flattenCategories(tree).filter(({ category }) => !excluded.has(category.id));
}
