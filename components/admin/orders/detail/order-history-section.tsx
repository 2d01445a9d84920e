'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { AdminOrderHistoryEntry } from '@/lib/data/admin/orders';
import { isolateText } from '@/lib/domain/bidi';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { DetailSection } from './detail-section';

/** DESIGN.md Orders: every transition with who, when, from → to and the note (a rejection reason, say). */
export function OrderHistorySection({ history }: { history: readonly AdminOrderHistoryEntry[] }) {
  const t = useTranslations('AdminOrders.detail.history');
  const labels = useTranslations('Orders');
  const locale = useLocale();
  // A delivery-fee change records the fees in pesos; 'from' is empty while it was 'por confirmar'.
  const status = (entry: AdminOrderHistoryEntry, value: string) =>
    entry.field === 'delivery'
      ? Number(value) === 0
        ? labels('amounts.free')
        : formatCOP(Number(value))
      : labels(entry.field === 'payment' ? `paymentStatus.${value}` : `shippingStatus.${value}`);
  const who = (entry: AdminOrderHistoryEntry) =>
    entry.actorType === 'staff' ? (entry.actorName ?? t('staff')) : entry.actorType === 'customer' ? t('customer') : t('system');

  return (
    <DetailSection id="order-history" title={t('title')}>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('empty')}</p>
      ) : (
        <ol className="space-y-3 border-s-2 border-border ps-4">
          {history.map((entry) => (
            <li key={entry.id} className="text-sm">
              <p className="font-medium">
                {/* The first entry (the order placed) has no "from". */}
                {t(entry.field)}: {entry.from ? `${status(entry, entry.from)} → ` : entry.field === 'delivery' ? `${labels('amounts.toConfirm')} → ` : ''}
                {status(entry, entry.to)}
              </p>
              <p className="text-muted-foreground">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time> · <bdi>{who(entry)}</bdi>
              </p>
              {entry.note ? <p className="mt-1 break-words rounded-control bg-surface-muted px-3 py-2">{t('note', { note: isolateText(entry.note) })}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
