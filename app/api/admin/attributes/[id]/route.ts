import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { deleteAttribute, updateAttribute } from '@/lib/services/admin/attributes';
import { attributeInput } from '@/lib/validation/admin/attributes';

export const PUT = apiRoute(staffPolicy('PUT /api/admin/attributes/{id}'), async ({ req, params }) => {
  const id = requireId(params.id);
  return { attribute: await updateAttribute(id, await parseJson(req, attributeInput)) };
});

export const DELETE = apiRoute(staffPolicy('DELETE /api/admin/attributes/{id}'), async ({ params }) => {
  await deleteAttribute(requireId(params.id));
  return { success: true };
});
