'use client';

import { useLocale, useTranslations } from 'next-intl';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { PersonName } from '@/components/admin/orders/person-name';
import { type ReportParams, type TopRow, useTopReport } from '@/lib/api-client/admin-reports';
import { errorMessage } from '@/lib/api-client/admin';
import { formatCOP } from '@/lib/domain/money';
import type { TopReportKind } from '@/lib/domain/reports';
import { quantityLabel, soldByPiece, unitLocale } from '@/lib/domain/units';
import { ReportSection } from './report-section';

const num = 'text-end tabular-nums';

/** Top products, categories or customers of the range by sales; cost and margin when the server sends them (ADMIN). */
export function TopReport({ by, params }: { by: TopReportKind; params: ReportParams }) {
  const t = useTranslations('AdminReports.top');
  const locale = unitLocale(useLocale());
  const query = useTopReport(by, params);
  const rows = query.data?.rows ?? [];
  const withCost = rows.some((row) => row.costs);
  const columns: DataTableColumn<TopRow>[] = [
    {
      id: 'name',
      header: t(`columns.${by}`),
      primary: true,
      cell: (row) =>
        by === 'customers' ? <PersonName nombre={row.name ?? ''} email={row.email ?? ''} /> : (row.name ?? t(`unnamed.${by}`)),
    },
    { id: 'orders', header: t('columns.orders'), className: num, cell: (row) => row.orders },
    {
      id: 'units',
      header: t('columns.units'),
      className: num,
      // Pieces; a product sold by one unit says it too: '12 paquetes = 600 unidades'.
      cell: (row) =>
        row.sold && !soldByPiece(row.sold) ? quantityLabel(row.sold.quantity, row.sold, locale) : row.units.toLocaleString('es-CO'),
    },
    { id: 'sales', header: t('columns.sales'), className: num, cell: (row) => formatCOP(row.sales) },
  ];
  if (withCost) {
    columns.push(
      { id: 'cost', header: t('columns.cost'), className: num, cell: (row) => (row.costs ? formatCOP(row.costs.cost) : '') },
      {
        id: 'margin',
        header: t('columns.margin'),
        className: num,
        cell: (row) => (row.costs?.marginPercent == null ? '—' : `${formatCOP(row.costs.margin)} (${row.costs.marginPercent}%)`),
      },
    );
  }
  return (
    <ReportSection
      id={`report-top-${by}`}
      title={t(`title.${by}`)}
      table={{ report: 'top', by }}
      params={params}
      canExport={rows.length > 0}
    >
      {query.isError ? (
        <p role="alert" className="text-danger">
          {t('loadError', { message: errorMessage(query.error) })}
        </p>
      ) : (
        <DataTable
          caption={t(`title.${by}`)}
          columns={columns}
          rows={rows}
          getRowKey={(row) => `${row.id ?? 'x'}-${row.name ?? ''}`}
          empty={query.isPending ? t('loading') : t('empty')}
        />
      )}
    </ReportSection>
  );
}
