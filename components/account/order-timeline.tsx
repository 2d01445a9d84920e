'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { CustomerOrder } from '@/lib/contracts/orders';
import { formatDateTime } from '@/lib/domain/dates';
import { paymentStatuses, shippingStatuses } from '@/lib/domain/order-status';

const known = (field: CustomerOrder['history'][number]['field'], status: string) =>
  field === 'delivery'
    ? status === 'fee_changed'
    : (field === 'payment' ? (paymentStatuses as readonly string[]) : (shippingStatuses as readonly string[])).includes(status);

/** Cash on delivery has no proof: its first step is the order placed, its payment the cash received. */
function stepKey(step: CustomerOrder['history'][number], cashOnDelivery: boolean): string {
  if (cashOnDelivery && step.field === 'payment' && (step.status === 'pending_confirmation' || step.status === 'paid')) {
    return `history.cashOnDelivery.${step.status}`;
  }
  return `history.${step.field}.${step.status}`;
}

/** The dates of the order's steps (customers see when, not who), folded under the card. */
export function OrderTimeline({ history, cashOnDelivery = false }: { history: CustomerOrder['history']; cashOnDelivery?: boolean }) {
  const t = useTranslations('Orders');
  const locale = useLocale();
  const steps = history.filter((h) => known(h.field, h.status));
  if (steps.length === 0) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="inline-flex min-h-tap cursor-pointer items-center font-medium text-primary">{t('historyToggle')}</summary>
      <ol className="mt-1 space-y-1 border-s-2 border-primary-muted ps-4">
        {steps.map((step, i) => (
          <li key={`${step.field}-${step.status}-${i}`} className="flex flex-wrap justify-between gap-x-3">
            <span>{t(stepKey(step, cashOnDelivery) as 'history.payment.paid')}</span>
            <time dateTime={step.createdAt} className="text-muted-foreground">
              {formatDateTime(step.createdAt, locale)}
            </time>
          </li>
        ))}
      </ol>
    </details>
  );
}
