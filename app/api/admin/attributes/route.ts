import { NextResponse } from 'next/server';
import { listAttributesUncached } from '@/lib/data/catalog';
import { apiRoute, parseJson, staffPolicy } from '@/lib/http/route';
import { createAttribute } from '@/lib/services/admin/attributes';
import { attributeInput } from '@/lib/validation/admin/attributes';

export const GET = apiRoute(staffPolicy('GET /api/admin/attributes'), async () => ({ attributes: await listAttributesUncached() }));

export const POST = apiRoute(staffPolicy('POST /api/admin/attributes'), async ({ req }) => {
  const attribute = await createAttribute(await parseJson(req, attributeInput));
  return NextResponse.json({ attribute }, { status: 201 });
});
