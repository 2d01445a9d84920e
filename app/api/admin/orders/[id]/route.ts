import { getAdminOrder } from '@/lib/data/admin/orders';
import { apiRoute, policies, requireId } from '@/lib/http/route';

export const GET = apiRoute(policies.staff, async ({ params }) => ({ order: await getAdminOrder(requireId(params.id)) }));
