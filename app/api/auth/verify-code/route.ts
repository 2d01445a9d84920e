import { apiRoute, clientIp, parseJson, policies } from '@/lib/http/route';
import { verifyLoginCode } from '@/lib/services/customer-auth';
import { verifyCodeSchema } from '@/lib/validation/auth';

const schema = verifyCodeSchema();

/** 401 { success: false, error: 'Código incorrecto o expirado.' } for any code that does not work. */
export const POST = apiRoute(policies.signIn, async ({ req }) => {
  const { token, consentRequired } = await verifyLoginCode(clientIp(req), () => parseJson(req, schema));
  return { success: true, token, consentRequired };
});
