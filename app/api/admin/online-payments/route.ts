import { getOnlinePaymentsReport } from '@/lib/data/admin/online-payments';
import { onlinePaymentsTable, toCsv } from '@/lib/domain/report-csv';
import { csvResponse } from '@/lib/http/csv-response';
import { apiRoute, parseQuery, staffPolicy } from '@/lib/http/route';
import { adminOnlinePayments } from '@/lib/contracts/online-payments';

/** The period's Wompi transactions against the orders (ADMIN), as JSON or `?format=csv`. */
export const GET = apiRoute(staffPolicy('GET /api/admin/online-payments'), async ({ req }) => {
  const { from, to, format, separator } = parseQuery(req, adminOnlinePayments.list.query);
  const report = await getOnlinePaymentsReport(from, to);
  if (format === 'csv')
    return csvResponse(toCsv(onlinePaymentsTable(report.transactions), separator), `pagos-en-linea-${from}-a-${to}.csv`);
  return { report };
});
