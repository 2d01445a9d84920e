import 'server-only';
import { categories } from '@/db/schema';

/** One category as the back office edits it; the tree is the storefront's (lib/data/catalog listCategoryTree). */
export type AdminCategory = {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  parentId: number | null;
  imageUrl: string | null;
};

export const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  parentId: categories.parentId,
  imageUrl: categories.imageUrl,
};
