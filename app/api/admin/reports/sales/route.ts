import { getSalesReport } from '@/lib/data/admin/reports';
import { csvFileName, salesSeriesTable, toCsv } from '@/lib/domain/report-csv';
import { csvResponse } from '@/lib/http/csv-response';
import { apiRoute, parseQuery, staffPolicy } from '@/lib/http/route';
import { salesReportQuery } from '@/lib/validation/admin/reports';

/**
 * Sales, orders, average order value and units of a range, by day, week or month,
 * against the previous period; cancelled and refunded apart. Cost and margin for ADMIN only.
 * `format=csv`: the series as a file.
 */
export const GET = apiRoute(staffPolicy('GET /api/admin/reports/sales'), async ({ req, principal }) => {
  const query = parseQuery(req, salesReportQuery);
  const report = await getSalesReport(query, query.interval, { withCost: principal.rol === 'ADMIN' });
  if (query.format === 'csv') return csvResponse(toCsv(salesSeriesTable(report.series), query.separator), csvFileName('ventas', query));
  return report;
});
