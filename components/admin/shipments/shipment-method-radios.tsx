'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { shippingMethods } from '@/lib/domain/order-status';

/** Envío Nacional / Domicilio as two large radio cards (native radios: arrow keys, labels, forms). */
export function ShipmentMethodRadios({ field }: { field: UseFormRegisterReturn<'shippingMethod'> }) {
  const t = useTranslations('AdminShipments.form');
  const labels = useTranslations('Orders.shippingMethod');
  const hintId = useId();
  // National first: it is the one with required fields.
  const methods = [...shippingMethods].reverse();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('method')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {methods.map((method) => (
          <label
            key={method}
            className="flex min-h-tap cursor-pointer items-center gap-3 rounded-control border border-input px-3 py-2 has-checked:border-primary has-checked:bg-primary-soft"
          >
            <input
              type="radio"
              value={method}
              aria-describedby={`${hintId}-${method}`}
              className="size-5 shrink-0 accent-primary"
              {...field}
            />
            <span>
              <span className="block font-semibold">{labels(method)}</span>
              {/* A description, not part of the radio's name. */}
              <span id={`${hintId}-${method}`} aria-hidden="true" className="block text-sm text-muted-foreground">
                {t(`methodHint.${method}`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
