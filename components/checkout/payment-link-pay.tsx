'use client';

import type { PublicPaymentMethod } from '@/lib/contracts/catalog';
import type { PaymentLinkOrder } from '@/lib/data/payment-link';
import { usePaymentLinkConfirm } from '@/lib/api-client/payment-link';
import { useRouter } from '@/lib/i18n/navigation';
import { OrderSummary } from './order-summary';
import { PaymentForm } from './payment-form';

/**
 * The payment steps of a payment link (issue 23 §3): the checkout's own summary and form, fed by
 * the server page instead of the customer's session. After the proof the page is read again:
 * the server then shows the order confirmed (the link's order waits for confirmation).
 */
export function PaymentLinkPay({ token, order, methods }: { token: string; order: PaymentLinkOrder; methods: PublicPaymentMethod[] }) {
  const router = useRouter();
  const confirm = usePaymentLinkConfirm(token, order.id);
  return (
    <div className="mt-6 space-y-8">
      <OrderSummary items={order.items}>
        {/* The municipality only: the street and the recipient stay out of a link anyone may hold. */}
        <p className="text-sm">
          <bdi>{order.municipality.city}</bdi>, <bdi>{order.municipality.state}</bdi>
        </p>
      </OrderSummary>
      <PaymentForm order={order} methods={methods} confirm={confirm} onConfirmed={() => router.refresh()} />
    </div>
  );
}
