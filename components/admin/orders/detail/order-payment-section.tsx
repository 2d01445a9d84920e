'use client';

import { type ReactNode, useState } from 'react';
import { AlertTriangle, FileImage, Pencil } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { AdminOrder } from '@/lib/data/admin/orders';
import { formatDateTime } from '@/lib/domain/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { OrderAmounts } from '@/components/account/order-amounts';
import { formatCOP } from '@/lib/domain/money';
import { linkClasses } from '../order-columns';
import { DetailRow, DetailSection } from './detail-section';
import { ShippingFeeDialog } from './shipping-fee-dialog';

/**
 * How and when it was paid (cash on delivery said plainly, with the cash received), what the total
 * is made of (with 'Cambiar envío' while unpaid), the proof (opens the viewer, flagged when it was
 * made for the previous total) and a rejection's reason.
 */
export function OrderPaymentSection({ order, onViewProof }: { order: AdminOrder; onViewProof: () => void }) {
  const t = useTranslations('AdminOrders.detail.payment');
  const tFee = useTranslations('AdminOrders.shippingFee');
  const locale = useLocale();
  const [changingFee, setChangingFee] = useState(false);
  const none = <span className="font-normal text-muted-foreground">{t('none')}</span>;
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso, locale)}</time> : none);
  const cashDiffers = order.cashReceived !== null && order.cashReceived !== order.total;
  const online = order.onlinePayment;

  return (
    <DetailSection id="order-payment" title={t('title')}>
      {order.cashOnDelivery ? (
        <div className="rounded-control border border-primary/40 bg-primary-muted/40 px-3 py-2 text-sm">
          <p className="font-semibold">{t('cashOnDelivery')}</p>
          <p className="text-muted-foreground">{t('cashOnDeliveryHint')}</p>
        </div>
      ) : null}
      {online ? <OnlinePaymentNotice payment={online} /> : null}
      {order.proofForPreviousTotal ? (
        <p className="flex items-start gap-2 rounded-control bg-warning-soft px-3 py-2 text-sm text-warning">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>{t('proofForPreviousTotal')}</strong> {t('proofForPreviousTotalHint')}
          </span>
        </p>
      ) : null}
      <OrderAmounts
        subtotal={order.subtotal}
        total={order.total}
        deliveryOption={order.deliveryOption}
        shippingFee={order.shippingFee}
        deliveryRuleName={order.deliveryRuleName}
      />
      {order.canChangeShippingFee ? (
        <Button variant="outline" size="sm" onClick={() => setChangingFee(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          {order.shippingFee === null ? tFee('setAction') : tFee('action')}
        </Button>
      ) : null}
      <dl className="divide-y divide-border">
        <DetailRow label={t('method')}>
          {order.cashOnDelivery ? t('cashOnDelivery') : online?.outcome === 'matched' ? t('online') : (order.paymentMethod?.name ?? none)}
        </DetailRow>
        {online ? <OnlinePaymentRows payment={online} when={when} /> : null}
        {order.shippingFeeChangedAt ? <DetailRow label={t('feeChangedAt')}>{when(order.shippingFeeChangedAt)}</DetailRow> : null}
        {order.cashReceived !== null ? (
          <DetailRow label={t('cashReceived')}>
            {formatCOP(order.cashReceived)}{' '}
            {cashDiffers ? <Badge variant="warning">{t('cashDifferent', { total: formatCOP(order.total) })}</Badge> : null}
          </DetailRow>
        ) : null}
        {order.cashOnDelivery ? null : <DetailRow label={t('submittedAt')}>{when(order.paymentSubmittedAt)}</DetailRow>}
        {order.paidAt ? <DetailRow label={t('paidAt')}>{when(order.paidAt)}</DetailRow> : null}
        {order.cancelledAt ? <DetailRow label={t('cancelledAt')}>{when(order.cancelledAt)}</DetailRow> : null}
        {order.refundedAt ? <DetailRow label={t('refundedAt')}>{when(order.refundedAt)}</DetailRow> : null}
        {order.rejectionReason ? <DetailRow label={t('reason')}>{order.rejectionReason}</DetailRow> : null}
      </dl>
      {online?.outcome === 'matched' && !order.paymentConfirmationUrl ? null : order.paymentConfirmationUrl ? (
        <button type="button" onClick={onViewProof} className="group block w-full rounded-control text-start" aria-label={t('viewProof')}>
          {/* A plain <img>: the proof may live on the bucket's own domain. */}
          <img
            src={order.paymentConfirmationUrl}
            alt=""
            loading="lazy"
            className="max-h-56 w-full rounded-control border border-border bg-surface-muted object-contain"
          />
          <span className={`${linkClasses} mt-1`}>
            <FileImage aria-hidden="true" className="size-4" />
            {t('viewProof')}
          </span>
        </button>
      ) : order.cashOnDelivery ? null : (
        <p className="text-sm text-muted-foreground">{t('noProof')}</p>
      )}
      {changingFee ? <ShippingFeeDialog order={order} onClose={() => setChangingFee(false)} /> : null}
    </DetailSection>
  );
}

type OnlinePayment = NonNullable<AdminOrder['onlinePayment']>;

/** Wompi's amounts are in cents; the store's are whole pesos. */
const charged = (payment: OnlinePayment) =>
  payment.currency === 'COP' ? formatCOP(Math.round(payment.amountInCents / 100)) : `${payment.amountInCents / 100} ${payment.currency}`;

/**
 * Paid online there is nothing to approve (Wompi confirmed it); approved for another amount or
 * currency it is not paid, and both figures are shown; while Wompi has not answered, staff know
 * the customer is paying.
 */
function OnlinePaymentNotice({ payment }: { payment: OnlinePayment }) {
  const t = useTranslations('AdminOrders.detail.payment');
  if (payment.outcome === 'amount_mismatch') {
    return (
      <p
        role="alert"
        className="flex items-start gap-2 rounded-control bg-danger-soft px-3 py-2 text-sm text-danger"
        data-testid="online-mismatch"
      >
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {t('onlineMismatch', {
            charged: charged(payment),
            expected: payment.expectedInCents === null ? '—' : formatCOP(Math.round(payment.expectedInCents / 100)),
          })}
        </span>
      </p>
    );
  }
  const text = payment.outcome === 'matched' ? t('onlineNoApproval') : payment.outcome === 'pending' ? t('onlinePending') : null;
  return text ? <p className="rounded-control border border-primary/40 bg-primary-muted/40 px-3 py-2 text-sm">{text}</p> : null;
}

/** How Wompi says it was paid: its method, transaction id, status and when it answered. */
function OnlinePaymentRows({ payment, when }: { payment: OnlinePayment; when: (iso: string | null) => ReactNode }) {
  const t = useTranslations('AdminOrders.detail.payment');
  return (
    <>
      <DetailRow label={t('onlineMethod')}>{payment.method ?? t('none')}</DetailRow>
      <DetailRow label={t('onlineTransaction')}>
        <span className="font-mono text-xs break-all" data-testid="online-transaction">
          {payment.transactionId}
        </span>
      </DetailRow>
      <DetailRow label={t('onlineStatus')}>
        {t(`onlineStatuses.${payment.status}`)} · {charged(payment)}
      </DetailRow>
      <DetailRow label={t('onlineAt')}>{when(payment.at)}</DetailRow>
    </>
  );
}
