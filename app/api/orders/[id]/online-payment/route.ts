import { apiRoute, policies, requireId } from '@/lib/http/route';
import { startOnlinePaymentForCustomer } from '@/lib/services/online-payments';

/** { url } of the Wompi checkout for the customer's unpaid order (docs/payments.md); 404 for another's. */
export const POST = apiRoute(policies.customer, async ({ params, principal }) =>
  startOnlinePaymentForCustomer(principal.id, requireId(params.id)),
);
