import { apiRoute, requireId, staffPolicy } from '@/lib/http/route';
import { deliverShipment } from '@/lib/services/admin/shipments';

/** { shipment } with its order now delivered; 409 invalid_state when it is not shipped (e.g. delivered already). */
export const POST = apiRoute(staffPolicy('POST /api/admin/shipments/{id}/deliver'), async ({ params, principal }) => ({
  shipment: await deliverShipment(requireId(params.id), principal),
}));
