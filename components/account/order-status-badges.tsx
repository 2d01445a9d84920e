'use client';

import { useTranslations } from 'next-intl';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { PaymentStatus, ShippingStatus } from '@/lib/domain/order-status';

const paymentVariants: Record<PaymentStatus, BadgeVariant> = {
  pending_payment: 'warning',
  pending_confirmation: 'info',
  paid: 'success',
  refunded: 'neutral',
  cancelled: 'danger',
};

const shippingVariants: Record<ShippingStatus, BadgeVariant> = {
  unfulfilled: 'neutral',
  processing: 'info',
  shipped: 'info',
  delivered: 'success',
};

/** Spec 1 §4 status tables: 'Pendiente de pago'… and 'Por preparar'…, each named for screen readers. */
export function OrderStatusBadges({ paymentStatus, shippingStatus }: { paymentStatus: PaymentStatus; shippingStatus: ShippingStatus }) {
  const t = useTranslations('Orders');
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge variant={paymentVariants[paymentStatus]}>
        <span className="sr-only">{t('paymentLabel')}: </span>
        {t(`paymentStatus.${paymentStatus}`)}
      </Badge>
      {/* Shipping means nothing before the payment is settled, unless it already moved. */}
      {paymentStatus === 'paid' || shippingStatus !== 'unfulfilled' ? (
        <Badge variant={shippingVariants[shippingStatus]}>
          <span className="sr-only">{t('shippingLabel')}: </span>
          {t(`shippingStatus.${shippingStatus}`)}
        </Badge>
      ) : null}
    </span>
  );
}
