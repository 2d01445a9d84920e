import { apiRoute, requireId, staffPolicy } from '@/lib/http/route';
import { startOnlinePaymentForStaff } from '@/lib/services/online-payments';

/** { url } of the Wompi checkout for an unpaid order, to send with the WhatsApp message. */
export const POST = apiRoute(staffPolicy('POST /api/admin/orders/{id}/online-payment'), async ({ params, principal }) =>
  startOnlinePaymentForStaff(principal.id, requireId(params.id)),
);
