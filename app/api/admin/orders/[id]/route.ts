import { getAdminOrder } from '@/lib/data/admin/orders';
import { apiRoute, parseId, policies } from '@/lib/http/route';

export const GET = apiRoute(policies.staff, async ({ params }) => ({ order: await getAdminOrder(parseId(params.id)) }));
