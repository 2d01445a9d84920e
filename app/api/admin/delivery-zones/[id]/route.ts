import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { deleteDeliveryZone, updateDeliveryZone } from '@/lib/services/admin/delivery-rules';
import { deliveryZoneInput } from '@/lib/validation/admin/delivery-rules';

export const PUT = apiRoute(policies.admin, async ({ req, params }) => {
  const id = requireId(params.id);
  return { zone: await updateDeliveryZone(id, await parseJson(req, deliveryZoneInput)) };
});

export const DELETE = apiRoute(policies.admin, async ({ params }) => {
  await deleteDeliveryZone(requireId(params.id));
  return { success: true };
});
