'use client';

import { useLocale, useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import type { CustomerOrder } from '@/lib/contracts/orders';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import { Link } from '@/lib/i18n/navigation';
import { IvaBreakdown } from './iva-breakdown';
import { OrderAmounts } from './order-amounts';
import { OrderItems } from './order-items';
import { OrderStatusBadges } from './order-status-badges';
import { OrderTimeline } from './order-timeline';
import { ReceiptButton } from './receipt-button';
import { ReorderButton } from './reorder-button';
import { CancelOrderButton } from './cancel-order-button';
import { DeliveryNotes } from './delivery-notes';
import { ChangeInvoiceTo, InvoicedTo, OrderInvoice } from './order-invoice';

/** One order in 'Mis Pedidos'. */
export function OrderCard({ order }: { order: CustomerOrder }) {
  const t = useTranslations('Orders');
  const locale = useLocale();
  const headingId = `order-${order.id}-title`;
  return (
    <article aria-labelledby={headingId} className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {t('orderNumber', { id: order.id })}
          </h2>
          <p className="text-sm text-muted-foreground">
            <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale)}</time>
          </p>
        </div>
        <OrderStatusBadges paymentStatus={order.paymentStatus} shippingStatus={order.shippingStatus} />
      </header>

      <div className="mt-3">
        <OrderItems items={order.items} />
      </div>
      <OrderAmounts
        className="mt-2"
        subtotal={order.subtotal}
        total={order.total}
        deliveryOption={order.deliveryOption}
        shippingFee={order.shippingFee}
        deliveryRuleName={order.deliveryRuleName}
        cashOnDelivery={order.cashOnDelivery}
      />
      <IvaBreakdown iva={order.iva} className="mt-3" />
      <InvoicedTo order={order} />
      <ChangeInvoiceTo order={order} />
      <OrderInvoice order={order} />

      {order.paymentStatus === 'pending_payment' && order.paymentDueAt ? (
        <p className="mt-2 text-sm text-warning">{t('payBefore', { date: formatDateTime(order.paymentDueAt, locale) })}</p>
      ) : null}
      <DeliveryNotes notes={order.deliveryNotes} className="mt-2" />
      {order.rejectionReason ? <p className="mt-2 text-sm text-danger">{t('rejectionReason', { reason: order.rejectionReason })}</p> : null}

      <OrderTimeline history={order.history} cashOnDelivery={order.cashOnDelivery} />

      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <ReceiptButton orderId={order.id} />
        <ReorderButton order={order} />
        <CancelOrderButton order={order} />
        {order.paymentStatus === 'pending_payment' ? (
          <Link href={`/checkout/${order.id}`} className={buttonClasses()} aria-label={t('payOrder', { id: order.id })}>
            {t('pay')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
