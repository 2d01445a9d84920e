import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { deleteCategory, updateCategory } from '@/lib/services/admin/categories';
import { categoryUpdateInput } from '@/lib/validation/admin/categories';

export const PUT = apiRoute(policies.staff, async ({ req, params }) => {
  const id = requireId(params.id);
  return { category: await updateCategory(id, await parseJson(req, categoryUpdateInput)) };
});

/** Only an ADMIN deletes a category (and its subcategories). */
export const DELETE = apiRoute(policies.admin, async ({ params }) => {
  await deleteCategory(requireId(params.id));
  return { success: true };
});
