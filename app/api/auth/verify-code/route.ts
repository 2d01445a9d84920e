import { apiRoute, clientIp, parseJson, policies } from '@/lib/http/route';
import { verifyLoginCode } from '@/lib/services/customer-auth';
import { verifyCodeSchema } from '@/lib/validation/auth';

const schema = verifyCodeSchema();

/** 401 { success: false, error: 'Código incorrecto o expirado.' } for any code that does not work. */
export const POST = apiRoute(policies.public, async ({ req }) => {
  const input = await parseJson(req, schema);
  const { token } = await verifyLoginCode(input, clientIp(req));
  return { success: true, token };
});
