import { apiRoute, clientIp, parseJson, policies } from '@/lib/http/route';
import { setMarketingConsent } from '@/lib/services/customer-privacy';
import { marketingSchema } from '@/lib/validation/consent';

const schema = marketingSchema();

/** Promotions by WhatsApp and e-mail: on or off ('Mis Datos'), recorded like the first answer. */
export const PUT = apiRoute(policies.customer, async ({ req, principal }) => {
  const { marketing } = await parseJson(req, schema);
  return { consent: await setMarketingConsent(principal.id, marketing, clientIp(req)) };
});
