import { apiRoute, requireId, staffPolicy } from '@/lib/http/route';
import { restoreProduct } from '@/lib/services/admin/products';

/** An archived product back on sale. */
export const POST = apiRoute(staffPolicy('POST /api/admin/products/{id}/restore'), async ({ params }) => ({
  product: await restoreProduct(requireId(params.id)),
}));
