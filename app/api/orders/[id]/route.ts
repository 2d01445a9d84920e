import { getOrderForCustomer } from '@/lib/data/customer';
import { notFound } from '@/lib/errors';
import { apiRoute, policies, requireId } from '@/lib/http/route';
import { ORDER_NOT_FOUND } from '@/lib/services/orders';

export const GET = apiRoute(policies.customer, async ({ params, principal }) => {
  const order = await getOrderForCustomer(principal.id, requireId(params.id));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return { order };
});
