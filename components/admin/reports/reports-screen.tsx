'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { AdminPage } from '@/components/admin/admin-page';
import { DataTable } from '@/components/admin/data-table';
import { errorMessage } from '@/lib/api-client/admin';
import { type SalesReport, useSalesReport } from '@/lib/api-client/admin-reports';
import { formatDate } from '@/lib/domain/dates';
import { colombiaDayStart } from '@/lib/domain/order-search';
import { formatCOP } from '@/lib/domain/money';
import { bucketLabel } from '@/lib/domain/reports';
import { BreakdownReport } from './breakdown-report';
import { ReportFilters } from './report-filters';
import { ReportSection } from './report-section';
import { SalesSummary } from './sales-summary';
import { TopReport } from './top-report';
import { useReportParams } from './use-report-params';

// recharts only in the browser and only on this page (it never reaches the store's bundles).
const SalesChart = dynamic(() => import('./sales-chart'), { ssr: false, loading: () => <div className="h-64 sm:h-80" /> });

const num = 'text-end tabular-nums';
/** A day 'YYYY-MM-DD' as the back office writes dates ('1 nov 2026'). */
const dayText = (day: string, locale: string) => formatDate(colombiaDayStart(day), locale);

/**
 * Issue 25 §4 'Reportes': the range's sales against the previous period (figures, chart and
 * table), then top products, categories and customers and the breakdowns, each exportable to CSV.
 * Every section asks the API on its own, so a slow one does not hold the others.
 */
export function ReportsScreen() {
  const t = useTranslations('AdminReports');
  const locale = useLocale();
  const [params, setParams] = useReportParams();
  const sales = useSalesReport(params);
  const report = sales.data;
  return (
    <AdminPage
      title={t('title')}
      description={t('description', {
        from: dayText(params.from, locale),
        to: dayText(params.to, locale),
        ...(report
          ? { previousFrom: dayText(report.previousRange.from, locale), previousTo: dayText(report.previousRange.to, locale) }
          : { previousFrom: '…', previousTo: '…' }),
      })}
    >
      <ReportFilters params={params} onChange={setParams} />
      {sales.isError ? (
        <p role="alert" className="text-danger">
          {t('loadError', { message: errorMessage(sales.error) })}
        </p>
      ) : null}
      <ReportSection id="report-sales" title={t('sales.title')} table={{ report: 'sales' }} params={params} canExport={Boolean(report)}>
        {report ? (
          <div className="space-y-4" aria-busy={sales.isFetching || undefined}>
            <SalesSummary report={report} />
            <SalesChart report={report} />
            <details>
              <summary className="cursor-pointer text-sm font-medium text-primary">{t('sales.showTable')}</summary>
              <SeriesTable report={report} />
            </details>
          </div>
        ) : (
          <p className="text-muted-foreground">{t('loading')}</p>
        )}
      </ReportSection>
      <div className="grid gap-6 2xl:grid-cols-2">
        <TopReport by="products" params={params} />
        <TopReport by="categories" params={params} />
        <TopReport by="customers" params={params} />
        <BreakdownReport by="payment_method" params={params} />
        <BreakdownReport by="delivery_option" params={params} />
        <BreakdownReport by="source" params={params} />
      </div>
    </AdminPage>
  );
}

function SeriesTable({ report }: { report: SalesReport }) {
  const t = useTranslations('AdminReports.sales');
  const locale = useLocale();
  return (
    <DataTable
      className="mt-3"
      caption={t('title')}
      rows={report.series}
      getRowKey={(point) => point.bucket}
      columns={[
        { id: 'bucket', header: t('columns.bucket'), primary: true, cell: (p) => bucketLabel(p.bucket, report.interval, locale) },
        { id: 'sales', header: t('columns.sales'), className: num, cell: (p) => formatCOP(p.sales) },
        { id: 'orders', header: t('columns.orders'), className: num, cell: (p) => p.orders },
        { id: 'units', header: t('columns.units'), className: num, cell: (p) => p.units },
        { id: 'previous', header: t('columns.previous'), className: num, cell: (p) => formatCOP(p.previousSales) },
      ]}
    />
  );
}
