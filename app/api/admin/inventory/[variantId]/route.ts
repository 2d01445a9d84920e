import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { updateInventoryCell } from '@/lib/services/admin/inventory';
import { inventoryPatch } from '@/lib/validation/admin/inventory';

export const PATCH = apiRoute(policies.staff, async ({ req, params, principal }) => {
  const variantId = requireId(params.variantId);
  return { variant: await updateInventoryCell(variantId, await parseJson(req, inventoryPatch), principal.id) };
});
