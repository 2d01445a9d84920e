'use client';

import { useState } from 'react';
import { XCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { useCancelOrder } from '@/lib/api-client/cancel-order';
import { customerKeys, useCustomerApi } from '@/lib/api-client/customer';
import type { CustomerOrder } from '@/lib/contracts/orders';
import { ConfirmActionDialog } from './confirm-action-dialog';

/**
 * 'Cancelar pedido' (issue 22 §3): only on an order still waiting for payment; asks first, and the
 * dialog stays open, its button busy, until the server has answered.
 */
export function CancelOrderButton({ order }: { order: CustomerOrder }) {
  const t = useTranslations('OrderCancel');
  const notify = useNotification();
  const cancel = useCancelOrder();
  const queryClient = useQueryClient();
  const { who } = useCustomerApi();
  const [open, setOpen] = useState(false);
  if (order.paymentStatus !== 'pending_payment') return null;

  function confirm() {
    cancel.mutate(order.id, {
      onSuccess: () => {
        setOpen(false);
        notify.success(t('done', { id: order.id }));
      },
      onError: (error) => {
        setOpen(false);
        notify.error(t('error', { message: error.message }));
        // A proof sent from another tab, or the expiry job: show the order as it is now.
        void queryClient.invalidateQueries({ queryKey: customerKeys.orders(who) });
      },
    });
  }

  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={setOpen}
      pending={cancel.isPending}
      trigger={
        <Button variant="outline" className="text-danger" aria-label={t('buttonLabel', { id: order.id })}>
          <XCircle aria-hidden="true" className="size-4" />
          {t('button')}
        </Button>
      }
      title={t('confirmTitle', { id: order.id })}
      text={t('confirmText')}
      cancelLabel={t('keep')}
      confirmLabel={t('confirm')}
      busyLabel={t('busy')}
      onConfirm={confirm}
    />
  );
}
