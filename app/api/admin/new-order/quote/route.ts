import { quoteStaffOrder } from '@/lib/data/admin/new-order';
import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { staffOrderQuoteInput } from '@/lib/validation/admin/staff-orders';

/**
 * 'Nuevo pedido': { lines, subtotal, delivery } — the lines priced as the order will
 * be (tiers) with their stock, and the delivery options and fees of the address. Writes nothing.
 */
export const POST = apiRoute(policies.staff, async ({ req }) => quoteStaffOrder(await parseJson(req, staffOrderQuoteInput)));
