'use client';

import type { LucideIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { DashboardOrder } from '@/lib/data/admin/dashboard';
import { formatDate } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/navigation';
import { DashboardCard } from './dashboard-card';

export type OrderQueueCardProps = {
  id: string;
  icon: LucideIcon;
  title: string;
  count: number;
  oldest: readonly DashboardOrder[];
  /** The list that handles them. */
  href: string;
  linkLabel: string;
  emptyText: string;
};

/** Orders waiting for staff: how many, and the oldest few first (they have waited longest). */
export function OrderQueueCard({ id, icon, title, count, oldest, href, linkLabel, emptyText }: OrderQueueCardProps) {
  const t = useTranslations('AdminDashboard');
  const locale = useLocale();
  return (
    <DashboardCard id={id} icon={icon} title={title} headline={count} href={href} linkLabel={linkLabel}>
      {oldest.length === 0 ? (
        <p className="text-muted-foreground">{emptyText}</p>
      ) : (
        <>
          <p className="mb-1 text-muted-foreground">{t('oldestFirst')}</p>
          <ul className="divide-y divide-border">
            {oldest.map((order) => (
              <li key={order.id} className="flex items-center justify-between gap-3">
                <Link
                  href={`/admin/orders/${order.id}`}
                  className="group flex min-h-tap min-w-0 flex-1 flex-col justify-center rounded-control py-1.5 hover:bg-primary-soft"
                >
                  <span className="break-words">
                    <span className="font-semibold text-primary group-hover:underline">#{order.id}</span> · <bdi>{order.user.nombre}</bdi>
                  </span>
                  {/* Issue 25 §1: the name first, the e-mail second. */}
                  {order.user.email !== order.user.nombre ? (
                    <span className="text-xs break-all text-muted-foreground">{order.user.email}</span>
                  ) : null}
                  <span className="text-xs text-muted-foreground">
                    {t('waitingSince', { date: formatDate(order.waitingSince, locale) })}
                    {order.cashOnDelivery ? ` · ${t('cashOnDelivery')}` : null}
                  </span>
                </Link>
                <span className="shrink-0 font-semibold tabular-nums">{formatCOP(order.total)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}
