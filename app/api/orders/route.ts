import { listOrdersForCustomer } from '@/lib/data/customer';
import { idempotent } from '@/lib/http/idempotency';
import { apiRoute, clientIp, parseJson, policies } from '@/lib/http/route';
import { limitOrderPlacement, placeOrder } from '@/lib/services/orders';
import { orders } from '@/lib/contracts/orders';

export const GET = apiRoute(policies.customer, async ({ principal }) => ({
  orders: await listOrdersForCustomer(principal.id),
}));

/**
 * 201 { order }; 409 price_changed / out_of_stock / variant_unavailable / unpaid_orders_limit /
 * unpaid_units_limit / unpaid_value_limit; 429 past the order rate limits; honours Idempotency-Key.
 */
export const POST = apiRoute(policies.customer, async ({ req, principal }) => {
  const ip = clientIp(req);
  await limitOrderPlacement(principal.id, ip);
  const input = await parseJson(req, orders.create.body);
  return idempotent(req, `orders:${principal.id}`, input, async (save) => {
    const order = await placeOrder(principal.id, input, { ip, beforeCommit: (tx, o) => save(tx, 201, { order: o }) });
    return { status: 201, body: { order } };
  });
});
