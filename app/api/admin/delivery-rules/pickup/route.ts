import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { savePickupRule } from '@/lib/services/admin/delivery-rules';
import { pickupRuleInput } from '@/lib/validation/admin/delivery-rules';

export const PUT = apiRoute(policies.admin, async ({ req }) => ({ pickup: await savePickupRule(await parseJson(req, pickupRuleInput)) }));
