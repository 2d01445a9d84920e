import { NextResponse } from 'next/server';
import { apiRoute, parseJson, staffPolicy } from '@/lib/http/route';
import { createShippingRateGroup } from '@/lib/services/admin/delivery-rules';
import { shippingRateGroupInput } from '@/lib/validation/admin/delivery-rules';

export const POST = apiRoute(staffPolicy('POST /api/admin/shipping-rate-groups'), async ({ req }) => {
  const group = await createShippingRateGroup(await parseJson(req, shippingRateGroupInput));
  return NextResponse.json({ group }, { status: 201 });
});
