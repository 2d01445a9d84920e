import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { changeShippingFee } from '@/lib/services/admin/orders';
import { shippingFeeInput } from '@/lib/validation/admin/orders';

/**
 * Staff set or change the delivery fee of an unpaid order (docs/delivery.md): { shippingFee, note }
 * → { order } with total = subtotal + fee; the customer is e-mailed the new total. 409
 * invalid_state unless the order is pending_payment (and not a store pickup).
 */
export const PUT = apiRoute(staffPolicy('PUT /api/admin/orders/{id}/shipping-fee'), async ({ req, params, principal }) => {
  const orderId = requireId(params.id);
  const input = await parseJson(req, shippingFeeInput);
  return { order: await changeShippingFee(orderId, input, principal) };
});
