import { listReorder } from '@/lib/data/admin/stock';
import { reorderCsv } from '@/lib/domain/reorder-csv';
import { apiRoute, parseQuery, policies, PRIVATE_NO_STORE } from '@/lib/http/route';
import { reorderQuery } from '@/lib/validation/admin/stock';

/** 'Reponer' as CSV (UTF-8 with BOM, ';' unless ?separator=,), one provider with ?providerId=. */
export const GET = apiRoute(policies.staff, async ({ req }) => {
  const { providerId, separator } = parseQuery(req, reorderQuery);
  const groups = await listReorder(providerId);
  const rows = groups.flatMap((g) => g.items.map((item) => ({ ...item, provider: g.provider?.name ?? 'Sin proveedor' })));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(reorderCsv(rows, separator ?? ';'), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="reponer-${day}.csv"`,
      'cache-control': PRIVATE_NO_STORE,
    },
  });
});
