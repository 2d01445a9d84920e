'use client';

import { FileImage } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { AdminOrder } from '@/lib/data/admin/orders';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { linkClasses } from '../order-columns';
import { DetailRow, DetailSection } from './detail-section';

/** How and when it was paid, the proof (opens the viewer) and a rejection's reason. */
export function OrderPaymentSection({ order, onViewProof }: { order: AdminOrder; onViewProof: () => void }) {
  const t = useTranslations('AdminOrders.detail.payment');
  const locale = useLocale();
  const none = <span className="font-normal text-muted-foreground">{t('none')}</span>;
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso, locale)}</time> : none);

  return (
    <DetailSection id="order-payment" title={t('title')}>
      <dl className="divide-y divide-border">
        <DetailRow label={t('method')}>{order.paymentMethod?.name ?? none}</DetailRow>
        <DetailRow label={t('subtotal')}>{formatCOP(order.subtotal)}</DetailRow>
        <DetailRow label={t('total')}>{formatCOP(order.total)}</DetailRow>
        <DetailRow label={t('submittedAt')}>{when(order.paymentSubmittedAt)}</DetailRow>
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
      ) : (
        <p className="text-sm text-muted-foreground">{t('noProof')}</p>
      )}
    </DetailSection>
  );
}
