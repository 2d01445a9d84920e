import { getOrderCustomerContext } from '@/lib/data/admin/new-order';
import { apiRoute, policies, requireId } from '@/lib/http/route';

/** 'Nuevo pedido': the customer's { customer, addresses, recentOrders } (to pick an address or copy an order). */
export const GET = apiRoute(policies.staff, async ({ params }) => getOrderCustomerContext(requireId(params.id)));
