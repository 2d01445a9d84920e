import { apiRoute, parseId, parseJson, policies } from '@/lib/http/route';
import { deleteCategory, updateCategory } from '@/lib/services/admin/categories';
import { categoryUpdateInput } from '@/lib/validation/admin/categories';

export const PUT = apiRoute(policies.staff, async ({ req, params }) => {
  const id = parseId(params.id);
  return { category: await updateCategory(id, await parseJson(req, categoryUpdateInput)) };
});

export const DELETE = apiRoute(policies.staff, async ({ params }) => {
  await deleteCategory(parseId(params.id));
  return { success: true };
});
