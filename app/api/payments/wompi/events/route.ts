import { onlinePayments } from '@/lib/contracts/online-payments';
import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { receiveWompiEvent } from '@/lib/services/online-payment-events';

/**
 * Wompi's events (docs/payments.md "Events"): public, but signed with the events secret. A bad
 * checksum is a 403 that changes nothing; a good one is recorded and answered at once, and the
 * transaction is read back from Wompi before any order moves.
 */
export const POST = apiRoute(policies.public, async ({ req }) => receiveWompiEvent(await parseJson(req, onlinePayments.wompiEvents.body)));
