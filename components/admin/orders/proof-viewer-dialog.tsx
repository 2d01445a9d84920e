'use client';

import { ExternalLink } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import type { AdminOrderSummary } from '@/lib/data/admin/orders';
import { formatDateTime } from '@/lib/domain/dates';
import { isolateText } from '@/lib/domain/bidi';
import { formatCOP } from '@/lib/domain/money';
import { OrderDecisionButtons } from './order-decision-buttons';
import { OrderItemsList } from './order-items-list';

export type ProofViewerDialogProps = {
  order: AdminOrderSummary | null;
  onClose: () => void;
};

/**
 * The proof of payment beside what the customer owes (total and lines), so staff compare the
 * amount at a glance, with 'Aprobar' and 'Rechazar' right there. Side by side from `lg`, the
 * image first and the amounts under it on a phone.
 */
export function ProofViewerDialog({ order, onClose }: ProofViewerDialogProps) {
  const t = useTranslations('AdminOrders.proof');
  const locale = useLocale();
  const canDecide = order?.paymentStatus === 'pending_confirmation' && !order.cashOnDelivery;

  return (
    <Dialog open={order !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {order ? (
        <DialogContent
          className="md:max-w-3xl lg:max-w-5xl"
          title={t('title', { id: order.id })}
          description={t('description', { nombre: isolateText(order.user.nombre), method: order.paymentMethod?.name ?? t('noMethod') })}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">{t('close')}</Button>
              </DialogClose>
              {canDecide ? <OrderDecisionButtons order={order} size="md" onDone={onClose} /> : null}
            </>
          }
        >
          {/* Phone: the amount, the proof, the lines. From lg: the proof on the left, the amounts beside it. */}
          <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:gap-x-6">
            <div className="rounded-card bg-primary-soft p-4 lg:col-start-2 lg:row-start-1">
              <p className="text-sm font-medium text-muted-foreground">{t('amountDue')}</p>
              <p className="text-3xl font-bold tabular-nums text-primary-active">{formatCOP(order.total)}</p>
            </div>
            <figure className="min-w-0 space-y-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
              {order.paymentConfirmationUrl ? (
                <>
                  {/* A plain <img>: the proof may live on the bucket's own domain. */}
                  <img
                    src={order.paymentConfirmationUrl}
                    alt={t('imageAlt', { id: order.id })}
                    className="mx-auto max-h-[55dvh] w-auto max-w-full rounded-control border border-border bg-surface-muted object-contain lg:max-h-[65dvh]"
                  />
                  <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
                    {order.paymentSubmittedAt ? (
                      <span>{t('submittedAt', { date: formatDateTime(order.paymentSubmittedAt, locale) })}</span>
                    ) : null}
                    <a
                      href={order.paymentConfirmationUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-tap items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      {t('openOriginal')}
                      <ExternalLink aria-hidden="true" className="size-4" />
                      <span className="sr-only"> {t('opensNewTab')}</span>
                    </a>
                  </figcaption>
                </>
              ) : (
                <p className="rounded-control border border-dashed border-border p-8 text-center text-muted-foreground">{t('none')}</p>
              )}
            </figure>
            <div className="min-w-0 lg:col-start-2 lg:row-start-2">
              <OrderItemsList items={order.items} total={order.total} amounts={order} />
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
