'use client';

import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { type OrderActionKind, useOrderAction } from '@/lib/api-client/admin-orders';
import { actionErrorText } from './action-error';

const MESSAGES = {
  approve: { done: 'approved', failed: 'approveError' },
  reject: { done: 'rejected', failed: 'rejectError' },
  refund: { done: 'refunded', failed: 'refundError' },
  processing: { done: 'processingStarted', failed: 'processingError' },
  cancel: { done: 'cancelled', failed: 'cancelError' },
} as const satisfies Record<OrderActionKind, { done: string; failed: string }>;

/**
 * One staff action on an order with its notifications (spec 2 §8). `run` resolves to whether
 * it worked. The notification does not depend on the calling component staying mounted: an
 * approved order leaves the list (and so its buttons) before the request's promise settles.
 */
export function useOrderActionRunner(kind: OrderActionKind) {
  const t = useTranslations('AdminOrders');
  const notify = useNotification();
  const mutation = useOrderAction(kind);
  const run = (id: number, reason?: string): Promise<boolean> =>
    mutation.mutateAsync({ id, reason }).then(
      () => {
        notify.success(t(MESSAGES[kind].done, { id }));
        return true;
      },
      (error: unknown) => {
        notify.error(actionErrorText(t(MESSAGES[kind].failed), error));
        return false;
      },
    );
  return { run, isPending: mutation.isPending };
}
