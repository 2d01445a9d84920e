import { quoteStaffOrder } from '@/lib/data/admin/new-order';
import { apiRoute, parseJson, staffPolicy } from '@/lib/http/route';
import { staffOrderQuoteInput } from '@/lib/validation/admin/staff-orders';

/**
 * 'Nuevo pedido': { lines, subtotal, delivery } — the lines priced as the order will
 * be (tiers) with their stock, and the delivery options and fees of the address. Writes nothing.
 */
export const POST = apiRoute(staffPolicy('POST /api/admin/new-order/quote'), async ({ req }) =>
  quoteStaffOrder(await parseJson(req, staffOrderQuoteInput)),
);
