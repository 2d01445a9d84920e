'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ShippingMethod } from '@/lib/domain/order-status';
import { SCHEMA_MESSAGE_KEYS, type ShipmentFormValues } from './shipment-form-values';

export type ShipmentFieldsProps = {
  method: ShippingMethod;
  register: UseFormRegister<ShipmentFormValues>;
  errors: FieldErrors<ShipmentFormValues>;
};

/** National: carrier and tracking number required, tracking address optional. Local: driver, plate and the driver's phone, all optional. */
export function ShipmentFields({ method, register, errors }: ShipmentFieldsProps) {
  const t = useTranslations('AdminShipments.form');
  const message = (text?: string) => (text && SCHEMA_MESSAGE_KEYS[text] ? t(SCHEMA_MESSAGE_KEYS[text]) : text);

  if (method === 'national_shipping') {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('company')} error={message(errors.company?.message)} required>
          <Input autoComplete="off" placeholder={t('companyPlaceholder')} {...register('company')} />
        </Field>
        <Field label={t('trackingNumber')} error={message(errors.trackingNumber?.message)} required>
          <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...register('trackingNumber')} />
        </Field>
        <Field label={t('trackingUrl')} error={message(errors.trackingUrl?.message)} hint={t('trackingUrlHint')} className="sm:col-span-2">
          <Input type="url" inputMode="url" autoCapitalize="none" placeholder="https://" {...register('trackingUrl')} />
        </Field>
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('driverName')} error={message(errors.driverName?.message)}>
        <Input autoComplete="off" {...register('driverName')} />
      </Field>
      <Field label={t('licensePlate')} error={message(errors.licensePlate?.message)} hint={t('licensePlateHint')}>
        <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...register('licensePlate')} />
      </Field>
      <Field label={t('driverPhone')} error={message(errors.driverPhone?.message)} hint={t('driverPhoneHint')}>
        <Input type="tel" inputMode="tel" autoComplete="off" {...register('driverPhone')} />
      </Field>
    </div>
  );
}
