import { rowForRole } from '@/lib/domain/staff-permissions';
import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { adjustStock } from '@/lib/services/admin/stock';
import { adjustStockInput } from '@/lib/validation/admin/stock';

/** 'Ajustar': a count or a change, with a reason (conteo, daño, pérdida, otro). */
export const POST = apiRoute(staffPolicy('POST /api/admin/inventory/{variantId}/adjust'), async ({ req, params, principal }) => {
  const variantId = requireId(params.variantId);
  const result = await adjustStock(variantId, await parseJson(req, adjustStockInput), principal.id);
  // No cost price for a VENDEDOR.
  return { ...result, variant: rowForRole(result.variant, principal.rol) };
});
