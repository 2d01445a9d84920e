'use client';

import { useTranslations } from 'next-intl';
import { AddressSummary } from '@/components/account/address-summary';
import { Spinner } from '@/components/ui/spinner';
import { useAdminOrder } from '@/lib/api-client/admin-orders';

/** The delivery address of the order being shipped, for copying onto the carrier's guide. */
export function ShipToSummary({ orderId }: { orderId: number }) {
  const t = useTranslations('AdminShipments');
  const order = useAdminOrder(orderId);
  return (
    <div className="rounded-control bg-surface-muted p-3">
      <p className="text-sm font-medium text-muted-foreground">{t('shipTo')}</p>
      {order.data ? (
        <AddressSummary address={order.data.shippingAddress} />
      ) : order.isError ? (
        <p className="text-sm text-muted-foreground">{t('addressUnavailable')}</p>
      ) : (
        <Spinner label={t('loadingAddress')} className="text-primary" />
      )}
    </div>
  );
}
