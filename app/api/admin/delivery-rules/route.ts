import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { getDeliveryRules, saveDeliveryRules } from '@/lib/services/delivery';
import { deliveryRulesInput } from '@/lib/validation/delivery';

/** ADMIN and VENDEDOR may read the delivery rules; only ADMIN changes them (DESIGN.md roles). */
export const GET = apiRoute(policies.staff, async () => ({ rules: await getDeliveryRules() }));

/** Replaces every rule at once (ids keep rows, missing rows are deleted); existing orders keep their figures. */
export const PUT = apiRoute(policies.admin, async ({ req }) => ({
  rules: await saveDeliveryRules(await parseJson(req, deliveryRulesInput)),
}));
