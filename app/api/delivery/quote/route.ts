import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { quoteDeliveryForCustomer } from '@/lib/services/delivery';
import { deliveryQuoteInput } from '@/lib/validation/delivery';

/**
 * The delivery options the customer's address allows for these cart lines, each with its fee,
 * estimated date, minimum order, free-delivery threshold and cash on delivery (docs/delivery.md).
 * A POST because it carries the cart; it writes nothing. Another customer's address → 404.
 */
export const POST = apiRoute(policies.customer, async ({ req, principal }) => ({
  quote: await quoteDeliveryForCustomer(principal.id, await parseJson(req, deliveryQuoteInput)),
}));
