'use client';

import { RotateCcw } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { useRetryCreditNote } from '@/lib/api-client/admin-orders';
import type { AdminOrder } from '@/lib/data/admin/orders';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { linkClasses } from '../order-columns';
import { actionErrorText } from '../action-error';
import { DetailRow, DetailSection } from './detail-section';

/**
 * The refund's credit note on the order detail (docs/invoicing.md "Credit notes"), shown like the
 * invoice: state, number, CUDE, links, or the provider's message and 'Reintentar'. Absent until a
 * refund of an invoiced order queued one.
 */
export function OrderCreditNoteSection({ order }: { order: AdminOrder }) {
  const t = useTranslations('AdminCreditNotes');
  const locale = useLocale();
  const notify = useNotification();
  const retry = useRetryCreditNote();
  const note = order.creditNote;
  if (!note) return null;
  return (
    <DetailSection id="order-credit-note-title" title={t('title')}>
      <div className="space-y-3" data-testid="order-credit-note">
        <dl className="divide-y divide-border">
          <DetailRow label={t('status')}>{t(`statuses.${note.status}`)}</DetailRow>
          {note.number ? <DetailRow label={t('number')}>{note.number}</DetailRow> : null}
          {note.cude ? (
            <DetailRow label={t('cude')}>
              <span className="break-all font-mono text-xs">{note.cude}</span>
            </DetailRow>
          ) : null}
          {note.amount !== null ? <DetailRow label={t('amount')}>{formatCOP(note.amount)}</DetailRow> : null}
          {note.issuedAt ? <DetailRow label={t('issuedAt')}>{formatDateTime(note.issuedAt, locale)}</DetailRow> : null}
          {note.pdfUrl || note.xmlUrl ? (
            <DetailRow label={t('documents')}>
              <span className="flex flex-wrap gap-3">
                {note.pdfUrl ? (
                  <a href={note.pdfUrl} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                    {t('pdf')}
                  </a>
                ) : null}
                {note.xmlUrl ? (
                  <a href={note.xmlUrl} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                    {t('xml')}
                  </a>
                ) : null}
              </span>
            </DetailRow>
          ) : null}
          {note.status === 'pending' && note.attempts > 0 && note.nextAttemptAt ? (
            <DetailRow label={t('nextAttempt')}>{formatDateTime(note.nextAttemptAt, locale)}</DetailRow>
          ) : null}
        </dl>
        {note.error ? (
          <div role="alert" className="space-y-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <p className="font-medium">{t(note.status === 'failed' ? 'failed' : 'lastError')}</p>
            <p className="break-words">
              <bdi>{note.error}</bdi>
            </p>
            {note.canRetry ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={retry.isPending}
                onClick={() =>
                  retry.mutate(
                    { id: order.id },
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
          </div>
        ) : null}
      </div>
    </DetailSection>
  );
}
