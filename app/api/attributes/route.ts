import { listAttributes } from '@/lib/data/catalog';
import { cachedJson, PUBLIC_CATALOG_CACHE } from '@/lib/http/cache';
import { apiRoute, policies } from '@/lib/http/route';

export const GET = apiRoute(policies.public, async ({ req }) => {
  const attributes = await listAttributes();
  return cachedJson(req, { attributes }, PUBLIC_CATALOG_CACHE, attributes);
});
