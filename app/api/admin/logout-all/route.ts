import { apiRoute, staffPolicy } from '@/lib/http/route';
import { endStaffSessions } from '@/lib/services/staff-auth';

/** 'Cerrar todas mis sesiones': every token of the caller stops working, this one included. */
export const POST = apiRoute(staffPolicy('POST /api/admin/logout-all'), async ({ principal }) => {
  await endStaffSessions(principal.id);
  return { success: true };
});
