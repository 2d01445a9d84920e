import { apiRoute, clientIp, parseJson, policies } from '@/lib/http/route';
import { requestLoginCode } from '@/lib/services/customer-auth';
import { requestCodeSchema } from '@/lib/validation/auth';

const schema = requestCodeSchema();

/** Same answer for known and unknown e-mails (no enumeration); 429 with Retry-After past the limits. */
export const POST = apiRoute(policies.public, async ({ req }) => {
  const { message } = await requestLoginCode(clientIp(req), () => parseJson(req, schema));
  return { success: true, message };
});
