import { apiRoute, requireId, staffPolicy } from '@/lib/http/route';
import { retryInvoice } from '@/lib/services/admin/orders';

/**
 * 'Reintentar' a failed electronic invoice (docs/invoicing.md): { order } with the invoice back
 * in the queue. ADMIN and VENDEDOR (whoever approves payments). 409 unless it failed.
 */
export const POST = apiRoute(staffPolicy('POST /api/admin/orders/{id}/invoice/retry'), async ({ params }) => ({
  order: await retryInvoice(requireId(params.id)),
}));
