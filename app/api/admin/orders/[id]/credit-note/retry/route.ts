import { apiRoute, requireId, staffPolicy } from '@/lib/http/route';
import { retryCreditNote } from '@/lib/services/admin/credit-notes';

/**
 * 'Reintentar' a failed credit note (docs/invoicing.md "Credit notes"): { order } with the note
 * back in the queue. ADMIN only, as the refund itself. 409 unless it failed.
 */
export const POST = apiRoute(staffPolicy('POST /api/admin/orders/{id}/credit-note/retry'), async ({ params }) => ({
  order: await retryCreditNote(requireId(params.id)),
}));
