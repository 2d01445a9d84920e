'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesReport } from '@/lib/api-client/admin-reports';
import { formatCOP } from '@/lib/domain/money';
import { bucketLabel } from '@/lib/domain/reports';
import { compactCOP } from './chart-format';

/**
 * Sales per day, week or month as bars, the previous period's as a line at the same positions
 * (recharts; loaded only by the reports page). The figures are also in the table beside it.
 */
export default function SalesChart({ report }: { report: SalesReport }) {
  const t = useTranslations('AdminReports.sales');
  const locale = useLocale();
  const data = report.series.map((point) => ({ ...point, label: bucketLabel(point.bucket, report.interval, locale) }));
  return (
    <div className="h-64 w-full sm:h-80" data-testid="sales-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={12} />
          <YAxis tickFormatter={(value: number) => compactCOP(value, locale)} tick={{ fontSize: 12 }} width={64} />
          <Tooltip formatter={(value) => formatCOP(Number(value))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="sales" name={t('current')} fill="var(--color-primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Line
            dataKey="previousSales"
            name={t('previous')}
            stroke="var(--color-muted-foreground)"
            strokeDasharray="4 3"
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
