import { apiRoute, staffPolicy } from '@/lib/http/route';

/** The guard has just checked the user against the database, so the principal is current. */
export const GET = apiRoute(staffPolicy('GET /api/admin/profile'), async ({ principal: { id, nombre, email, rol } }) => ({
  user: { id, nombre, email, rol },
}));
