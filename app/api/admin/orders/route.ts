import { listAdminOrders } from '@/lib/data/admin/orders';
import { apiRoute, parseQuery, policies } from '@/lib/http/route';
import { orderListQuery } from '@/lib/validation/admin/orders';

/**
 * { orders, nextCursor }: newest first; both status filters optional, shipping_status may be a
 * comma list. Issue 25 adds optional `q` (order number, customer name, e-mail, phone, document,
 * product name or SKU) and `from`/`to` (YYYY-MM-DD, Colombia's days, both included).
 */
export const GET = apiRoute(policies.staff, async ({ req }) => {
  const query = parseQuery(req, orderListQuery);
  return listAdminOrders({
    paymentStatus: query.payment_status,
    shippingStatus: query.shipping_status,
    q: query.q,
    from: query.from,
    to: query.to,
    cursor: query.cursor,
    limit: query.limit,
  });
});
