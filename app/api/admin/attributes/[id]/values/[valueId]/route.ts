import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { deleteAttributeValue, updateAttributeValue } from '@/lib/services/admin/attributes';
import { attributeValueInput } from '@/lib/validation/admin/attributes';

export const PUT = apiRoute(policies.staff, async ({ req, params }) => {
  const [attributeId, valueId] = [requireId(params.id), requireId(params.valueId)];
  return { value: await updateAttributeValue(attributeId, valueId, await parseJson(req, attributeValueInput)) };
});

export const DELETE = apiRoute(policies.staff, async ({ params }) => {
  await deleteAttributeValue(requireId(params.id), requireId(params.valueId));
  return { success: true };
});
