import { NextResponse } from 'next/server';
import { listSearchSynonyms } from '@/lib/data/admin/search-synonyms';
import { apiRoute, parseJson, staffPolicy } from '@/lib/http/route';
import { createSearchSynonym } from '@/lib/services/admin/search-synonyms';
import { searchSynonymInput } from '@/lib/validation/admin/search-synonyms';

/** The store search's synonym groups; catalogue work, so ADMIN and VENDEDOR. */
export const GET = apiRoute(staffPolicy('GET /api/admin/search-synonyms'), async () => ({ synonyms: await listSearchSynonyms() }));

export const POST = apiRoute(staffPolicy('POST /api/admin/search-synonyms'), async ({ req }) => {
  const synonym = await createSearchSynonym(await parseJson(req, searchSynonymInput));
  return NextResponse.json({ synonym }, { status: 201 });
});
