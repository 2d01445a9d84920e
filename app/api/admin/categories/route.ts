import { NextResponse } from 'next/server';
import { listCategoryTreeUncached } from '@/lib/data/catalog';
import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { createCategory } from '@/lib/services/admin/categories';
import { categoryInput } from '@/lib/validation/admin/categories';

/** The same tree the store shows: every category, children nested. */
export const GET = apiRoute(policies.staff, async () => ({ categories: await listCategoryTreeUncached() }));

export const POST = apiRoute(policies.staff, async ({ req }) => {
  const category = await createCategory(await parseJson(req, categoryInput));
  return NextResponse.json({ category }, { status: 201 });
});
