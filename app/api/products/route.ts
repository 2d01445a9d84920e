import { z } from 'zod';
import { listProducts } from '@/lib/data/catalog';
import { parseStoreFilters } from '@/lib/domain/store-filters';
import { PUBLIC_CATALOG_CACHE, precompressedJson } from '@/lib/http/cache';
import { apiRoute, parseQuery, policies } from '@/lib/http/route';

// The whole catalogue is megabytes of JSON: it is compressed once per catalogue version
// (precompressedJson), not by the server on every request.
// `limit` and `offset` page the list; every other parameter is the store's own query
// (search, category, attributes), so the API and /tienda filter identically.
const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

export const GET = apiRoute(policies.public, async ({ req }) => {
  const { limit, offset } = parseQuery(req, pageSchema);
  const params = new URLSearchParams(req.nextUrl.searchParams);
  params.delete('limit');
  params.delete('offset');
  const products = await listProducts(parseStoreFilters(params), { limit, offset });
  return precompressedJson(req, { products }, PUBLIC_CATALOG_CACHE, products);
});
