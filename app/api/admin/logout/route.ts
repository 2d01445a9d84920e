import { apiRoute, staffPolicy } from '@/lib/http/route';
import { logoutStaff } from '@/lib/services/staff-auth';

export const POST = apiRoute(staffPolicy('POST /api/admin/logout'), async ({ principal }) => {
  await logoutStaff(principal);
  return { success: true };
});
