'use client';

import type { ReactNode } from 'react';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { useRetryInvoice } from '@/lib/api-client/admin-orders';
import type { AdminOrder, AdminOrderInvoice } from '@/lib/data/admin/orders';
import { actionErrorText } from '../action-error';
import { DetailRow, DetailSection } from './detail-section';
import { DianDocumentRows, dianDocumentLabels, DocumentFailure } from './fiscal-document-parts';

/** 'Factura electrónica' on the order detail; absent when invoicing is off (INVOICING_DRIVER=none). */
export function OrderInvoiceSection({ order }: { order: AdminOrder }) {
  const t = useTranslations('AdminOrders.detail.invoice');
  const notify = useNotification();
  const retry = useRetryInvoice();
  const invoice = order.invoice;
  if (!invoice) return null;
  return (
    <DetailSection id="order-invoice-title" title={t('title')}>
      <OrderInvoiceDetails
        invoice={invoice}
        retry={
          invoice.canRetry ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate(
                  { id: order.id },
                  {
                    onSuccess: () => notify.success(t('retried')),
                    onError: (failure) => notify.error(actionErrorText(t('retryError'), failure)),
                  },
                )
              }
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('retry')}
            </Button>
          ) : null
        }
      />
    </DetailSection>
  );
}

/**
 * The electronic invoice of an order as staff read it (issue 26 §4): what it still lacks (a
 * warning while the order can be fixed before it is paid), its state, number, CUFE and links, or
 * the provider's message and the 'Reintentar' action passed in as `retry`.
 */
export function OrderInvoiceDetails({ invoice, retry }: { invoice: AdminOrderInvoice; retry?: ReactNode }) {
  const t = useTranslations('AdminOrders.detail.invoice');
  return (
    <div className="space-y-3" data-testid="order-invoice">
      {invoice.missing.length > 0 ? (
        <p role="status" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('missing', { fields: invoice.missing.map((gap) => t(`gaps.${gap}`)).join(', ') })}</span>
        </p>
      ) : null}
      <DianDocumentRows
        document={invoice}
        code={invoice.cufe}
        labels={dianDocumentLabels(t, t(`statuses.${invoice.status}`), t('cufe'))}
        afterStatus={invoice.finalConsumer ? <DetailRow label={t('buyer')}>{t('finalConsumer')}</DetailRow> : null}
      />
      <DocumentFailure title={t(invoice.status === 'failed' ? 'failed' : 'lastError')} error={invoice.error}>
        {retry}
      </DocumentFailure>
    </div>
  );
}
