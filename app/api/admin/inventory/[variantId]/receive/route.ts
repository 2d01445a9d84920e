import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { receiveStock } from '@/lib/services/admin/stock';
import { receiveStockInput } from '@/lib/validation/admin/stock';

/** Issue 24 §1 'Recibir': goods received (a 'received' movement; the unit cost becomes the cost price). */
export const POST = apiRoute(policies.staff, async ({ req, params, principal }) => {
  const variantId = requireId(params.variantId);
  return receiveStock(variantId, await parseJson(req, receiveStockInput), principal.id);
});
