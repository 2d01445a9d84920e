'use client';

import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { useChangeShippingFee } from '@/lib/api-client/admin-orders';
import type { AdminOrder } from '@/lib/data/admin/orders';
import { formatCOP } from '@/lib/domain/money';
import { actionErrorText } from '../action-error';
import { AmountNoteDialog } from './amount-note-dialog';

/** Staff set or change the delivery fee of an unpaid order; the note reaches the customer with the new total. */
export function ShippingFeeDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const t = useTranslations('AdminOrders.shippingFee');
  const notify = useNotification();
  const change = useChangeShippingFee();
  return (
    <AmountNoteDialog
      title={t('title', { id: order.id })}
      description={t('description', { subtotal: formatCOP(order.subtotal) })}
      fields={{ amount: 'shippingFee', note: 'note' }}
      amountLabel={t('fee')}
      amountHint={t('feeHint')}
      noteLabel={t('note')}
      noteHint={t('noteHint')}
      noteRequired
      initialAmount={order.shippingFee === null ? '' : String(order.shippingFee)}
      preview={(pesos) => (pesos !== null ? t('newTotal', { total: formatCOP(order.subtotal + pesos) }) : null)}
      submitLabel={t('confirm')}
      isPending={change.isPending}
      onClose={onClose}
      onSubmit={async (shippingFee, note) => {
        try {
          await change.mutateAsync({ id: order.id, shippingFee, note });
          notify.success(t('done', { id: order.id }));
        } catch (error) {
          notify.error(actionErrorText(t('error'), error));
          throw error;
        }
      }}
    />
  );
}
