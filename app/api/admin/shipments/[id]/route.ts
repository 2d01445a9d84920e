import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { updateShipment } from '@/lib/services/admin/shipments';
import { shipmentUpdateInput } from '@/lib/validation/admin/shipments';

/** The chosen method's fields only; the other method's are cleared. { shipment } */
export const PUT = apiRoute(policies.staff, async ({ req, params }) => {
  const shipmentId = requireId(params.id);
  return { shipment: await updateShipment(shipmentId, await parseJson(req, shipmentUpdateInput)) };
});
