import { NextResponse } from 'next/server';
import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { addOrderNote } from '@/lib/services/admin/order-notes';
import { orderNoteInput } from '@/lib/validation/admin/orders';

/**
 * Beyond the spec: POST { note } adds an internal note (staff only, ADMIN and
 * VENDEDOR) → 201 { note: { id, note, authorId, authorName, createdAt } }; 404 for an unknown
 * order. Notes are read with the order (GET /api/admin/orders/{id} → order.notes).
 */
export const POST = apiRoute(staffPolicy('POST /api/admin/orders/{id}/notes'), async ({ req, params, principal }) => {
  const orderId = requireId(params.id);
  const input = await parseJson(req, orderNoteInput);
  const note = await addOrderNote(orderId, input, principal);
  return NextResponse.json({ note }, { status: 201 });
});
