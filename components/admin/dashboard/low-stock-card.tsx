'use client';

import { PackageX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { AdminDashboard } from '@/lib/data/admin/dashboard';
import { DashboardCard } from './dashboard-card';

/** Variants at or under the low-stock threshold, fewest units first. */
export function LowStockCard({ lowStock }: { lowStock: AdminDashboard['lowStock'] }) {
  const t = useTranslations('AdminDashboard.lowStock');
  return (
    <DashboardCard
      id="dashboard-low-stock"
      icon={PackageX}
      title={t('title')}
      headline={lowStock.count}
      href="/admin/inventory"
      linkLabel={t('link')}
    >
      <p className="mb-1 text-muted-foreground">{t('threshold', { threshold: lowStock.threshold })}</p>
      {lowStock.variants.length === 0 ? (
        <p className="text-muted-foreground">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {lowStock.variants.map((variant) => (
            <li key={variant.id} className="flex items-start justify-between gap-3 py-1.5">
              <span className="min-w-0">
                <span className="block break-words">{variant.productName}</span>
                <span className="block font-mono text-xs break-all text-muted-foreground">{variant.sku}</span>
              </span>
              {/* What is left to sell (on hand − reserved, docs/stock.md). */}
              <span className={`shrink-0 font-semibold tabular-nums ${variant.available <= 0 ? 'text-danger' : ''}`}>
                {variant.available <= 0 ? t('out') : t('units', { count: variant.available })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
