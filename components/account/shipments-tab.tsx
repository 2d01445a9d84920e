'use client';

import { useTranslations } from 'next-intl';
import { useOrders } from '@/lib/api-client/customer';
import { EmptyState, ErrorState, LoadingState } from './query-states';
import { ShipmentCard } from './shipment-card';
import { useLoadErrorNotice } from './use-load-error-notice';

/** 'Mis Envíos' (spec 1 §4): orders whose shipping status is not unfulfilled or that have a shipment. */
export function ShipmentsTab() {
  const t = useTranslations('Orders');
  const orders = useOrders();
  useLoadErrorNotice(orders.error, () => t('shipmentsLoadError'));

  if (orders.isPending) return <LoadingState label={t('loading')} />;
  if (orders.isError) return <ErrorState message={t('shipmentsLoadError')} onRetry={() => orders.refetch()} />;
  const shipped = orders.data.filter((o) => o.shippingStatus !== 'unfulfilled' || o.shipment !== null);
  if (shipped.length === 0) {
    return (
      <EmptyState>
        <p className="text-lg">{t('shipmentsEmpty')}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-4">
      {shipped.map((order) => (
        <li key={order.id}>
          <ShipmentCard order={order} />
        </li>
      ))}
    </ul>
  );
}
