import { NextResponse } from 'next/server';
import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { createShipment } from '@/lib/services/admin/shipments';
import { shipmentInput } from '@/lib/validation/admin/shipments';

/** 201 { shipment }; the order moves to shipped. 409 invalid_state / shipment_exists. */
export const POST = apiRoute(staffPolicy('POST /api/admin/orders/{id}/shipments'), async ({ req, params, principal }) => {
  const orderId = requireId(params.id);
  const shipment = await createShipment(orderId, await parseJson(req, shipmentInput), principal);
  return NextResponse.json({ shipment }, { status: 201 });
});
