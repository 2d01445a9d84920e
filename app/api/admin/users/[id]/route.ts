import { getStaffUser } from '@/lib/data/admin/users';
import { apiRoute, parseId, parseJson, policies } from '@/lib/http/route';
import { deleteStaffUser, updateStaffUser } from '@/lib/services/admin/users';
import { staffUserUpdateInput } from '@/lib/validation/admin/users';

export const GET = apiRoute(policies.admin, async ({ params }) => ({ user: await getStaffUser(parseId(params.id)) }));

export const PUT = apiRoute(policies.admin, async ({ req, params }) => {
  const id = parseId(params.id);
  return { user: await updateStaffUser(id, await parseJson(req, staffUserUpdateInput)) };
});

export const DELETE = apiRoute(policies.admin, async ({ params, principal }) => {
  await deleteStaffUser(principal, parseId(params.id));
  return { success: true };
});
