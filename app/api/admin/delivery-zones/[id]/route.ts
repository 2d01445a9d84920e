import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { deleteDeliveryZone, updateDeliveryZone } from '@/lib/services/admin/delivery-rules';
import { deliveryZoneInput } from '@/lib/validation/admin/delivery-rules';

export const PUT = apiRoute(staffPolicy('PUT /api/admin/delivery-zones/{id}'), async ({ req, params }) => {
  const id = requireId(params.id);
  return { zone: await updateDeliveryZone(id, await parseJson(req, deliveryZoneInput)) };
});

export const DELETE = apiRoute(staffPolicy('DELETE /api/admin/delivery-zones/{id}'), async ({ params }) => {
  await deleteDeliveryZone(requireId(params.id));
  return { success: true };
});
