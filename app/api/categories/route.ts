import { listCategoryTree } from '@/lib/data/catalog';
import { cachedJson, PUBLIC_CATALOG_CACHE } from '@/lib/http/cache';
import { apiRoute, policies } from '@/lib/http/route';

export const GET = apiRoute(policies.public, async ({ req }) => {
  const categories = await listCategoryTree();
  return cachedJson(req, { categories }, PUBLIC_CATALOG_CACHE, categories);
});
