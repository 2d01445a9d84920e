import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { recordCashPayment } from '@/lib/services/admin/orders';
import { cashPaymentInput } from '@/lib/validation/admin/orders';

/**
 * Cash on delivery (docs/delivery.md): { amountReceived, note? } → { order } now paid (and
 * delivered if it was shipped). 409 invalid_state unless it is a cash-on-delivery order in
 * pending_confirmation whose goods already left.
 */
export const POST = apiRoute(staffPolicy('POST /api/admin/orders/{id}/cash-payment'), async ({ req, params, principal }) => {
  const orderId = requireId(params.id);
  const input = await parseJson(req, cashPaymentInput);
  return { order: await recordCashPayment(orderId, input, principal) };
});
