import { getTopReport } from '@/lib/data/admin/reports';
import { csvFileName, toCsv, topTable } from '@/lib/domain/report-csv';
import { csvResponse } from '@/lib/http/csv-response';
import { apiRoute, parseQuery, staffPolicy } from '@/lib/http/route';
import { topReportQuery } from '@/lib/validation/admin/reports';

const FILE = { products: 'productos', categories: 'categorias', customers: 'clientes' } as const;
const UNNAMED = { products: 'Producto eliminado', categories: 'Sin categoría', customers: '' } as const;

/** Top products, categories or customers of a range by sales. Costs for ADMIN only. */
export const GET = apiRoute(staffPolicy('GET /api/admin/reports/top'), async ({ req, principal }) => {
  const query = parseQuery(req, topReportQuery);
  const report = await getTopReport(query.by, query, query.limit, { withCost: principal.rol === 'ADMIN' });
  if (query.format === 'csv') {
    return csvResponse(toCsv(topTable(query.by, report.rows, UNNAMED[query.by]), query.separator), csvFileName(FILE[query.by], query));
  }
  return report;
});
