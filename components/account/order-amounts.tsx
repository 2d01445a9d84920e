'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { DeliveryOptionKind } from '@/lib/domain/delivery-options';
import { formatCOP } from '@/lib/domain/money';

export type OrderAmountsProps = {
  subtotal: number;
  total: number;
  /** Null on orders placed before delivery rules existed: only the total shows. */
  deliveryOption: DeliveryOptionKind | null;
  shippingFee: number | null;
  deliveryRuleName?: string | null;
  cashOnDelivery?: boolean;
  /** 'Total' by default; the back office says 'Total de la orden'. */
  totalLabel?: string;
  className?: string;
};

/**
 * Issue 21: what the total is made of, the same for the customer and for staff: Subtotal, the
 * delivery line (its fee, 'Gratis', 'Por confirmar' or 'Recoger en tienda') and the Total.
 */
export function OrderAmounts({
  subtotal,
  total,
  deliveryOption,
  shippingFee,
  deliveryRuleName,
  cashOnDelivery,
  totalLabel,
  className,
}: OrderAmountsProps) {
  const t = useTranslations('Orders.amounts');
  const fee =
    deliveryOption === 'pickup'
      ? t('free')
      : shippingFee === null
        ? t('toConfirm')
        : shippingFee === 0
          ? t('free')
          : formatCOP(shippingFee);
  return (
    <div className={cn('border-t border-border pt-3 text-sm', className)}>
      <dl className="space-y-1">
        {deliveryOption ? (
          <>
            <div className="flex items-baseline justify-between gap-3">
              <dt className="text-muted-foreground">{t('subtotal')}</dt>
              <dd className="tabular-nums">{formatCOP(subtotal)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-3">
              <dt className="text-muted-foreground">
                {t(`option.${deliveryOption}`)}
                {deliveryRuleName ? <bdi> · {deliveryRuleName}</bdi> : null}
              </dt>
              <dd className={cn('tabular-nums', shippingFee === null && deliveryOption !== 'pickup' && 'font-medium text-warning')}>
                {fee}
              </dd>
            </div>
          </>
        ) : null}
        <div className="flex items-baseline justify-between gap-3 pt-1 text-base font-semibold">
          <dt>{totalLabel ?? t('total')}</dt>
          <dd className="text-lg font-bold tabular-nums">{formatCOP(total)}</dd>
        </div>
      </dl>
      {cashOnDelivery ? <p className="mt-1 text-sm font-medium text-primary">{t('cashOnDelivery')}</p> : null}
    </div>
  );
}
