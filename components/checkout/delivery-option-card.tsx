'use client';

import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { business } from '@/lib/business';
import type { DeliveryEstimate, DeliveryQuoteOption } from '@/lib/domain/delivery';
import { freeDeliveryNudge, relativeDay } from '@/lib/domain/delivery-choice';
import { formatCOP } from '@/lib/domain/money';
import { BUSINESS_TIME_ZONE, steadyDayPeriod } from '@/lib/domain/dates';

type Props = { option: DeliveryQuoteOption; checked: boolean; onChoose: () => void };

/** One way to receive the order: its name, fee or 'Gratis', when, and what to know about it. */
export function DeliveryOptionCard({ option, checked, onChoose }: Props) {
  const t = useTranslations('Checkout.delivery');
  const when = useEstimateText(option);
  const nudge = freeDeliveryNudge(option);
  const disabled = !option.selectable;
  const descriptionId = `delivery-${option.option}-details`;
  return (
    <label
      className={cn(
        'flex items-start gap-3 rounded-control border p-3 transition-colors',
        disabled ? 'cursor-not-allowed border-border bg-surface-muted' : 'cursor-pointer',
        checked ? 'border-primary bg-primary-soft ring-1 ring-primary' : !disabled && 'border-border hover:border-input',
      )}
    >
      <input
        type="radio"
        name="deliveryOption"
        value={option.option}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        aria-describedby={descriptionId}
        className="mt-1 size-5 shrink-0 accent-primary"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold">
            {t(`name.${option.option}`)}
            {option.ruleName ? <span className="font-normal text-muted-foreground"> · {option.ruleName}</span> : null}
          </span>
          <span className={cn('font-semibold', option.fee === 0 && 'text-primary')}>
            {option.fee === null ? t('feeToConfirm') : option.fee === 0 ? t('free') : formatCOP(option.fee)}
          </span>
        </span>
        <span id={descriptionId} className="mt-0.5 block space-y-0.5 text-sm text-muted-foreground">
          {when ? <span className="block">{when}</span> : null}
          {option.option === 'pickup' ? (
            <span className="block">{t('pickupWhere', { address: business.streetAddress, city: business.city })}</span>
          ) : null}
          {option.option === 'to_confirm' ? <span className="block">{t('toConfirmText')}</span> : null}
          {option.minimumOrder && option.minimumOrder.missing > 0 ? (
            <span className="block font-medium text-foreground">
              {t('minimumNotReached', { amount: formatCOP(option.minimumOrder.amount), missing: formatCOP(option.minimumOrder.missing) })}
            </span>
          ) : null}
          {nudge !== null && option.selectable ? (
            <span className="block text-foreground">{t('freeNudge', { amount: formatCOP(nudge), kind: option.option })}</span>
          ) : null}
          {option.cashOnDelivery && option.selectable ? (
            <span className="block">
              {option.cashOnDelivery.available ? t('codAvailable') : t('codOverLimit', { max: formatCOP(option.cashOnDelivery.max ?? 0) })}
            </span>
          ) : null}
        </span>
      </span>
    </label>
  );
}

/** 'Listo hoy a las 3:00 p. m.', 'Llega mañana', 'Llega entre el lun 1 dic y el mié 3 dic'. */
function useEstimateText(option: DeliveryQuoteOption): string | null {
  const t = useTranslations('Checkout.delivery');
  const locale = useLocale();
  const estimate: DeliveryEstimate | null = option.estimate;
  if (!estimate) return null;
  const now = new Date();
  const day = (key: string) =>
    new Intl.DateTimeFormat(locale === 'es' ? 'es-CO' : 'en-US', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
      .format(new Date(`${key}T12:00:00Z`))
      .replace(/\./g, '');
  if (option.option === 'pickup' && estimate.readyAt) {
    const time = steadyDayPeriod(
      new Intl.DateTimeFormat(locale === 'es' ? 'es-CO' : 'en-US', {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: BUSINESS_TIME_ZONE,
      }).format(new Date(estimate.readyAt)),
    );
    return t('pickupReady', { when: relativeDay(estimate.earliest, now), date: day(estimate.earliest), time });
  }
  if (estimate.earliest !== estimate.latest) return t('arrivesBetween', { from: day(estimate.earliest), to: day(estimate.latest) });
  return t('arrives', { when: relativeDay(estimate.earliest, now), date: day(estimate.earliest) });
}
