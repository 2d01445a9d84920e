import { apiRoute, clientIp, parseJson, policies } from '@/lib/http/route';
import { verifyLoginCode } from '@/lib/services/customer-auth';
import { auth } from '@/lib/contracts/account';

/** 401 { success: false, error: 'Código incorrecto o expirado.' } for any code that does not work. */
export const POST = apiRoute(policies.signIn, async ({ req }) => {
  const { token, consentRequired } = await verifyLoginCode(clientIp(req), () => parseJson(req, auth.verifyCode.body));
  return { success: true, token, consentRequired };
});
