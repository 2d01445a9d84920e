import { apiRoute, requireId, staffPolicy } from '@/lib/http/route';
import { approveOrder } from '@/lib/services/admin/orders';

/** { order } now paid; 409 invalid_state unless it was pending confirmation. */
export const POST = apiRoute(staffPolicy('POST /api/admin/orders/{id}/approve'), async ({ params, principal }) => ({
  order: await approveOrder(requireId(params.id), principal),
}));
