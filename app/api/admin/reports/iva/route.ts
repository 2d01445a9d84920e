import { getIvaReport, ivaReportCsv } from '@/lib/data/admin/iva-report';
import { apiRoute, parseQuery, staffPolicy } from '@/lib/http/route';
import { ivaReportQuery } from '@/lib/validation/admin/iva-report';

/** IVA collected per rate for a period (ADMIN), as JSON or `?format=csv`. */
export const GET = apiRoute(staffPolicy('GET /api/admin/reports/iva'), async ({ req }) => {
  const { from, to, format, separator } = parseQuery(req, ivaReportQuery);
  const report = await getIvaReport(from, to);
  if (format === 'json') return { report };
  return new Response(ivaReportCsv(report, separator), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="iva-${from}-a-${to}.csv"`,
    },
  });
});
