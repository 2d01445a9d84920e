import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { updateRestockSettings } from '@/lib/services/admin/stock';
import { restockSettingsInput } from '@/lib/validation/admin/stock';

/** Issue 24 §1-2: the variant's low-stock threshold (null: store default) and preferred provider. */
export const PATCH = apiRoute(policies.staff, async ({ req, params }) => {
  const variantId = requireId(params.variantId);
  return { variant: await updateRestockSettings(variantId, await parseJson(req, restockSettingsInput)) };
});
