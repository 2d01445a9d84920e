import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { deleteAttribute, updateAttribute } from '@/lib/services/admin/attributes';
import { attributeInput } from '@/lib/validation/admin/attributes';

export const PUT = apiRoute(policies.staff, async ({ req, params }) => {
  const id = requireId(params.id);
  return { attribute: await updateAttribute(id, await parseJson(req, attributeInput)) };
});

export const DELETE = apiRoute(policies.staff, async ({ params }) => {
  await deleteAttribute(requireId(params.id));
  return { success: true };
});
