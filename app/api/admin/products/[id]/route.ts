import { getAdminProduct } from '@/lib/data/admin/products';
import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { deleteProduct, updateProduct } from '@/lib/services/admin/products';
import { productInput } from '@/lib/validation/admin/products';

export const GET = apiRoute(policies.staff, async ({ params }) => ({ product: await getAdminProduct(requireId(params.id)) }));

export const PUT = apiRoute(policies.staff, async ({ req, params, principal }) => {
  const id = requireId(params.id);
  return { product: await updateProduct(id, await parseJson(req, productInput), principal.id) };
});

/** `archived: true` when the product had sold: it was archived instead (issue 24 §5). */
export const DELETE = apiRoute(policies.staff, async ({ params }) => {
  const { archived } = await deleteProduct(requireId(params.id));
  return { success: true, archived };
});
