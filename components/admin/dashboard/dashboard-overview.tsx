'use client';

import { ClipboardCheck, Truck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useAdminDashboard } from '@/lib/api-client/admin-orders';
import { ListError, ListSpinner } from '../shipments/list-state';
import { useNotifyQueryError } from '../use-admin-errors';
import { ContactMessagesCard } from './contact-messages-card';
import { LowStockCard } from './low-stock-card';
import { OrderQueueCard } from './order-queue-card';
import { SalesCard } from './sales-card';

/**
 * The dashboard's cards under the welcome: what waits for staff (proofs to check, orders to
 * ship), the month's sales, what runs out and who wrote. Rendered inside the dashboard's grid.
 */
export function DashboardOverview() {
  const t = useTranslations('AdminDashboard');
  const query = useAdminDashboard();
  useNotifyQueryError(query.error, () => t('loadError'));

  if (query.isPending) {
    return (
      <div className="col-span-full">
        <ListSpinner label={t('loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="col-span-full">
        <ListError message={t('loadError')} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  const data = query.data;
  return (
    <>
      <OrderQueueCard
        id="dashboard-pending-confirmation"
        icon={ClipboardCheck}
        title={t('pendingConfirmation.title')}
        count={data.pendingConfirmation.count}
        oldest={data.pendingConfirmation.oldest}
        href="/admin/orders"
        linkLabel={t('pendingConfirmation.link')}
        emptyText={t('pendingConfirmation.empty')}
      />
      <OrderQueueCard
        id="dashboard-awaiting-shipment"
        icon={Truck}
        title={t('awaitingShipment.title')}
        count={data.awaitingShipment.count}
        oldest={data.awaitingShipment.oldest}
        href="/admin/shipments"
        linkLabel={t('awaitingShipment.link')}
        emptyText={t('awaitingShipment.empty')}
      />
      <SalesCard sales={data.sales} bySource={data.bySource} />
      <LowStockCard lowStock={data.lowStock} />
      <ContactMessagesCard messages={data.contactMessages} />
    </>
  );
}
