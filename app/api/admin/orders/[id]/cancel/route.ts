import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { cancelOrderByStaff } from '@/lib/services/admin/orders';
import { orderCancelInput } from '@/lib/validation/admin/orders';

/**
 * Both roles: { reason } → { order } cancelled, its reservation released, the
 * customer e-mailed; 409 invalid_state once it is paid or has left.
 */
export const POST = apiRoute(staffPolicy('POST /api/admin/orders/{id}/cancel'), async ({ req, params, principal }) => {
  const orderId = requireId(params.id);
  const input = await parseJson(req, orderCancelInput);
  return { order: await cancelOrderByStaff(orderId, input, principal) };
});
