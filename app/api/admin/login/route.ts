import { apiRoute, clientIp, parseJson, policies } from '@/lib/http/route';
import { loginStaff } from '@/lib/services/staff-auth';
import { staffLoginInput } from '@/lib/validation/admin/auth';

export const POST = apiRoute(policies.public, async ({ req }) => {
  const input = await parseJson(req, staffLoginInput);
  return loginStaff(input, clientIp(req));
});
