'use client';

import { TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { AdminDashboard } from '@/lib/data/admin/dashboard';
import { formatCOP } from '@/lib/domain/money';
import { percentChange } from '@/lib/domain/reports';
import { DashboardCard } from './dashboard-card';

/** Paid sales this month against last month (Bogotá calendar), in pesos and orders. */
export function SalesCard({ sales, bySource = [] }: { sales: AdminDashboard['sales']; bySource?: AdminDashboard['bySource'] }) {
  const t = useTranslations('AdminDashboard.sales');
  const ts = useTranslations('Admin.dashboardSources');
  const sources = useTranslations('Admin.orderSources');
  const change = percentChange(sales.thisMonth, sales.lastMonth);
  const Trend = change !== null && change < 0 ? TrendingDown : TrendingUp;

  return (
    <DashboardCard id="dashboard-sales" icon={Wallet} title={t('title')} headline={formatCOP(sales.thisMonth)}>
      <p className="text-muted-foreground">{t('thisMonthOrders', { count: sales.thisMonthOrders })}</p>
      {change !== null ? (
        <p className={`mt-2 flex items-center gap-1 font-semibold ${change < 0 ? 'text-danger' : 'text-success'}`}>
          <Trend aria-hidden="true" className="size-4" />
          {t('change', { change: change > 0 ? `+${change}` : String(change) })}
        </p>
      ) : null}
      <p className="mt-1 text-muted-foreground">{t('lastMonth', { amount: formatCOP(sales.lastMonth), count: sales.lastMonthOrders })}</p>
      {/* Issue 23 §5: this month's orders and sales by where they came from. */}
      {bySource.length ? (
        <div className="mt-3" data-testid="dashboard-by-source">
          <p className="font-medium">{ts('title')}</p>
          <dl className="mt-1 space-y-0.5 text-sm tabular-nums">
            {bySource.map((row) => (
              <div key={row.source} className="flex justify-between gap-2">
                <dt>{sources(row.source)}</dt>
                <dd>{ts('row', { count: row.orders, amount: formatCOP(row.sales) })}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </DashboardCard>
  );
}
