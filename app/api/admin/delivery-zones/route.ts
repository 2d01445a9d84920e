import { NextResponse } from 'next/server';
import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { createDeliveryZone } from '@/lib/services/admin/delivery-rules';
import { deliveryZoneInput } from '@/lib/validation/admin/delivery-rules';

export const POST = apiRoute(policies.admin, async ({ req }) => {
  const zone = await createDeliveryZone(await parseJson(req, deliveryZoneInput));
  return NextResponse.json({ zone }, { status: 201 });
});
