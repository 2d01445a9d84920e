import { apiRoute, policies, requireId } from '@/lib/http/route';
import { cancelOrderByCustomer } from '@/lib/services/order-cancel';

/** { order } now cancelled; 404 for another customer's order; 409 invalid_state when it no longer waits for payment. */
export const POST = apiRoute(policies.customer, async ({ params, principal }) => {
  const order = await cancelOrderByCustomer(principal.id, requireId(params.id));
  return { order };
});
