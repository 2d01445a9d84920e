import { getVariantAvailability } from '@/lib/data/availability';
import { apiRoute, json, parseQuery, policies } from '@/lib/http/route';
import { availabilityQuery } from '@/lib/validation/availability';

/**
 * GET /api/products/availability?variantIds=1,2,3 (docs/packs-and-stock.md): stock and today's prices of
 * up to 100 variants in one answer, never cached (stock moves with every order). Public: the
 * storefront shows 'Quedan N' and caps quantities to it.
 */
export const GET = apiRoute(policies.public, async ({ req }) => {
  const { variantIds } = parseQuery(req, availabilityQuery);
  return json(await getVariantAvailability(variantIds), { headers: { 'Cache-Control': 'no-store' } });
});
