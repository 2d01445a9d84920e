'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { PublicPaymentMethod } from '@/lib/contracts/catalog';
import { findCopyables } from '@/lib/domain/copyable';
import { CopyButton, CopyList } from './copy-button';

type Props = {
  methods: PublicPaymentMethod[];
  value: number | null;
  onChange: (id: number) => void;
};

/** Spec 1 §2 Checkout step 1: a radio list of the public payment methods, with QR and instructions (each number in them with 'Copiar'). */
export function PaymentMethodList({ methods, value, onChange }: Props) {
  const t = useTranslations('Checkout');
  const id = useId();
  if (methods.length === 0) return <p className="text-muted-foreground">{t('noPaymentMethods')}</p>;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-medium">{t('methodLegend')}</legend>
      {methods.map((method) => {
        const checked = method.id === value;
        const detailsId = `${id}-${method.id}`;
        const hasDetails = Boolean(method.qrCodeUrl || method.instructions || method.brebKey);
        return (
          <div
            key={method.id}
            className={cn(
              'rounded-control border p-3 transition-colors',
              checked ? 'border-primary bg-primary-soft ring-1 ring-primary' : 'border-border',
            )}
          >
            <label className="flex min-h-tap cursor-pointer items-center gap-3 font-semibold">
              <input
                type="radio"
                name="paymentMethodId"
                value={method.id}
                checked={checked}
                onChange={() => onChange(method.id)}
                aria-describedby={hasDetails ? detailsId : undefined}
                className="size-5 shrink-0 accent-primary"
              />
              {method.name}
            </label>
            {hasDetails ? (
              <div id={detailsId} className="mt-2 flex flex-col gap-3 ps-8 sm:flex-row sm:items-start">
                {method.qrCodeUrl ? (
                  // A plain <img>: QR codes live on the storage host, which need not be an optimiser pattern.
                  <img
                    src={method.qrCodeUrl}
                    alt={t('qrAlt', { name: method.name })}
                    width={160}
                    height={160}
                    loading="lazy"
                    decoding="async"
                    className="size-40 shrink-0 rounded-md border border-border bg-white p-1"
                  />
                ) : null}
                {method.instructions || method.brebKey ? (
                  <div className="min-w-0 flex-1 space-y-2">
                    {method.brebKey ? <BrebKey value={method.brebKey} /> : null}
                    {method.instructions ? (
                      <>
                        <p className="text-sm whitespace-pre-line break-words text-foreground">{method.instructions}</p>
                        {/* Account numbers, keys and amounts, to paste into the bank's app. */}
                        <CopyList items={findCopyables(method.instructions)} />
                      </>
                    ) : null}
                  </div>
                ) : null}
              </div>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The method's Bre-B key on its own line, first: what the shopper types into the bank's 'Bre-B' transfer. */
function BrebKey({ value }: { value: string }) {
  const t = useTranslations('Checkout');
  return (
    <div className="rounded-md border border-border bg-surface p-2" data-testid="breb-key">
      <p className="text-xs font-medium text-muted-foreground">{t('brebKey')}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm font-semibold break-all">{value}</span>
        <CopyButton value={value} label={`${t('brebKey')} ${value}`} />
      </div>
      <p className="text-xs text-muted-foreground">{t('brebKeyHint')}</p>
    </div>
  );
}
