import { NextResponse } from 'next/server';
import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { createAttributeValue } from '@/lib/services/admin/attributes';
import { attributeValueInput } from '@/lib/validation/admin/attributes';

// The segment is [id] (not [attributeId]): Next.js needs one name per level, shared with attributes/[id].
export const POST = apiRoute(staffPolicy('POST /api/admin/attributes/{id}/values'), async ({ req, params }) => {
  const attributeId = requireId(params.id);
  const value = await createAttributeValue(attributeId, await parseJson(req, attributeValueInput));
  return NextResponse.json({ value }, { status: 201 });
});
