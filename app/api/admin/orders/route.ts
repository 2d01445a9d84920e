import { listAdminOrders } from '@/lib/data/admin/orders';
import { apiRoute, parseQuery, policies } from '@/lib/http/route';
import { orderListQuery } from '@/lib/validation/admin/orders';

/** { orders, nextCursor }: newest first; both status filters optional, shipping_status may be a comma list. */
export const GET = apiRoute(policies.staff, async ({ req }) => {
  const query = parseQuery(req, orderListQuery);
  return listAdminOrders({
    paymentStatus: query.payment_status,
    shippingStatus: query.shipping_status,
    cursor: query.cursor,
    limit: query.limit,
  });
});
