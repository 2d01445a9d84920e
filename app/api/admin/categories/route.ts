import { NextResponse } from 'next/server';
import { listCategoryTreeUncached } from '@/lib/data/catalog';
import { apiRoute, parseJson, staffPolicy } from '@/lib/http/route';
import { createCategory } from '@/lib/services/admin/categories';
import { categoryInput } from '@/lib/validation/admin/categories';

/** The same tree the store shows: every category, children nested. */
export const GET = apiRoute(staffPolicy('GET /api/admin/categories'), async () => ({ categories: await listCategoryTreeUncached() }));

export const POST = apiRoute(staffPolicy('POST /api/admin/categories'), async ({ req }) => {
  const category = await createCategory(await parseJson(req, categoryInput));
  return NextResponse.json({ category }, { status: 201 });
});
