'use client';

import { useState } from 'react';
import { PackageCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { useDeliverShipment } from '@/lib/api-client/admin-orders';
import { ConfirmDialog } from '../confirm-dialog';
import { actionErrorText } from '../orders/action-error';

/** 'Marcar entregado' for a shipped order, after a confirmation (the customer gets an e-mail). */
export function DeliverShipmentButton({ shipmentId, orderId, size = 'sm' }: { shipmentId: number; orderId: number; size?: 'sm' | 'md' }) {
  const t = useTranslations('AdminShipments');
  const notify = useNotification();
  const deliver = useDeliverShipment();
  const [confirming, setConfirming] = useState(false);

  const onConfirm = () =>
    deliver.mutateAsync(shipmentId).then(
      () => {
        notify.success(t('delivered', { id: orderId }));
        setConfirming(false);
      },
      (error: unknown) => notify.error(actionErrorText(t('updateError'), error)),
    );

  return (
    <>
      <Button size={size} variant="secondary" onClick={() => setConfirming(true)} aria-label={t('deliverNamed', { id: orderId })}>
        <PackageCheck aria-hidden="true" className="size-4" />
        {t('deliver')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        variant="primary"
        title={t('deliverTitle', { id: orderId })}
        description={t('deliverText')}
        confirmLabel={t('deliverConfirm')}
        busyLabel={t('saving')}
        onConfirm={() => void onConfirm()}
        isPending={deliver.isPending}
      />
    </>
  );
}
