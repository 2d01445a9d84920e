import { refusePriceChangeUnlessAllowed } from '@/lib/auth/guards';
import { apiRoute, parseJson, requestLocale, staffPolicy } from '@/lib/http/route';
import { applyBulkPrices } from '@/lib/services/admin/bulk-prices';
import { bulkPriceInput } from '@/lib/validation/admin/bulk-prices';

/** The change, in one transaction, with one price history row per changed variant. A VENDEDOR needs the store's leave (403). */
export const POST = apiRoute(staffPolicy('POST /api/admin/bulk-prices/apply'), async ({ req, principal }) => {
  const input = await parseJson(req, bulkPriceInput);
  await refusePriceChangeUnlessAllowed(principal, true);
  return { result: await applyBulkPrices(input, principal.id, requestLocale(req)) };
});
