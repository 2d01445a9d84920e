import { apiRoute, policies, requireId } from '@/lib/http/route';
import { approveOrder } from '@/lib/services/admin/orders';

/** { order } now paid; 409 invalid_state unless it was pending confirmation. */
export const POST = apiRoute(policies.staff, async ({ params, principal }) => ({
  order: await approveOrder(requireId(params.id), principal),
}));
