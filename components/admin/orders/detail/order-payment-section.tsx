'use client';

import { useState } from 'react';
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

  return (
    <DetailSection id="order-payment" title={t('title')}>
      {order.cashOnDelivery ? (
        <div className="rounded-control border border-primary/40 bg-primary-muted/40 px-3 py-2 text-sm">
          <p className="font-semibold">{t('cashOnDelivery')}</p>
          <p className="text-muted-foreground">{t('cashOnDeliveryHint')}</p>
        </div>
      ) : null}
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
        <DetailRow label={t('method')}>{order.cashOnDelivery ? t('cashOnDelivery') : (order.paymentMethod?.name ?? none)}</DetailRow>
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
      {order.paymentConfirmationUrl ? (
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
