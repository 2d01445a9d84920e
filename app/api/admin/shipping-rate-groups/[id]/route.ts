import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { deleteShippingRateGroup, updateShippingRateGroup } from '@/lib/services/admin/delivery-rules';
import { shippingRateGroupInput } from '@/lib/validation/admin/delivery-rules';

export const PUT = apiRoute(policies.admin, async ({ req, params }) => {
  const id = requireId(params.id);
  return { group: await updateShippingRateGroup(id, await parseJson(req, shippingRateGroupInput)) };
});

export const DELETE = apiRoute(policies.admin, async ({ params }) => {
  await deleteShippingRateGroup(requireId(params.id));
  return { success: true };
});
