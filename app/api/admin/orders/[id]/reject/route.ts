import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { rejectOrder } from '@/lib/services/admin/orders';
import { orderReasonInput } from '@/lib/validation/admin/orders';

/** Body optional ({ reason? }). { order } now cancelled, stock restored; 409 invalid_state unless pending confirmation. */
export const POST = apiRoute(staffPolicy('POST /api/admin/orders/{id}/reject'), async ({ req, params, principal }) => {
  const orderId = requireId(params.id);
  const input = req.headers.has('content-type') ? await parseJson(req, orderReasonInput) : orderReasonInput.parse({});
  return { order: await rejectOrder(orderId, input, principal) };
});
