'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { formatCOP } from '@/lib/domain/money';
import type { PricedLine } from '@/lib/domain/pricing';

/**
 * Unit price after the volume tier: green with the base price struck through when a tier
 * applies (spec §9), the base price alone otherwise.
 */
export function UnitPrice({
  priced,
  className,
}: {
  priced: Pick<PricedLine, 'basePrice' | 'unitPrice' | 'discounted'>;
  className?: string;
}) {
  const t = useTranslations('Cart');
  if (!priced.discounted) return <span className={cn('font-semibold', className)}>{formatCOP(priced.unitPrice)}</span>;
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="sr-only">{t('volumePrice')}:</span>
      <span className="font-semibold text-primary">{formatCOP(priced.unitPrice)}</span>
      <span className="sr-only">{t('regularPrice')}:</span>
      <del className="text-sm text-muted-foreground">{formatCOP(priced.basePrice)}</del>
    </span>
  );
}
