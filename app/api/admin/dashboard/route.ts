import { getDashboard } from '@/lib/data/admin/dashboard';
import { apiRoute, policies } from '@/lib/http/route';

export const GET = apiRoute(policies.staff, async () => getDashboard());
