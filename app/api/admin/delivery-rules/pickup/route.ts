import { apiRoute, parseJson, staffPolicy } from '@/lib/http/route';
import { savePickupRule } from '@/lib/services/admin/delivery-rules';
import { pickupRuleInput } from '@/lib/validation/admin/delivery-rules';

export const PUT = apiRoute(staffPolicy('PUT /api/admin/delivery-rules/pickup'), async ({ req }) => ({
  pickup: await savePickupRule(await parseJson(req, pickupRuleInput)),
}));
