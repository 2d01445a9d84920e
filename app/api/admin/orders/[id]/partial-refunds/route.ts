import { NextResponse } from 'next/server';
import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { partialRefundOrder } from '@/lib/services/admin/refunds';
import { partialRefundInput } from '@/lib/validation/admin/orders';

/**
 * POST { lines?: [{ itemId, quantity }], delivery?, amount?, reason } → 201 { order } with the
 * refund in `order.partialRefunds` (docs/invoicing.md "Partial refunds"). The order stays paid.
 * Only an ADMIN refunds. 409 unless the order is paid; 400 on `lines` or `amount` when the
 * refund would pass what is left.
 */
export const POST = apiRoute(staffPolicy('POST /api/admin/orders/{id}/partial-refunds'), async ({ req, params, principal }) => {
  const orderId = requireId(params.id);
  const input = await parseJson(req, partialRefundInput);
  return NextResponse.json({ order: await partialRefundOrder(orderId, input, principal) }, { status: 201 });
});
