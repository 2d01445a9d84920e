import { z } from 'zod';

/**
 * `limit` and `offset` page GET /api/products; every other parameter is the store's own query
 * (search, category, attributes), read by lib/domain/store-filters, so the API and /tienda
 * filter identically.
 */
export const productPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
