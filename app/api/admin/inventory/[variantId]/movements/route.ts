import { listStockMovements } from '@/lib/data/admin/stock';
import { can } from '@/lib/domain/staff-permissions';
import { apiRoute, parseQuery, requireId, staffPolicy } from '@/lib/http/route';
import { movementsQuery } from '@/lib/validation/admin/stock';

/** A variant's stock history, newest first, paginated. Unit costs for ADMIN only. */
export const GET = apiRoute(staffPolicy('GET /api/admin/inventory/{variantId}/movements'), async ({ req, params, principal }) => {
  const variantId = requireId(params.variantId);
  const { page, pageSize } = parseQuery(req, movementsQuery);
  const result = await listStockMovements(variantId, page, pageSize);
  if (can(principal.rol, 'seeCosts')) return result;
  return { ...result, movements: result.movements.map(({ unitCost: _unitCost, ...movement }) => movement) };
});
