import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { refundOrder } from '@/lib/services/admin/orders';
import { orderReasonInput } from '@/lib/validation/admin/orders';

/**
 * Body optional ({ reason? }). { order } now refunded; stock restored unless already shipped.
 * Only an ADMIN refunds.
 */
export const POST = apiRoute(staffPolicy('POST /api/admin/orders/{id}/refund'), async ({ req, params, principal }) => {
  const orderId = requireId(params.id);
  const input = req.headers.has('content-type') ? await parseJson(req, orderReasonInput) : orderReasonInput.parse({});
  return { order: await refundOrder(orderId, input, principal) };
});
