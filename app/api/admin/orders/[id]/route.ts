import { getAdminOrder } from '@/lib/data/admin/orders';
import { apiRoute, requireId, staffPolicy } from '@/lib/http/route';

export const GET = apiRoute(staffPolicy('GET /api/admin/orders/{id}'), async ({ params }) => ({
  order: await getAdminOrder(requireId(params.id)),
}));
