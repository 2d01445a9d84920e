import { getDashboard } from '@/lib/data/admin/dashboard';
import { apiRoute, staffPolicy } from '@/lib/http/route';

export const GET = apiRoute(staffPolicy('GET /api/admin/dashboard'), async () => getDashboard());
