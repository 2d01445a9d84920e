'use client';

import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { useRecordCashPayment } from '@/lib/api-client/admin-orders';
import type { AdminOrder } from '@/lib/data/admin/orders';
import { formatCOP } from '@/lib/domain/money';
import { actionErrorText } from '../action-error';
import { AmountNoteDialog } from './amount-note-dialog';

/** 'Registrar pago': the cash the driver brought back (the total by default); a different amount is said before saving. */
export function CashPaymentDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const t = useTranslations('AdminOrders.cashPayment');
  const notify = useNotification();
  const record = useRecordCashPayment();
  return (
    <AmountNoteDialog
      title={t('title', { id: order.id })}
      description={t('description', { total: formatCOP(order.total) })}
      fields={{ amount: 'amountReceived', note: 'note' }}
      amountLabel={t('amount')}
      amountHint={t('amountHint')}
      noteLabel={t('note')}
      noteHint={t('noteHint')}
      initialAmount={String(order.total)}
      preview={(pesos) =>
        pesos !== null && pesos !== order.total ? (
          <span className="text-warning">
            {t('differs', { total: formatCOP(order.total), difference: formatCOP(pesos - order.total) })}
          </span>
        ) : null
      }
      submitLabel={t('confirm')}
      isPending={record.isPending}
      onClose={onClose}
      onSubmit={async (amountReceived, note) => {
        try {
          await record.mutateAsync({ id: order.id, amountReceived, note });
          notify.success(t('done', { id: order.id }));
        } catch (error) {
          notify.error(actionErrorText(t('error'), error));
          throw error;
        }
      }}
    />
  );
}
