import { getStaffUser } from '@/lib/data/admin/users';
import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { deleteStaffUser, updateStaffUser } from '@/lib/services/admin/users';
import { staffUserUpdateInput } from '@/lib/validation/admin/users';

export const GET = apiRoute(staffPolicy('GET /api/admin/users/{id}'), async ({ params }) => ({
  user: await getStaffUser(requireId(params.id)),
}));

export const PUT = apiRoute(staffPolicy('PUT /api/admin/users/{id}'), async ({ req, params }) => {
  const id = requireId(params.id);
  return { user: await updateStaffUser(id, await parseJson(req, staffUserUpdateInput)) };
});

export const DELETE = apiRoute(staffPolicy('DELETE /api/admin/users/{id}'), async ({ params, principal }) => {
  await deleteStaffUser(principal, requireId(params.id));
  return { success: true };
});
