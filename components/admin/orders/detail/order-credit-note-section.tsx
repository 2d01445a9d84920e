'use client';

import { RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { useRetryCreditNote } from '@/lib/api-client/admin-orders';
import type { AdminOrderCreditNote } from '@/lib/contracts/admin/orders';
import type { AdminOrder } from '@/lib/data/admin/orders';
import { formatCOP } from '@/lib/domain/money';
import { actionErrorText } from '../action-error';
import { DetailRow, DetailSection } from './detail-section';
import { DianDocumentRows, dianDocumentLabels, DocumentFailure } from './fiscal-document-parts';

/**
 * The refund's credit note on the order detail (docs/invoicing.md "Credit notes"), shown like the
 * invoice: state, number, CUDE, links, or the provider's message and 'Reintentar'. Absent until a
 * refund of an invoiced order queued one.
 */
export function OrderCreditNoteSection({ order }: { order: AdminOrder }) {
  const t = useTranslations('AdminCreditNotes');
  if (!order.creditNote) return null;
  return (
    <DetailSection id="order-credit-note-title" title={t('title')}>
      <CreditNoteDetails orderId={order.id} note={order.creditNote} testId="order-credit-note" />
    </DetailSection>
  );
}

/** One credit note: the full refund's, or a partial refund's (order-partial-refunds-section.tsx). */
export function CreditNoteDetails({ orderId, note, testId }: { orderId: number; note: AdminOrderCreditNote; testId: string }) {
  const t = useTranslations('AdminCreditNotes');
  const notify = useNotification();
  const retry = useRetryCreditNote();
  return (
    <div className="space-y-3" data-testid={testId}>
      <DianDocumentRows
        document={note}
        code={note.cude}
        labels={dianDocumentLabels(t, t(`statuses.${note.status}`), t('cude'))}
        beforeIssued={note.amount !== null ? <DetailRow label={t('amount')}>{formatCOP(note.amount)}</DetailRow> : null}
      />
      <DocumentFailure title={t(note.status === 'failed' ? 'failed' : 'lastError')} error={note.error}>
        {note.canRetry ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={retry.isPending}
            onClick={() =>
              retry.mutate(
                { id: orderId },
                {
                  onSuccess: () => notify.success(t('retried')),
                  onError: (failure) => notify.error(actionErrorText(t('retryError'), failure)),
                },
              )
            }
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('retry')}
          </Button>
        ) : null}
      </DocumentFailure>
    </div>
  );
}
