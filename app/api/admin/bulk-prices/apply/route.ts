import { apiRoute, parseJson, staffPolicy } from '@/lib/http/route';
import { applyBulkPrices } from '@/lib/services/admin/bulk-prices';
import { bulkPriceInput } from '@/lib/validation/admin/bulk-prices';

/** The change, in one transaction, with one price history row per changed variant. */
export const POST = apiRoute(staffPolicy('POST /api/admin/bulk-prices/apply'), async ({ req, principal }) => {
  return { result: await applyBulkPrices(await parseJson(req, bulkPriceInput), principal.id) };
});
