'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import {
  isShippingStatusShown,
  type PaymentStatus,
  paymentStatusTones,
  type ShippingStatus,
  shippingStatusTones,
} from '@/lib/domain/order-status';

/** Spec 1 §4 payment labels ('Pendiente de pago'…), named for screen readers. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useTranslations('Orders');
  return (
    <Badge variant={paymentStatusTones[status]}>
      <span className="sr-only">{t('paymentLabel')}: </span>
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}

/** Spec 1 §4 shipping labels ('Por preparar'…). */
export function ShippingStatusBadge({ status }: { status: ShippingStatus }) {
  const t = useTranslations('Orders');
  return (
    <Badge variant={shippingStatusTones[status]}>
      <span className="sr-only">{t('shippingLabel')}: </span>
      {t(`shippingStatus.${status}`)}
    </Badge>
  );
}

/**
 * Both statuses side by side (they wrap on a narrow card), for the customer area and the back
 * office alike. Staff see the shipping status unless the order closed before it left; a customer
 * only once it means something (isShippingStatusShown).
 */
export function OrderStatusBadges({
  paymentStatus,
  shippingStatus,
  audience = 'customer',
}: {
  paymentStatus: PaymentStatus;
  shippingStatus: ShippingStatus;
  audience?: 'customer' | 'staff';
}) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <PaymentStatusBadge status={paymentStatus} />
      {isShippingStatusShown(paymentStatus, shippingStatus, audience) ? <ShippingStatusBadge status={shippingStatus} /> : null}
    </span>
  );
}
