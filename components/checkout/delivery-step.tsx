'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { formatCOP } from '@/lib/domain/money';
import { DeliveryOptionCard } from './delivery-option-card';
import type { DeliveryChoice } from './use-delivery-choice';

/**
 * After the address (issue 21): how the order arrives, how it is paid when cash on delivery is
 * offered, and Subtotal / delivery / Total before the order is created.
 */
export function DeliveryStep({ choice }: { choice: DeliveryChoice }) {
  const t = useTranslations('Checkout.delivery');
  const { quote, options, option } = choice;

  if (quote.isError && !quote.data) {
    return (
      <div role="alert" className="space-y-2 rounded-control border border-danger/40 p-3">
        <p>{t('quoteError', { message: quote.error.message })}</p>
        <Button variant="outline" onClick={() => void choice.refresh()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!quote.data) {
    return (
      <p className="flex items-center gap-2 py-2 text-muted-foreground">
        <Spinner /> {t('loading')}
      </p>
    );
  }

  const offersCod = option?.cashOnDelivery?.available === true;
  return (
    <div
      className={cn('space-y-4 transition-opacity', quote.isPlaceholderData && 'opacity-60')}
      aria-busy={quote.isPlaceholderData || undefined}
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{t('legend')}</legend>
        {options.map((o) => (
          <DeliveryOptionCard key={o.option} option={o} checked={o.option === option?.option} onChoose={() => choice.choose(o.option)} />
        ))}
        {option === null && !quote.isPlaceholderData ? <p className="text-sm font-medium">{t('noOption')}</p> : null}
      </fieldset>

      {offersCod ? (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">{t('payLegend')}</legend>
          <PayChoice checked={!choice.cod} onChoose={() => choice.setCod(false)} label={t('payTransfer')} hint={t('payTransferHint')} />
          <PayChoice checked={choice.cod} onChoose={() => choice.setCod(true)} label={t('payCod')} hint={t('payCodHint')} />
        </fieldset>
      ) : null}

      {choice.feeChanged ? (
        <p role="alert" className="rounded-control border border-warning/40 bg-warning-soft p-3 text-sm font-medium">
          {t('feeChanged', { from: formatCOP(choice.feeChanged.from), to: formatCOP(choice.feeChanged.to) })}
        </p>
      ) : null}

      <div role="group" aria-label={t('totalsLabel')} aria-live="polite">
        <dl className="space-y-1 rounded-control bg-surface-muted p-3">
          <div className="flex justify-between gap-3">
            <dt>{t('subtotal')}</dt>
            <dd>{formatCOP(choice.totals.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>{t('deliveryRow', { kind: option?.option ?? 'none' })}</dt>
            <dd>{choice.totals.fee === null ? t('feeToConfirm') : choice.totals.fee === 0 ? t('free') : formatCOP(choice.totals.fee)}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-border pt-1 text-lg font-bold">
            <dt>{t('total')}</dt>
            <dd>{formatCOP(choice.totals.total)}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}

function PayChoice({ checked, onChoose, label, hint }: { checked: boolean; onChoose: () => void; label: string; hint: string }) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-control border p-3 transition-colors',
        checked ? 'border-primary bg-primary-soft ring-1 ring-primary' : 'border-border hover:border-input',
      )}
    >
      <input type="radio" name="payOnDelivery" checked={checked} onChange={onChoose} className="mt-1 size-5 shrink-0 accent-primary" />
      <span>
        <span className="block font-semibold">{label}</span>
        <span className="block text-sm text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}
