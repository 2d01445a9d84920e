import { NextResponse } from 'next/server';
import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { createShippingRateGroup } from '@/lib/services/admin/delivery-rules';
import { shippingRateGroupInput } from '@/lib/validation/admin/delivery-rules';

export const POST = apiRoute(policies.admin, async ({ req }) => {
  const group = await createShippingRateGroup(await parseJson(req, shippingRateGroupInput));
  return NextResponse.json({ group }, { status: 201 });
});
