import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { deleteProvider, updateProvider } from '@/lib/services/admin/providers';
import { providerInput } from '@/lib/validation/admin/providers';

export const PUT = apiRoute(staffPolicy('PUT /api/admin/providers/{id}'), async ({ req, params }) => {
  const id = requireId(params.id);
  return { provider: await updateProvider(id, await parseJson(req, providerInput)) };
});

export const DELETE = apiRoute(staffPolicy('DELETE /api/admin/providers/{id}'), async ({ params }) => {
  await deleteProvider(requireId(params.id));
  return { success: true };
});
