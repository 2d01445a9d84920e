import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { deleteSearchSynonym, updateSearchSynonym } from '@/lib/services/admin/search-synonyms';
import { searchSynonymInput } from '@/lib/validation/admin/search-synonyms';

export const PUT = apiRoute(policies.staff, async ({ req, params }) => {
  const id = requireId(params.id);
  return { synonym: await updateSearchSynonym(id, await parseJson(req, searchSynonymInput)) };
});

export const DELETE = apiRoute(policies.staff, async ({ params }) => {
  await deleteSearchSynonym(requireId(params.id));
  return { success: true };
});
