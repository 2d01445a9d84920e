'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AddressSummary } from '@/components/account/address-summary';
import { DeliveryNotes } from '@/components/account/delivery-notes';
import { ChangeInvoiceTo, InvoicedTo } from '@/components/account/order-invoice';
import { useNotification } from '@/components/notifications/notification-provider';
import { buttonClasses } from '@/components/ui/button';
import { ApiClientError } from '@/lib/api-client/client';
import { useCart } from '@/components/cart/cart-provider';
import { isNotFound, useConfirmPayment, useOrder, useStartOnlinePayment } from '@/lib/api-client/customer';
import { usePaymentMethods } from '@/lib/api-client/payment-methods';
import { formatCOP } from '@/lib/domain/money';
import { isDeliveryFeePending } from '@/lib/domain/payment-link';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { OnlinePayment, returnedTransactionId, useOnlinePaymentView } from './online-payment';
import { LoadingOrder, OrderNotFound } from './payment-page-states';
import { OrderStatusNotice } from './order-status-notice';
import { OrderSummary } from './order-summary';
import { PaymentForm } from './payment-form';

/**
 * The payment steps of a signed-in customer's order: in a chunk of their own, which a signed-out
 * visitor (the login dialog opens by itself) does not download.
 */
export function CheckoutPaymentContent({ orderId, onlinePayments }: { orderId: number; onlinePayments: boolean }) {
  const t = useTranslations('Checkout');
  const notify = useNotification();
  const router = useRouter();
  // Back from Wompi's checkout: the page waits for that payment's answer, asking again for the order.
  const [returnedWith] = useState(() => (typeof window === 'undefined' ? null : returnedTransactionId(window.location.search)));
  const online = useOnlinePaymentView(returnedWith);
  const order = useOrder(
    orderId,
    onlinePayments ? (o) => (o?.paymentStatus === 'pending_payment' ? online.pollFor(o.onlinePayment) : false) : undefined,
  );
  const startOnline = useStartOnlinePayment(orderId);
  const methods = usePaymentMethods();
  const confirm = useConfirmPayment(orderId);
  const { clearCart } = useCart();
  const missing = isNotFound(order.error);
  // 401 signs the customer out (the gate shows the login again); 404 has its own message.
  const failure = [order.error, methods.error].find((e) => e && !isNotFound(e) && !(e instanceof ApiClientError && e.status === 401));

  useEffect(() => {
    if (missing) notify.error(t('orderNotFound'));
  }, [missing, notify, t]);
  useEffect(() => {
    if (!failure) return;
    notify.error(t('loadError', { message: failure.message }));
    router.replace('/perfil');
  }, [failure, notify, router, t]);

  if (missing) return <OrderNotFound />;
  if (!order.data || !methods.data) return <LoadingOrder />;
  // Paid on delivery: nothing to pay or upload here, whatever status the order has reached.
  if (order.data.cashOnDelivery && order.data.paymentStatus !== 'cancelled') return <CashOnDeliveryNotice total={order.data.total} />;
  if (order.data.paymentStatus !== 'pending_payment') return <OrderStatusNotice order={order.data} />;
  const view = onlinePayments ? online.viewOf(order.data.onlinePayment) : null;
  return (
    <div className="mt-6 space-y-8">
      <OrderSummary items={order.data.items}>
        <AddressSummary address={order.data.shippingAddress} />
        <DeliveryNotes notes={order.data.deliveryNotes} />
      </OrderSummary>
      <div>
        <InvoicedTo order={order.data} />
        <ChangeInvoiceTo order={order.data} />
      </div>
      {view ? <OnlinePayment view={view} feePending={isDeliveryFeePending(order.data)} start={startOnline} onLeave={clearCart} /> : null}
      {view === null || view === 'offer' || view === 'declined' ? (
        <PaymentForm
          order={order.data}
          methods={methods.data}
          confirm={confirm}
          onConfirmed={() => {
            clearCart();
            router.push(`/orden-confirmada/${orderId}`);
          }}
        />
      ) : null}
    </div>
  );
}

function CashOnDeliveryNotice({ total }: { total: number }) {
  const t = useTranslations('Checkout');
  return (
    <div className="mt-6 space-y-4 rounded-card border border-border p-4 sm:p-6">
      <p className="text-lg">{t('codNotice', { total: formatCOP(total) })}</p>
      <Link href="/perfil" className={buttonClasses({ variant: 'outline' })}>
        {t('goToProfile')}
      </Link>
    </div>
  );
}
