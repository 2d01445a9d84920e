'use client';

import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useAdminShipments } from '@/lib/api-client/admin-orders';
import type { AdminShipmentWithOrder } from '@/lib/data/admin/shipments';
import { DataTable } from '../data-table';
import { LoadMore } from '../orders/load-more';
import { useNotifyQueryError } from '../use-admin-errors';
import { DeliverShipmentButton } from './deliver-shipment-button';
import { ListError, ListSpinner } from './list-state';
import { ShipmentFormDialog } from './shipment-form-dialog';
import { useShipmentColumns } from './shipment-columns';

/** 'Envíos Realizados': every shipment, 'Editar' on each and 'Marcar entregado' while on its way. */
export function ShippedShipments() {
  const t = useTranslations('AdminShipments');
  const query = useAdminShipments();
  const columns = useShipmentColumns();
  const [editing, setEditing] = useState<AdminShipmentWithOrder | null>(null);
  useNotifyQueryError(query.error, () => t('shipmentsLoadError'));

  if (query.isPending) return <ListSpinner label={t('loadingShipments')} />;
  if (query.isError) return <ListError message={t('shipmentsLoadError')} onRetry={() => void query.refetch()} />;

  const shipments = query.data.shipments;
  return (
    <div className="space-y-4">
      <DataTable
        caption={t('tabs.shipped')}
        columns={columns}
        rows={shipments}
        getRowKey={(s) => s.id}
        empty={t('shipmentsEmpty')}
        actions={(s) => (
          <>
            <Button size="sm" variant="outline" onClick={() => setEditing(s)} aria-label={t('editNamed', { id: s.id, order: s.orderId })}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('edit')}
            </Button>
            {s.order.shippingStatus === 'shipped' ? <DeliverShipmentButton shipmentId={s.id} orderId={s.orderId} /> : null}
          </>
        )}
      />
      {shipments.length > 0 ? (
        <LoadMore
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
          summary={t('shipmentsShown', { count: shipments.length })}
        />
      ) : null}
      {editing ? <ShipmentFormDialog mode={{ kind: 'edit', shipment: editing }} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
