'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { IvaBreakdown as Breakdown, IvaRateRow } from '@/lib/domain/iva';
import { formatCOP } from '@/lib/domain/money';

/**
 * Issue 26: the IVA the order's final prices include, the same for the customer and for staff:
 * a row per class of the goods, the delivery fee (19 %) and the total, each as base + IVA = total
 * (lib/domain/iva.ts). A table that fits a 360 px screen: four short columns of figures.
 */
export function IvaBreakdown({ iva, className }: { iva: Breakdown; className?: string }) {
  const t = useTranslations('Fiscal');
  const row = (key: string, label: string, split: Pick<IvaRateRow, 'base' | 'iva' | 'total'>, strong = false) => (
    <tr key={key} className={cn(strong && 'border-t border-border font-semibold')}>
      <th scope="row" className="py-1 pr-2 text-left font-normal text-muted-foreground">
        {strong ? <span className="font-semibold text-foreground">{label}</span> : label}
      </th>
      <td className="py-1 pl-2 text-right tabular-nums">{formatCOP(split.base)}</td>
      <td className="py-1 pl-2 text-right tabular-nums">{formatCOP(split.iva)}</td>
      <td className="py-1 pl-2 text-right tabular-nums">{formatCOP(split.total)}</td>
    </tr>
  );
  return (
    <div className={cn('overflow-x-auto', className)}>
      <table className="w-full text-xs sm:text-sm" data-testid="iva-breakdown">
        <caption className="pb-1 text-left text-sm font-semibold">{t('breakdownTitle')}</caption>
        <thead>
          <tr className="text-muted-foreground">
            <th scope="col" className="py-1 pr-2 text-left font-normal">
              <span className="sr-only">{t('concept')}</span>
            </th>
            <th scope="col" className="py-1 pl-2 text-right font-normal">
              {t('base')}
            </th>
            <th scope="col" className="py-1 pl-2 text-right font-normal">
              {t('iva')}
            </th>
            <th scope="col" className="py-1 pl-2 text-right font-normal">
              {t('total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {iva.byRate.map((r) => row(`${r.ivaClass}-${r.rate}`, t(`classes.${r.ivaClass}`), r))}
          {(iva.delivery?.parts ?? []).map((part) => row(`delivery-${part.ivaClass}`, t('deliveryRow', { rate: part.rate }), part))}
          {row('total', t('total'), iva, true)}
        </tbody>
      </table>
    </div>
  );
}

/** 'IVA 19 %' under an order line: its class as ordered. */
export function IvaClassNote({ ivaClass }: { ivaClass: Breakdown['byRate'][number]['ivaClass'] }) {
  const t = useTranslations('Fiscal');
  return <span className="block text-xs text-muted-foreground">{t(`classes.${ivaClass}`)}</span>;
}
