import { apiRoute, clientIp, parseJson, policies } from '@/lib/http/route';
import { loginStaff } from '@/lib/services/staff-auth';
import { staffLoginInput } from '@/lib/validation/admin/auth';

export const POST = apiRoute(policies.signIn, async ({ req }) => {
  return loginStaff(clientIp(req), () => parseJson(req, staffLoginInput));
});
