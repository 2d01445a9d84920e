'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { type OrderListFilter, useAdminOrders } from '@/lib/api-client/admin-orders';
import type { AdminOrderSummary } from '@/lib/data/admin/orders';
import { LoadMore } from '../orders/load-more';
import { useNotifyQueryError } from '../use-admin-errors';
import { ListError, ListSpinner } from './list-state';
import { PendingShipmentCard } from './pending-shipment-card';
import { ShipmentFormDialog } from './shipment-form-dialog';

/**
 * DESIGN.md: paid orders not shipped yet, whether or not staff started preparing them; and cash
 * on delivery, which ships before it is paid (docs/delivery.md).
 */
const AWAITING_SHIPMENT: OrderListFilter = { awaitingShipment: true };

/** 'Pendientes de Envío': each order to ship (paid, or cash on delivery) with its lines and 'Gestionar Envío'. */
export function PendingShipments() {
  const t = useTranslations('AdminShipments');
  const query = useAdminOrders(AWAITING_SHIPMENT);
  const [shipping, setShipping] = useState<AdminOrderSummary | null>(null);
  useNotifyQueryError(query.error, () => t('pendingLoadError'));

  if (query.isPending) return <ListSpinner label={t('loadingPending')} />;
  if (query.isError) return <ListError message={t('pendingLoadError')} onRetry={() => void query.refetch()} />;

  const orders = query.data.orders;
  return (
    <div className="space-y-4">
      {orders.length === 0 ? (
        <p className="rounded-card border border-dashed border-border p-8 text-center text-muted-foreground">{t('pendingEmpty')}</p>
      ) : (
        <ul aria-label={t('tabs.pending')} className="space-y-3">
          {orders.map((order) => (
            <li key={order.id}>
              <PendingShipmentCard order={order} onShip={() => setShipping(order)} />
            </li>
          ))}
        </ul>
      )}
      {orders.length > 0 ? (
        <LoadMore
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
          summary={t('pendingShown', { count: orders.length })}
        />
      ) : null}
      {shipping !== null ? (
        <ShipmentFormDialog
          mode={{ kind: 'create', orderId: shipping.id, deliveryOption: shipping.deliveryOption }}
          onClose={() => setShipping(null)}
        />
      ) : null}
    </div>
  );
}
