import { apiRoute, requireId, staffPolicy } from '@/lib/http/route';
import { startProcessingOrder } from '@/lib/services/admin/orders';

/** { order } now processing; 409 invalid_state unless paid and not yet prepared. */
export const POST = apiRoute(staffPolicy('POST /api/admin/orders/{id}/processing'), async ({ params, principal }) => ({
  order: await startProcessingOrder(requireId(params.id), principal),
}));
