'use client';

import { useTranslations } from 'next-intl';
import { ChangeInvoiceTo, InvoicedTo, OrderInvoice } from '@/components/account/order-invoice';
import { OrderStatusBadges } from '@/components/account/order-status-badges';
import { buttonClasses } from '@/components/ui/button';
import type { CustomerOrder } from '@/lib/contracts/orders';
import { Link } from '@/lib/i18n/navigation';

/** An order that no longer waits for payment: its status instead of the payment form. */
export function OrderStatusNotice({ order }: { order: CustomerOrder }) {
  const t = useTranslations('Checkout');
  return (
    <div className="mt-6 space-y-4 rounded-card border border-border p-4 sm:p-6">
      <p className="text-lg">
        {order.paymentStatus === 'paid' && order.onlinePayment?.status === 'APPROVED' ? t('onlinePaid') : t('notPending')}
      </p>
      <OrderStatusBadges paymentStatus={order.paymentStatus} shippingStatus={order.shippingStatus} />
      <div>
        <InvoicedTo order={order} />
        <ChangeInvoiceTo order={order} />
        <OrderInvoice order={order} />
      </div>
      {order.rejectionReason ? (
        <p className="text-sm text-muted-foreground">{t('rejectionReason', { reason: order.rejectionReason })}</p>
      ) : null}
      <Link href="/perfil" className={buttonClasses({ variant: 'outline' })}>
        {t('goToProfile')}
      </Link>
    </div>
  );
}
