import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { deleteCategory, updateCategory } from '@/lib/services/admin/categories';
import { categoryUpdateInput } from '@/lib/validation/admin/categories';

export const PUT = apiRoute(staffPolicy('PUT /api/admin/categories/{id}'), async ({ req, params }) => {
  const id = requireId(params.id);
  return { category: await updateCategory(id, await parseJson(req, categoryUpdateInput)) };
});

/** Only an ADMIN deletes a category (and its subcategories). */
export const DELETE = apiRoute(staffPolicy('DELETE /api/admin/categories/{id}'), async ({ params }) => {
  await deleteCategory(requireId(params.id));
  return { success: true };
});
