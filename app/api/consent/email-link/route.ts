import { apiRoute, clientIp, parseJson, policies } from '@/lib/http/route';
import { consent } from '@/lib/contracts/account';
import { acceptConsentByEmailLink } from '@/lib/services/consent-link';

/**
 * The 'Acepto' of the page the login-code e-mail links to: only this POST records consent, never
 * the page's GET (mail scanners open links). The per-IP limit is counted before the body is read.
 */
export const POST = apiRoute(policies.public, async ({ req }) =>
  acceptConsentByEmailLink(clientIp(req), async () => (await parseJson(req, consent.acceptByEmailLink.body)).token),
);
