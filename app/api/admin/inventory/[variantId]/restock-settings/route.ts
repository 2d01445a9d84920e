import { rowForRole } from '@/lib/domain/staff-permissions';
import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { updateRestockSettings } from '@/lib/services/admin/stock';
import { restockSettingsInput } from '@/lib/validation/admin/stock';

/** The variant's low-stock threshold (null: store default) and preferred provider. */
export const PATCH = apiRoute(
  staffPolicy('PATCH /api/admin/inventory/{variantId}/restock-settings'),
  async ({ req, params, principal }) => {
    const variantId = requireId(params.variantId);
    // No cost price for a VENDEDOR.
    return { variant: rowForRole(await updateRestockSettings(variantId, await parseJson(req, restockSettingsInput)), principal.rol) };
  },
);
