import { apiRoute, policies } from '@/lib/http/route';
import { getOrderByPaymentLink } from '@/lib/services/payment-links';

/**
 * { order } as a payment link shows it (docs/payment-links.md): no sign-in, the token is the credential.
 * 404 for any token we did not sign for this purpose (never saying why), 410 link_expired.
 */
export const GET = apiRoute(policies.paymentLink, async ({ params }) => ({ order: await getOrderByPaymentLink(params.token ?? '') }));
