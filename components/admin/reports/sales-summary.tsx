'use client';

import { TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { SalesReport } from '@/lib/api-client/admin-reports';
import { formatCOP } from '@/lib/domain/money';
import { percentChange } from '@/lib/domain/reports';

type Figure = 'sales' | 'orders' | 'averageOrderValue' | 'units';
const FIGURES: Figure[] = ['sales', 'orders', 'averageOrderValue', 'units'];
const isMoney = (figure: Figure) => figure === 'sales' || figure === 'averageOrderValue';

/** The range's four figures, each against the previous period; then what was left out, and (ADMIN) the margin. */
export function SalesSummary({ report }: { report: SalesReport }) {
  const t = useTranslations('AdminReports.summary');
  const show = (figure: Figure, value: number) => (isMoney(figure) ? formatCOP(value) : value.toLocaleString('es-CO'));
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {FIGURES.map((figure) => {
          const change = percentChange(report.current[figure], report.previous[figure]);
          const Trend = change !== null && change < 0 ? TrendingDown : TrendingUp;
          return (
            <div key={figure} className="min-w-0 break-words rounded-card border border-border p-3" data-testid={`figure-${figure}`}>
              <dt className="text-sm text-muted-foreground">{t(figure)}</dt>
              <dd className="text-xl font-bold tabular-nums sm:text-2xl">{show(figure, report.current[figure])}</dd>
              <dd className="text-sm text-muted-foreground">
                {change !== null ? (
                  <span className={`me-1 inline-flex items-center gap-0.5 font-semibold ${change < 0 ? 'text-danger' : 'text-success'}`}>
                    <Trend aria-hidden="true" className="size-4" />
                    {change > 0 ? `+${change}` : change}%
                  </span>
                ) : null}
                {t('previous', { value: show(figure, report.previous[figure]) })}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="text-sm text-muted-foreground" data-testid="excluded">
        {t('excluded', {
          cancelled: report.excluded.cancelled.orders,
          cancelledAmount: formatCOP(report.excluded.cancelled.amount),
          refunded: report.excluded.refunded.orders,
          refundedAmount: formatCOP(report.excluded.refunded.amount),
        })}
      </p>
      {report.costs ? (
        <p className="text-sm" data-testid="margin">
          {t('margin', {
            margin: formatCOP(report.costs.current.margin),
            cost: formatCOP(report.costs.current.cost),
            percent: report.costs.current.marginPercent ?? '—',
            coverage: report.costs.current.costCoverage ?? 0,
          })}
        </p>
      ) : null}
    </div>
  );
}
