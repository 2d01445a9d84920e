import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { updateShipment } from '@/lib/services/admin/shipments';
import { shipmentUpdateInput } from '@/lib/validation/admin/shipments';

/** The chosen method's fields only; the other method's are cleared. { shipment } */
export const PUT = apiRoute(staffPolicy('PUT /api/admin/shipments/{id}'), async ({ req, params }) => {
  const shipmentId = requireId(params.id);
  return { shipment: await updateShipment(shipmentId, await parseJson(req, shipmentUpdateInput)) };
});
