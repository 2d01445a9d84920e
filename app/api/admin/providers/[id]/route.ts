import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { deleteProvider, updateProvider } from '@/lib/services/admin/providers';
import { providerInput } from '@/lib/validation/admin/providers';

export const PUT = apiRoute(policies.staff, async ({ req, params }) => {
  const id = requireId(params.id);
  return { provider: await updateProvider(id, await parseJson(req, providerInput)) };
});

export const DELETE = apiRoute(policies.staff, async ({ params }) => {
  await deleteProvider(requireId(params.id));
  return { success: true };
});
