import { apiRoute, requireId, staffPolicy } from '@/lib/http/route';
import { endStaffSessions } from '@/lib/services/staff-auth';

/** 'Cerrar todas las sesiones' of one staff user (a lost phone, a shared password): ADMIN only. */
export const POST = apiRoute(staffPolicy('POST /api/admin/users/{id}/logout-all'), async ({ params }) => {
  await endStaffSessions(requireId(params.id));
  return { success: true };
});
