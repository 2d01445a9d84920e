import { getOrderCustomerContext } from '@/lib/data/admin/new-order';
import { apiRoute, requireId, staffPolicy } from '@/lib/http/route';

/** 'Nuevo pedido': the customer's { customer, addresses, recentOrders } (to pick an address or copy an order). */
export const GET = apiRoute(staffPolicy('GET /api/admin/new-order/customers/{id}'), async ({ params }) =>
  getOrderCustomerContext(requireId(params.id)),
);
