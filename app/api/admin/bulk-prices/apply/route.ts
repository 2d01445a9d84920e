import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { applyBulkPrices } from '@/lib/services/admin/bulk-prices';
import { bulkPriceInput } from '@/lib/validation/admin/bulk-prices';

/** The change, in one transaction, with one price history row per changed variant. */
export const POST = apiRoute(policies.staff, async ({ req, principal }) => {
  return { result: await applyBulkPrices(await parseJson(req, bulkPriceInput), principal.id) };
});
