'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { type OrderListFilter, useAdminOrders } from '@/lib/api-client/admin-orders';
import type { AdminOrderSummary } from '@/lib/data/admin/orders';
import { DataTable } from '../data-table';
import { ListError, ListSpinner } from '../shipments/list-state';
import { useNotifyQueryError } from '../use-admin-errors';
import { LoadMore } from './load-more';
import { Link } from '@/lib/i18n/navigation';
import { linkClasses, useOrderColumns } from './order-columns';
import { OrderDecisionButtons } from './order-decision-buttons';
import { ProofViewerDialog } from './proof-viewer-dialog';

const isPending = (order: AdminOrderSummary) => order.paymentStatus === 'pending_confirmation';

/** One tab of the orders screen: the table (cards on a phone), 'Cargar más' and the proof viewer. */
export function OrdersList({ filter, caption }: { filter: OrderListFilter; caption: string }) {
  const t = useTranslations('AdminOrders');
  const query = useAdminOrders(filter);
  const [viewing, setViewing] = useState<AdminOrderSummary | null>(null);
  const columns = useOrderColumns(setViewing);
  useNotifyQueryError(query.error, () => t('loadError'));

  if (query.isPending) return <ListSpinner label={t('loading')} />;
  if (query.isError) return <ListError message={t('loadError')} onRetry={() => void query.refetch()} />;

  const orders = query.data.orders;
  return (
    <div className="space-y-4">
      <DataTable
        caption={caption}
        columns={columns}
        rows={orders}
        getRowKey={(o) => o.id}
        empty={t('empty')}
        // Approve and reject only for orders waiting for confirmation (spec 2 §4); no empty column otherwise.
        actions={
          orders.some(isPending)
            ? (o) =>
                !isPending(o) ? null : o.cashOnDelivery ? (
                  // Cash on delivery has no proof to approve: staff ship it, then record the cash (the detail page).
                  <Link href={`/admin/orders/${o.id}`} className={linkClasses} aria-label={t('manageNamed', { id: o.id })}>
                    {t('manage')}
                  </Link>
                ) : (
                  <OrderDecisionButtons order={o} />
                )
            : undefined
        }
      />
      {orders.length > 0 ? (
        <LoadMore
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
          summary={t('shown', { count: orders.length })}
        />
      ) : null}
      <ProofViewerDialog order={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
