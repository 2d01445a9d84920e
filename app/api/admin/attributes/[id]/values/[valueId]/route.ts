import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { deleteAttributeValue, updateAttributeValue } from '@/lib/services/admin/attributes';
import { attributeValueInput } from '@/lib/validation/admin/attributes';

export const PUT = apiRoute(staffPolicy('PUT /api/admin/attributes/{id}/values/{valueId}'), async ({ req, params }) => {
  const [attributeId, valueId] = [requireId(params.id), requireId(params.valueId)];
  return { value: await updateAttributeValue(attributeId, valueId, await parseJson(req, attributeValueInput)) };
});

export const DELETE = apiRoute(staffPolicy('DELETE /api/admin/attributes/{id}/values/{valueId}'), async ({ params }) => {
  await deleteAttributeValue(requireId(params.id), requireId(params.valueId));
  return { success: true };
});
