import { apiRoute, clientIp, parseJson, policies } from '@/lib/http/route';
import { requestLoginCode } from '@/lib/services/customer-auth';
import { auth } from '@/lib/contracts/account';

/** Same answer for known and unknown e-mails (no enumeration); 429 with Retry-After past the limits. */
export const POST = apiRoute(policies.public, async ({ req }) => {
  const { message } = await requestLoginCode(clientIp(req), () => parseJson(req, auth.requestCode.body));
  return { success: true, message };
});
