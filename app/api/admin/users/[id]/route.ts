import { getStaffUser } from '@/lib/data/admin/users';
import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { deleteStaffUser, updateStaffUser } from '@/lib/services/admin/users';
import { staffUserUpdateInput } from '@/lib/validation/admin/users';

export const GET = apiRoute(policies.admin, async ({ params }) => ({ user: await getStaffUser(requireId(params.id)) }));

export const PUT = apiRoute(policies.admin, async ({ req, params }) => {
  const id = requireId(params.id);
  return { user: await updateStaffUser(id, await parseJson(req, staffUserUpdateInput)) };
});

export const DELETE = apiRoute(policies.admin, async ({ params, principal }) => {
  await deleteStaffUser(principal, requireId(params.id));
  return { success: true };
});
