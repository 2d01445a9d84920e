'use client';

import { StickyNote } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { AdminOrderHistoryEntry, AdminOrderNote } from '@/lib/data/admin/orders';
import { isolateText } from '@/lib/domain/bidi';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { DetailSection } from './detail-section';
import { OrderNoteForm } from './order-note-form';

type TimelineEntry = { kind: 'status'; entry: AdminOrderHistoryEntry } | { kind: 'note'; note: AdminOrderNote };

const timeOf = (item: TimelineEntry) => Date.parse(item.kind === 'status' ? item.entry.createdAt : item.note.createdAt);

/**
 * DESIGN.md Orders: every transition with who, when, from → to and the note (a rejection reason,
 * say). Issue 25 §3: staff's internal notes in the same timeline (author and time), and the form
 * to add one.
 */
export function OrderHistorySection({
  orderId,
  history,
  notes = [],
}: {
  orderId: number;
  history: readonly AdminOrderHistoryEntry[];
  notes?: readonly AdminOrderNote[];
}) {
  const t = useTranslations('AdminOrders.detail.history');
  const tn = useTranslations('AdminOrders.notes');
  const labels = useTranslations('Orders');
  const locale = useLocale();
  // A delivery-fee change records the fees in pesos; 'from' is empty while it was 'por confirmar'.
  // An ADMIN's price change (issue 23 §2) records unit prices in pesos; its note names the line and the reason.
  const status = (entry: AdminOrderHistoryEntry, value: string) =>
    entry.field === 'price'
      ? formatCOP(Number(value))
      : entry.field === 'delivery'
        ? Number(value) === 0
          ? labels('amounts.free')
          : formatCOP(Number(value))
        : labels(entry.field === 'payment' ? `paymentStatus.${value}` : `shippingStatus.${value}`);
  const who = (entry: AdminOrderHistoryEntry) =>
    entry.actorType === 'staff' ? (entry.actorName ?? t('staff')) : entry.actorType === 'customer' ? t('customer') : t('system');
  // A stable sort: same-instant entries keep their own order, statuses before notes.
  const timeline: TimelineEntry[] = [
    ...history.map((entry) => ({ kind: 'status' as const, entry })),
    ...notes.map((note) => ({ kind: 'note' as const, note })),
  ].sort((a, b) => timeOf(a) - timeOf(b));

  return (
    <DetailSection id="order-history" title={t('title')}>
      {timeline.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('empty')}</p>
      ) : (
        <ol className="space-y-3 border-s-2 border-border ps-4">
          {timeline.map((item) =>
            item.kind === 'status' ? (
              <li key={`s${item.entry.id}`} className="text-sm">
                <p className="font-medium">
                  {/* The first entry (the order placed) has no "from". */}
                  {t(item.entry.field)}:{' '}
                  {item.entry.from
                    ? `${status(item.entry, item.entry.from)} → `
                    : item.entry.field === 'delivery'
                      ? `${labels('amounts.toConfirm')} → `
                      : ''}
                  {status(item.entry, item.entry.to)}
                </p>
                <p className="text-muted-foreground">
                  <time dateTime={item.entry.createdAt}>{formatDateTime(item.entry.createdAt, locale)}</time> · <bdi>{who(item.entry)}</bdi>
                </p>
                {item.entry.note ? (
                  <p className="mt-1 break-words rounded-control bg-surface-muted px-3 py-2">
                    {t('note', { note: isolateText(item.entry.note) })}
                  </p>
                ) : null}
              </li>
            ) : (
              <li key={`n${item.note.id}`} className="text-sm" data-testid="order-note">
                <p className="flex items-center gap-1.5 font-medium">
                  <StickyNote aria-hidden="true" className="size-4 text-warning" />
                  {tn('entry')}
                </p>
                <p className="text-muted-foreground">
                  <time dateTime={item.note.createdAt}>{formatDateTime(item.note.createdAt, locale)}</time> ·{' '}
                  <bdi>{item.note.authorName}</bdi>
                </p>
                <p className="mt-1 break-words whitespace-pre-line rounded-control border border-warning/40 bg-warning-soft px-3 py-2">
                  <bdi>{item.note.note}</bdi>
                </p>
              </li>
            ),
          )}
        </ol>
      )}
      <OrderNoteForm orderId={orderId} />
    </DetailSection>
  );
}
