import { apiRoute, policies, requireId } from '@/lib/http/route';
import { restoreProduct } from '@/lib/services/admin/products';

/** Issue 24 §5: an archived product back on sale. */
export const POST = apiRoute(policies.staff, async ({ params }) => ({ product: await restoreProduct(requireId(params.id)) }));
