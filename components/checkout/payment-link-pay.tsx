'use client';

import { useEffect } from 'react';
import type { PublicPaymentMethod } from '@/lib/contracts/catalog';
import type { PaymentLinkOrder } from '@/lib/data/payment-link';
import { usePaymentLinkConfirm, usePaymentLinkOnlinePayment, usePaymentLinkOrder } from '@/lib/api-client/payment-link';
import { isDeliveryFeePending } from '@/lib/domain/payment-link';
import { useRouter } from '@/lib/i18n/navigation';
import { OnlinePayment, useOnlinePaymentView } from './online-payment';
import { OrderSummary } from './order-summary';
import { PaymentForm } from './payment-form';

type Props = {
  token: string;
  order: PaymentLinkOrder;
  methods: PublicPaymentMethod[];
  onlinePayments: boolean;
  /** The transaction id Wompi sent the shopper back with, or null. */
  returnedWith: string | null;
};

/**
 * The payment steps of a payment link (issue 23 §3): the checkout's own summary and form, fed by
 * the server page instead of the customer's session. After the proof the page is read again:
 * the server then shows the order confirmed (the link's order waits for confirmation). Paying
 * online, the order is asked for again while the answer is awaited, and the page is read again
 * once it is paid.
 */
export function PaymentLinkPay({ token, order: initial, methods, onlinePayments, returnedWith }: Props) {
  const router = useRouter();
  const confirm = usePaymentLinkConfirm(token, initial.id);
  const startOnline = usePaymentLinkOnlinePayment(token);
  const online = useOnlinePaymentView(returnedWith);
  const { data: order } = usePaymentLinkOrder(token, initial, (o) =>
    onlinePayments && o.paymentStatus === 'pending_payment' ? online.pollFor(o.onlinePayment) : false,
  );
  const settled = order.paymentStatus !== 'pending_payment';
  useEffect(() => {
    if (settled) router.refresh();
  }, [settled, router]);

  const view = onlinePayments ? online.viewOf(order.onlinePayment) : null;
  return (
    <div className="mt-6 space-y-8">
      <OrderSummary items={order.items}>
        {/* The municipality only: the street and the recipient stay out of a link anyone may hold. */}
        <p className="text-sm">
          <bdi>{order.municipality.city}</bdi>, <bdi>{order.municipality.state}</bdi>
        </p>
      </OrderSummary>
      {view ? <OnlinePayment view={view} feePending={isDeliveryFeePending(order)} start={startOnline} /> : null}
      {view === null || view === 'offer' || view === 'declined' ? (
        <PaymentForm order={order} methods={methods} confirm={confirm} onConfirmed={() => router.refresh()} />
      ) : null}
    </div>
  );
}
