import { apiRoute, policies } from '@/lib/http/route';
import { getAdminDeliveryRules } from '@/lib/services/admin/delivery-rules';

/** Issue 21: every delivery rule, for staff to read (VENDEDOR too); only ADMIN changes them. */
export const GET = apiRoute(policies.staff, async () => getAdminDeliveryRules());
