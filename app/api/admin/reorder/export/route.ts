import { listReorder } from '@/lib/data/admin/stock';
import { reorderCsv } from '@/lib/domain/reorder-csv';
import { csvResponse } from '@/lib/http/csv-response';
import { apiRoute, parseQuery, staffPolicy } from '@/lib/http/route';
import { reorderQuery } from '@/lib/validation/admin/stock';

/** 'Reponer' as CSV (UTF-8 with BOM, ';' unless ?separator=,), one provider with ?providerId=. */
export const GET = apiRoute(staffPolicy('GET /api/admin/reorder/export'), async ({ req }) => {
  const { providerId, separator } = parseQuery(req, reorderQuery);
  const groups = await listReorder(providerId);
  const rows = groups.flatMap((g) => g.items.map((item) => ({ ...item, provider: g.provider?.name ?? 'Sin proveedor' })));
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(reorderCsv(rows, separator ?? ';'), `reponer-${day}.csv`);
});
