import { NextResponse } from 'next/server';
import { apiRoute, parseJson, staffPolicy } from '@/lib/http/route';
import { createDeliveryZone } from '@/lib/services/admin/delivery-rules';
import { deliveryZoneInput } from '@/lib/validation/admin/delivery-rules';

export const POST = apiRoute(staffPolicy('POST /api/admin/delivery-zones'), async ({ req }) => {
  const zone = await createDeliveryZone(await parseJson(req, deliveryZoneInput));
  return NextResponse.json({ zone }, { status: 201 });
});
