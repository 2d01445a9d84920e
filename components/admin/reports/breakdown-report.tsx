'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/admin/data-table';
import { type BreakdownRow, type ReportParams, useBreakdownReport } from '@/lib/api-client/admin-reports';
import { errorMessage } from '@/lib/api-client/admin';
import { formatCOP } from '@/lib/domain/money';
import type { BreakdownKind } from '@/lib/domain/reports';
import { ReportSection } from './report-section';

// recharts only in the browser and only on this page (it never reaches the store's bundles).
const BreakdownChart = dynamic(() => import('./breakdown-chart'), { ssr: false });

const num = 'text-end tabular-nums';
const NAMED_KEYS = ['cash_on_delivery', 'none', 'pickup', 'local_delivery', 'national_shipping', 'to_confirm'] as const;
/** Issue 23 §5: the order's channel, named by the Admin.orderSources messages. */
const SOURCE_KEYS = ['web', 'whatsapp', 'phone', 'counter'] as const;

/** Sales of the range by payment method or by delivery option: a bar chart and its table. */
export function BreakdownReport({ by, params }: { by: BreakdownKind; params: ReportParams }) {
  const t = useTranslations('AdminReports.breakdown');
  const sources = useTranslations('Admin.orderSources');
  const query = useBreakdownReport(by, params);
  const label = (row: BreakdownRow) =>
    by === 'source'
      ? SOURCE_KEYS.includes(row.key as (typeof SOURCE_KEYS)[number])
        ? sources(row.key as (typeof SOURCE_KEYS)[number])
        : row.key
      : (row.name ??
        (NAMED_KEYS.includes(row.key as (typeof NAMED_KEYS)[number]) ? t(`keys.${by as 'payment_method'}.${row.key as 'none'}`) : row.key));
  const rows = (query.data?.rows ?? []).map((row) => ({ ...row, label: label(row) }));
  return (
    <ReportSection
      id={`report-${by}`}
      title={t(`title.${by}`)}
      table={{ report: 'breakdown', by }}
      params={params}
      canExport={rows.length > 0}
    >
      {query.isError ? (
        <p role="alert" className="text-danger">
          {t('loadError', { message: errorMessage(query.error) })}
        </p>
      ) : (
        <>
          {rows.length > 0 ? <BreakdownChart rows={rows} /> : null}
          <DataTable
            caption={t(`title.${by}`)}
            columns={[
              { id: 'label', header: t(`columns.${by}`), primary: true, cell: (row) => row.label },
              { id: 'orders', header: t('columns.orders'), className: num, cell: (row) => row.orders },
              { id: 'sales', header: t('columns.sales'), className: num, cell: (row) => formatCOP(row.sales) },
              { id: 'share', header: t('columns.share'), className: num, cell: (row) => `${row.share}%` },
            ]}
            rows={rows}
            getRowKey={(row) => row.key}
            empty={query.isPending ? t('loading') : t('empty')}
          />
        </>
      )}
    </ReportSection>
  );
}
