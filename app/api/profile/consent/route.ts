import { apiRoute, clientIp, parseJson, policies } from '@/lib/http/route';
import { acceptConsent, getConsentStatus } from '@/lib/services/customer-privacy';
import { profile } from '@/lib/contracts/account';

/** Whether the customer has accepted the current data policy, and the promotions opt-in. */
export const GET = apiRoute(policies.customer, async ({ principal }) => ({ consent: await getConsentStatus(principal.id) }));

/** Accepts the current data policy (required) and answers the promotions opt-in; recorded with time, version and IP. */
export const PUT = apiRoute(policies.customer, async ({ req, principal }) => {
  const input = await parseJson(req, profile.acceptConsent.body);
  return { consent: await acceptConsent(principal.id, input, clientIp(req)) };
});
