'use client';

import { useTranslations } from 'next-intl';
import { useCountValues } from '@/lib/i18n/use-count-values';
import { cn } from '@/components/ui/cn';
import { formatCOP } from '@/lib/domain/money';
import { formatPricePerPiece, isPack, sellingUnitLabel } from '@/lib/domain/packs';
import { applicableTier, type VolumeTier } from '@/lib/domain/pricing';

type TierTableProps = {
  base: number;
  tiers: readonly VolumeTier[];
  quantity: number;
  /** The selling unit ('Paquete'): quantities are counted in it ('Desde 10 paquetes'). */
  unit?: string | null;
  /** Pieces per selling unit: above 1, each tier also shows its price per piece. */
  unitsPerItem?: number;
  className?: string;
};

/**
 * Volume prices of one variant, counted in its selling unit. Only tiers cheaper than the base
 * price are listed: the pricing rule never applies the others. The tier the current quantity
 * reaches is highlighted.
 */
export function TierTable({ base, tiers, quantity, unit, unitsPerItem, className }: TierTableProps) {
  const t = useTranslations('ProductOptions');
  const tCart = useTranslations('Cart');
  const counted = useCountValues();
  const rows = tiers.filter((tier) => tier.price < base).sort((a, b) => a.minQuantity - b.minQuantity);
  if (rows.length === 0) return null;
  const active = applicableTier(base, tiers, quantity);

  return (
    <table className={cn('w-full text-sm', className)}>
      <caption className="mb-1 text-start font-semibold">{t('tiersTitle')}</caption>
      <thead>
        <tr className="border-b border-border text-muted-foreground">
          <th scope="col" className="py-1.5 text-start font-medium">
            {t('tierQuantity')}
          </th>
          <th scope="col" className="py-1.5 text-end font-medium">
            {unit ? t('tierPriceUnit', { unit: sellingUnitLabel(unit, 1) }) : t('tierPrice')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((tier) => {
          const current = active?.minQuantity === tier.minQuantity && active.price === tier.price;
          return (
            <tr
              key={tier.minQuantity}
              className={cn('border-b border-border last:border-0', current && 'bg-primary-soft font-semibold text-primary')}
            >
              <td className="py-1.5 ps-1">
                {unit
                  ? t('tierFromUnit', { n: counted(tier.minQuantity).n, unit: sellingUnitLabel(unit, tier.minQuantity) })
                  : t('tierFrom', counted(tier.minQuantity))}
              </td>
              <td className="py-1.5 pe-1 text-end">
                {formatCOP(tier.price)}
                {isPack(unitsPerItem) ? (
                  <span className="block text-xs font-normal text-muted-foreground">
                    {tCart('perPiece', { price: formatPricePerPiece(tier.price, unitsPerItem) })}
                  </span>
                ) : null}
                {current ? <span className="sr-only"> ({t('tierApplied')})</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
