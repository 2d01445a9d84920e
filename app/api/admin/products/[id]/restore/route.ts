import { apiRoute, policies, requireId } from '@/lib/http/route';
import { restoreProduct } from '@/lib/services/admin/products';

/** An archived product back on sale. */
export const POST = apiRoute(policies.staff, async ({ params }) => ({ product: await restoreProduct(requireId(params.id)) }));
