import { getBreakdownReport } from '@/lib/data/admin/reports';
import { breakdownLabel, breakdownTable, csvFileName, toCsv } from '@/lib/domain/report-csv';
import { csvResponse } from '@/lib/http/csv-response';
import { apiRoute, parseQuery, staffPolicy } from '@/lib/http/route';
import { breakdownReportQuery } from '@/lib/validation/admin/reports';

const FILE = { payment_method: 'metodos-de-pago', delivery_option: 'entregas', source: 'origenes' } as const;
const COLUMN = { payment_method: 'Método de pago', delivery_option: 'Entrega', source: 'Origen' } as const;

/** A range's sales by payment method or by delivery option; By source. */
export const GET = apiRoute(staffPolicy('GET /api/admin/reports/breakdown'), async ({ req }) => {
  const query = parseQuery(req, breakdownReportQuery);
  const report = await getBreakdownReport(query.by, query);
  if (query.format === 'csv') {
    const rows = report.rows.map((row) => ({ ...row, label: breakdownLabel(query.by, row) }));
    return csvResponse(toCsv(breakdownTable(COLUMN[query.by], rows), query.separator), csvFileName(FILE[query.by], query));
  }
  return report;
});
