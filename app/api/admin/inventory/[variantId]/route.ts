import { refuseCostUnlessAllowed, refusePriceChangeUnlessAllowed } from '@/lib/auth/guards';
import { rowForRole } from '@/lib/domain/staff-permissions';
import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { updateInventoryCell } from '@/lib/services/admin/inventory';
import { inventoryPatch } from '@/lib/validation/admin/inventory';

/** A VENDEDOR edits stock; the cost is ADMIN only (403), prices too unless the store lets sellers change them. */
export const PATCH = apiRoute(staffPolicy('PATCH /api/admin/inventory/{variantId}'), async ({ req, params, principal }) => {
  const variantId = requireId(params.variantId);
  const patch = await parseJson(req, inventoryPatch);
  refuseCostUnlessAllowed(principal, patch.field === 'costPrice');
  await refusePriceChangeUnlessAllowed(principal, patch.field === 'price' || patch.field === 'salePrice');
  const variant = await updateInventoryCell(variantId, patch, principal.id);
  return { variant: rowForRole(variant, principal.rol) };
});
