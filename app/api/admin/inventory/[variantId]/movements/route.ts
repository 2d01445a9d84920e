import { listStockMovements } from '@/lib/data/admin/stock';
import { apiRoute, parseQuery, policies, requireId } from '@/lib/http/route';
import { movementsQuery } from '@/lib/validation/admin/stock';

/** Issue 24 §1: a variant's stock history, newest first, paginated. */
export const GET = apiRoute(policies.staff, async ({ req, params }) => {
  const variantId = requireId(params.variantId);
  const { page, pageSize } = parseQuery(req, movementsQuery);
  return listStockMovements(variantId, page, pageSize);
});
