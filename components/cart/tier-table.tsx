'use client';

import { useTranslations } from 'next-intl';
import { useCountValues } from '@/lib/i18n/use-count-values';
import { cn } from '@/components/ui/cn';
import { formatCOP } from '@/lib/domain/money';
import { applicableTier, type VolumeTier } from '@/lib/domain/pricing';

/**
 * Volume prices of one variant. Only tiers cheaper than the base price are listed: the pricing
 * rule never applies the others. The tier the current quantity reaches is highlighted.
 */
export function TierTable({ base, tiers, quantity, className }: { base: number; tiers: readonly VolumeTier[]; quantity: number; className?: string }) {
  const t = useTranslations('ProductOptions');
  const counted = useCountValues();
  const rows = tiers.filter((tier) => tier.price < base).sort((a, b) => a.minQuantity - b.minQuantity);
  if (rows.length === 0) return null;
  const active = applicableTier(base, tiers, quantity);

  return (
    <table className={cn('w-full text-sm', className)}>
      <caption className="mb-1 text-start font-semibold">{t('tiersTitle')}</caption>
      <thead>
        <tr className="border-b border-border text-muted-foreground">
          <th scope="col" className="py-1.5 text-start font-medium">{t('tierQuantity')}</th>
          <th scope="col" className="py-1.5 text-end font-medium">{t('tierPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((tier) => {
          const current = active?.minQuantity === tier.minQuantity && active.price === tier.price;
          return (
            <tr key={tier.minQuantity} className={cn('border-b border-border last:border-0', current && 'bg-primary-soft font-semibold text-primary')}>
              <td className="py-1.5 ps-1">{t('tierFrom', counted(tier.minQuantity))}</td>
              <td className="py-1.5 pe-1 text-end">
                {formatCOP(tier.price)}
                {current ? <span className="sr-only"> ({t('tierApplied')})</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
