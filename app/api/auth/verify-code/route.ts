import { ApiError } from '@/lib/errors';
import { apiRoute, clientIp, parseJson, policies, requestLocale } from '@/lib/http/route';
import { verifyLoginCode } from '@/lib/services/customer-auth';
import { auth } from '@/lib/contracts/account';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

const INVALID_CODE = { es: es.Auth.invalidCode, en: en.Auth.invalidCode } as const;

/**
 * `{ success, token, error }`. A code that does not work is a 200 `{ success: false, error }`:
 * clients of the API show the message from such a body, where a 4xx only gives them their own
 * generic failure. A refusal before the code is checked (the 429 of the rate limit, a body
 * that is not JSON) keeps its status and says `success: false` too.
 */
export const POST = apiRoute(policies.signIn, async ({ req }) => {
  const verified = await verifyLoginCode(clientIp(req), () => parseJson(req, auth.verifyCode.body)).catch(withSuccessFalse);
  if (!verified) return { success: false, error: INVALID_CODE[requestLocale(req)], code: 'invalid_code' };
  return { success: true, token: verified.token, consentRequired: verified.consentRequired };
});

function withSuccessFalse(error: unknown): never {
  if (!(error instanceof ApiError)) throw error;
  throw error.withDetails({ success: false });
}
