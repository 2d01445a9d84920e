'use client';

import { RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { useRetryInvoice } from '@/lib/api-client/admin-orders';
import type { AdminOrder } from '@/lib/data/admin/orders';
import { actionErrorText } from '../action-error';
import { DetailSection } from './detail-section';
import { OrderInvoiceDetails } from './order-invoice-details';

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
