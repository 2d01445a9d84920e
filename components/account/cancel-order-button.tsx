'use client';

import { useState } from 'react';
import { XCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AlertDialog } from 'radix-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button, buttonClasses } from '@/components/ui/button';
import { overlayClasses } from '@/components/ui/dialog';
import { useCancelOrder } from '@/lib/api-client/cancel-order';
import { customerKeys, useCustomerApi } from '@/lib/api-client/customer';
import type { CustomerOrder } from '@/lib/data/customer';

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

  function confirm(event: React.MouseEvent) {
    event.preventDefault();
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
    <AlertDialog.Root open={open} onOpenChange={(next) => (cancel.isPending ? undefined : setOpen(next))}>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" className="text-danger" aria-label={t('buttonLabel', { id: order.id })}>
          <XCircle aria-hidden="true" className="size-4" />
          {t('button')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-card bg-surface p-5 shadow-overlay data-[state=open]:animate-fade-in sm:p-6">
          <AlertDialog.Title className="text-lg font-semibold">{t('confirmTitle', { id: order.id })}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">{t('confirmText')}</AlertDialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })} disabled={cancel.isPending}>
              {t('keep')}
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={confirm} loading={cancel.isPending} busyLabel={t('busy')}>
                {t('confirm')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
