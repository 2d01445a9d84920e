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
  processing: 'warning',
  shipped: 'info',
  delivered: 'success',
};

/** Spec 1 §4 payment labels (the customer area's `Orders` messages), named for screen readers. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useTranslations('Orders');
  return (
    <Badge variant={paymentVariants[status]}>
      <span className="sr-only">{t('paymentLabel')}: </span>
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}

/** Spec 1 §4 shipping labels. */
export function ShippingStatusBadge({ status }: { status: ShippingStatus }) {
  const t = useTranslations('Orders');
  return (
    <Badge variant={shippingVariants[status]}>
      <span className="sr-only">{t('shippingLabel')}: </span>
      {t(`shippingStatus.${status}`)}
    </Badge>
  );
}

/** Both statuses side by side (they wrap on a narrow card). */
export function OrderStatusBadges({ paymentStatus, shippingStatus }: { paymentStatus: PaymentStatus; shippingStatus: ShippingStatus }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <PaymentStatusBadge status={paymentStatus} />
      <ShippingStatusBadge status={shippingStatus} />
    </span>
  );
}
