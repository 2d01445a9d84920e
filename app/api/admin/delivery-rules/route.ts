import { apiRoute, staffPolicy } from '@/lib/http/route';
import { getDeliveryRules } from '@/lib/services/delivery';

/** Every delivery rule, for staff to read (VENDEDOR too); only ADMIN changes them. */
export const GET = apiRoute(staffPolicy('GET /api/admin/delivery-rules'), async () => getDeliveryRules());
