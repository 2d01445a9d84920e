import { catalogCsvLines } from '@/lib/data/admin/catalog-export';
import { can } from '@/lib/domain/staff-permissions';
import { apiRoute, parseQuery, staffPolicy } from '@/lib/http/route';
import { catalogExportQuery } from '@/lib/validation/admin/catalog-csv';

/**
 * The whole catalogue as CSV (UTF-8 with BOM, `;` unless `?separator=,`), streamed.
 * Without the 'Costo' column for a VENDEDOR.
 */
export const GET = apiRoute(staffPolicy('GET /api/admin/catalog/export'), async ({ req, principal }) => {
  const { separator } = parseQuery(req, catalogExportQuery);
  const lines = catalogCsvLines(separator, { costs: can(principal.rol, 'seeCosts') });
  // The first page is read before answering, so a failing database is still a JSON error.
  const first = await lines.next();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(encoder.encode(first.value));
    },
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="catalogo-${date}.csv"`,
    },
  });
});
