import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { deleteSearchSynonym, updateSearchSynonym } from '@/lib/services/admin/search-synonyms';
import { searchSynonymInput } from '@/lib/validation/admin/search-synonyms';

export const PUT = apiRoute(staffPolicy('PUT /api/admin/search-synonyms/{id}'), async ({ req, params }) => {
  const id = requireId(params.id);
  return { synonym: await updateSearchSynonym(id, await parseJson(req, searchSynonymInput)) };
});

export const DELETE = apiRoute(staffPolicy('DELETE /api/admin/search-synonyms/{id}'), async ({ params }) => {
  await deleteSearchSynonym(requireId(params.id));
  return { success: true };
});
