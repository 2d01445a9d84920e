'use client';

import { FileImage } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { OrderStatusBadges } from '@/components/account/order-status-badges';
import type { AdminOrderSummary } from '@/lib/data/admin/orders';
import { formatDate } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/navigation';
import { Badge } from '@/components/ui/badge';
import type { DataTableColumn } from '../data-table';
import { OrderSourceBadge } from './order-source-badge';
import { PersonName } from './person-name';

export const linkClasses = 'inline-flex min-h-tap items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline';

/**
 * Spec 2 §2 Orders: order (with its date), customer (name, then e-mail), total, proof link (plus
 * the statuses, for the 'Todos' tab).
 */
export function useOrderColumns(onViewProof: (order: AdminOrderSummary) => void): DataTableColumn<AdminOrderSummary>[] {
  const t = useTranslations('AdminOrders');
  const locale = useLocale();
  return [
    {
      id: 'order',
      header: t('columns.order'),
      primary: true,
      className: 'whitespace-nowrap',
      // Issue 25 §1: the date under the number (one column fewer, so the actions fit 1366 px).
      cell: (o) => (
        <span className="flex flex-col">
          <Link href={`/admin/orders/${o.id}`} className={`${linkClasses} min-h-0`} aria-label={t('openDetail', { id: o.id })}>
            #{o.id}
          </Link>
          <time dateTime={o.createdAt} className="text-xs font-normal text-muted-foreground">
            {formatDate(o.createdAt, locale)}
          </time>
          {/* Issue 23 §5: orders staff took say where from; the web's own stay quiet. */}
          {o.source !== 'web' ? <OrderSourceBadge source={o.source} className="mt-1 w-fit" /> : null}
        </span>
      ),
    },
    {
      id: 'customer',
      header: t('columns.customer'),
      className: 'max-w-64',
      cell: (o) => <PersonName nombre={o.user.nombre} email={o.user.email} />,
    },
    {
      id: 'total',
      header: t('columns.total'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (o) => <OrderTotalCell order={o} />,
    },
    {
      id: 'status',
      header: t('columns.status'),
      // Long labels ('Pendiente de confirmación') wrap inside their badge, so the row fits 1366 px.
      className: 'max-w-44 [&_span]:whitespace-normal',
      cell: (o) => <OrderStatusBadges audience="staff" paymentStatus={o.paymentStatus} shippingStatus={o.shippingStatus} />,
    },
    {
      id: 'proof',
      header: t('columns.proof'),
      cell: (o) =>
        o.cashOnDelivery && !o.paymentConfirmationUrl ? (
          <Badge variant="info">{t('cashOnDelivery')}</Badge>
        ) : o.paymentConfirmationUrl ? (
          <button type="button" className={linkClasses} onClick={() => onViewProof(o)} aria-label={t('viewProofNamed', { id: o.id })}>
            <FileImage aria-hidden="true" className="size-4" />
            {t('viewProofShort')}
          </button>
        ) : (
          <span className="text-muted-foreground">{t('noProof')}</span>
        ),
    },
  ];
}

/** The total, and under it what the delivery adds (its fee, 'Gratis', 'Por confirmar' or 'Recoger en tienda'). */
function OrderTotalCell({ order }: { order: AdminOrderSummary }) {
  const t = useTranslations('Orders.amounts');
  const { deliveryOption, shippingFee } = order;
  const delivery =
    deliveryOption === null
      ? null
      : deliveryOption === 'pickup'
        ? t('option.pickup')
        : `${t(`option.${deliveryOption}`)}: ${shippingFee === null ? t('toConfirm') : shippingFee === 0 ? t('free') : formatCOP(shippingFee)}`;
  return (
    <span className="flex flex-col">
      <span className="font-semibold">{formatCOP(order.total)}</span>
      {delivery ? (
        <span
          className={`text-xs ${deliveryOption !== 'pickup' && shippingFee === null ? 'font-medium text-warning' : 'text-muted-foreground'}`}
        >
          {delivery}
        </span>
      ) : null}
    </span>
  );
}
