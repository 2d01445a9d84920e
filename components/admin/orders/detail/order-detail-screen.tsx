'use client';

import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { IvaBreakdown } from '@/components/account/iva-breakdown';
import { OrderStatusBadges } from '@/components/account/order-status-badges';
import { useAdminOrder } from '@/lib/api-client/admin-orders';
import { isolateText } from '@/lib/domain/bidi';
import { formatDateTime } from '@/lib/domain/dates';
import { Link } from '@/lib/i18n/navigation';
import { AdminPage } from '../../admin-page';
import { OrderSourceBadge } from '../order-source-badge';
import { useNotifyQueryError } from '../../use-admin-errors';
import { linkClasses } from '../order-columns';
import { OrderItemsList } from '../order-items-list';
import { PrintSlipLink } from '../print/print-slip-link';
import { ReceiptButton } from '../print/receipt-button';
import { ProofViewerDialog } from '../proof-viewer-dialog';
import { DetailSection } from './detail-section';
import { OrderCustomerSection } from './order-customer-section';
import { OrderDetailActions } from './order-detail-actions';
import { OrderHistorySection } from './order-history-section';
import { OrderPaymentLink } from './order-payment-link';
import { OrderCreditNoteSection } from './order-credit-note-section';
import { OrderPartialRefundsSection } from './order-partial-refunds-section';
import { OrderInvoiceSection } from './order-invoice-section';
import { OrderPaymentSection } from './order-payment-section';
import { OrderShippingSection } from './order-shipping-section';

/** /admin/orders/{id}: everything about one order and the actions its state allows. */
export function OrderDetailScreen({ orderId }: { orderId: number }) {
  const t = useTranslations('AdminOrders');
  const sourceT = useTranslations('Admin.newOrder');
  const locale = useLocale();
  const query = useAdminOrder(orderId);
  const [viewingProof, setViewingProof] = useState(false);
  useNotifyQueryError(query.error, () => t('detail.loadError'));
  const order = query.data;
  // An order staff took from a chat was not placed by the customer: say who took it, for whom.
  const placedLine = (o: NonNullable<typeof order>) => {
    const values = { date: formatDateTime(o.createdAt, locale), nombre: isolateText(o.user.nombre) };
    return o.createdBy ? t('detail.placedByStaff', { ...values, staff: isolateText(o.createdBy.nombre) }) : t('detail.placed', values);
  };

  return (
    <div className="space-y-4">
      <Link href="/admin/orders" className={linkClasses}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      <AdminPage
        title={t('detail.title', { id: orderId })}
        description={order ? placedLine(order) : undefined}
        isLoading={query.isPending}
        error={query.isError ? t('detail.loadError') : null}
        onRetry={() => void query.refetch()}
      >
        {order ? (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-2">
              <OrderStatusBadges audience="staff" paymentStatus={order.paymentStatus} shippingStatus={order.shippingStatus} />
              {/* Issue 23 §5: where it came from, and who took it. */}
              <OrderSourceBadge source={order.source} />
              {order.createdBy ? (
                <span className="text-sm text-muted-foreground">{sourceT('takenBy', { nombre: order.createdBy.nombre })}</span>
              ) : null}
            </div>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <OrderDetailActions order={order} />
              <div className="flex flex-wrap gap-2">
                <PrintSlipLink orderId={order.id} />
                <ReceiptButton orderId={order.id} />
              </div>
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <DetailSection id="order-items" title={t('detail.items')}>
                <OrderItemsList items={order.items} total={order.total} showSku amounts={order} />
                <IvaBreakdown iva={order.iva} className="mt-3" />
              </DetailSection>
              <OrderPaymentSection order={order} onViewProof={() => setViewingProof(true)} />
              <OrderPaymentLink order={order} />
              <OrderCustomerSection customer={order.customer} billing={order.billing} />
              <OrderInvoiceSection order={order} />
              <OrderPartialRefundsSection order={order} />
              <OrderCreditNoteSection order={order} />
              <OrderShippingSection order={order} />
              <OrderHistorySection orderId={order.id} history={order.history} notes={order.notes} />
            </div>
            <ProofViewerDialog order={viewingProof ? order : null} onClose={() => setViewingProof(false)} />
          </div>
        ) : null}
      </AdminPage>
    </div>
  );
}
