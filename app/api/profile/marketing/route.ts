import { apiRoute, clientIp, parseJson, policies } from '@/lib/http/route';
import { setMarketingConsent } from '@/lib/services/customer-privacy';
import { profile } from '@/lib/contracts/account';

/** Promotions by WhatsApp and e-mail: on or off ('Mis Datos'), recorded like the first answer. */
export const PUT = apiRoute(policies.customer, async ({ req, principal }) => {
  const { marketing } = await parseJson(req, profile.setMarketing.body);
  return { consent: await setMarketingConsent(principal.id, marketing, clientIp(req)) };
});
