import { apiRoute, policies } from '@/lib/http/route';
import { logoutStaff } from '@/lib/services/staff-auth';

export const POST = apiRoute(policies.staff, async ({ principal }) => {
  await logoutStaff(principal);
  return { success: true };
});
