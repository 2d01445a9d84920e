import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { changeOrderInvoiceTo } from '@/lib/services/orders';
import { orderInvoiceToInput } from '@/lib/validation/order';

/**
 * { invoiceTo: 'person' | 'business' } → { order } with its billing taken again from the profile
 * (docs/iva-and-fiscal-data.md). 404 for another customer's order; 409 invalid_state once it is paid; 400 on
 * invoiceTo for 'business' without a business profile and valid NIT.
 */
export const PUT = apiRoute(policies.customer, async ({ req, params, principal }) => {
  const orderId = requireId(params.id);
  const input = await parseJson(req, orderInvoiceToInput);
  return { order: await changeOrderInvoiceTo(principal.id, orderId, input) };
});
