import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { deleteShippingRateGroup, updateShippingRateGroup } from '@/lib/services/admin/delivery-rules';
import { shippingRateGroupInput } from '@/lib/validation/admin/delivery-rules';

export const PUT = apiRoute(staffPolicy('PUT /api/admin/shipping-rate-groups/{id}'), async ({ req, params }) => {
  const id = requireId(params.id);
  return { group: await updateShippingRateGroup(id, await parseJson(req, shippingRateGroupInput)) };
});

export const DELETE = apiRoute(staffPolicy('DELETE /api/admin/shipping-rate-groups/{id}'), async ({ params }) => {
  await deleteShippingRateGroup(requireId(params.id));
  return { success: true };
});
