import { apiRoute, policies } from '@/lib/http/route';
import { startOnlinePaymentByLink } from '@/lib/services/online-payments';

/** { url } of the Wompi checkout for the link's order; 404 for a token not signed for it, 410 once expired. */
export const POST = apiRoute(policies.paymentLink, async ({ params }) => startOnlinePaymentByLink(params.token ?? ''));
