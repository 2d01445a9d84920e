import { apiRoute, parseJson, requestLocale, staffPolicy } from '@/lib/http/route';
import { previewBulkPrices } from '@/lib/services/admin/bulk-prices';
import { bulkPriceInput } from '@/lib/validation/admin/bulk-prices';

/** Before and after of every selected variant; nothing is written. */
export const POST = apiRoute(staffPolicy('POST /api/admin/bulk-prices/preview'), async ({ req }) => {
  return { preview: await previewBulkPrices(await parseJson(req, bulkPriceInput), requestLocale(req)) };
});
