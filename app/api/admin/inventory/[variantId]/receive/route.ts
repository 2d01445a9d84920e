import { refuseCostUnlessAllowed } from '@/lib/auth/guards';
import { rowForRole } from '@/lib/domain/staff-permissions';
import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { receiveStock } from '@/lib/services/admin/stock';
import { receiveStockInput } from '@/lib/validation/admin/stock';

/**
 * 'Recibir': goods received (a 'received' movement; the unit cost becomes the cost price).
 * A VENDEDOR receives goods without a unit cost (403 if one is sent) and gets no cost back.
 */
export const POST = apiRoute(staffPolicy('POST /api/admin/inventory/{variantId}/receive'), async ({ req, params, principal }) => {
  const variantId = requireId(params.variantId);
  const input = await parseJson(req, receiveStockInput);
  refuseCostUnlessAllowed(principal, input.unitCost !== null);
  const result = await receiveStock(variantId, input, principal.id);
  return { ...result, variant: rowForRole(result.variant, principal.rol) };
});
