import { z } from 'zod';
import { listProducts } from '@/lib/data/catalog';
import { parseStoreFilters } from '@/lib/domain/store-filters';
import { apiRoute, policies } from '@/lib/http/route';

const limitSchema = z.coerce.number().int().min(1).max(500).optional();

/** The catalogue; accepts the store's own query (search, category, attributes) and `limit`. */
export const GET = apiRoute(policies.public, async ({ req }) => {
  const params = new URLSearchParams(req.nextUrl.searchParams);
  const limit = limitSchema.parse(params.get('limit') ?? undefined);
  params.delete('limit');
  return { products: await listProducts(parseStoreFilters(params), { limit }) };
});
