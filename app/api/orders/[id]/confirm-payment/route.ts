import { idempotent } from '@/lib/http/idempotency';
import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { confirmPayment } from '@/lib/services/orders';
import { orders } from '@/lib/contracts/orders';

/** { order } now pending_confirmation; 409 invalid_state when it no longer waits for payment. */
export const POST = apiRoute(policies.customer, async ({ req, params, principal }) => {
  const orderId = requireId(params.id);
  const input = await parseJson(req, orders.confirmPayment.body);
  return idempotent(req, `orders:${principal.id}`, input, async (save) => {
    const order = await confirmPayment(principal.id, orderId, input, { beforeCommit: (tx, o) => save(tx, 200, { order: o }) });
    return { status: 200, body: { order } };
  });
});
