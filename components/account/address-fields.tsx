'use client';

import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { type Control, type FieldErrors, useForm, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { CustomerAddress } from '@/lib/contracts/account';
import { formatPhone } from '@/lib/domain/phone';
import { addressSchema } from '@/lib/validation/address';
import { AddressLocationFields } from './address-location-fields';

type Schema = ReturnType<typeof addressSchema>;
export type AddressFormValues = z.input<Schema>;

/** The fields a server error may name, for applyFieldErrors. */
export const ADDRESS_FIELDS = ['recipientName', 'phone', 'street', 'state', 'city', 'postalCode', 'details'] as const;

type AddressFormDefaults = {
  /** Editing this address; creating when absent. */
  address?: CustomerAddress;
  recipient: string;
  /** A new address's phone (staff prefill the customer's); an edited one keeps its own if it has one. */
  phone?: string | null;
  isDefault: boolean;
};

/** The address form of the customer (address-form.tsx) and of staff (customer-address-dialog.tsx). */
export function useAddressForm({ address, recipient, phone, isDefault }: AddressFormDefaults) {
  const tv = useTranslations('Account.validation');
  const schema = useMemo(
    () =>
      addressSchema({
        required: tv('required'),
        tooLong: tv('tooLong'),
        invalid: tv('invalid'),
        country: tv('country'),
        hiddenCharacters: tv('hiddenCharacters'),
        phoneRequired: tv('recipientPhoneRequired'),
        phone: tv('recipientPhone'),
      }),
    [tv],
  );
  const initialPhone = address?.phone || phone;
  return useForm<AddressFormValues, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      recipientName: address?.recipientName ?? recipient,
      // Always sent by these forms, so the recipient's phone is required here (an address saved
      // before it was asked gets it on its next edit).
      phone: initialPhone ? formatPhone(initialPhone) : '',
      street: address?.street ?? '',
      state: address?.state ?? '',
      city: address?.city ?? '',
      postalCode: address?.postalCode ?? '',
      details: address?.details ?? '',
      country: address?.country ?? 'CO',
      isDefault: address?.isDefault ?? isDefault,
    },
  });
}

type Props = {
  register: UseFormRegister<AddressFormValues>;
  control: Control<AddressFormValues>;
  errors: FieldErrors<AddressFormValues>;
  setValue: UseFormSetValue<AddressFormValues>;
  /**
   * Staff type another person's address: no browser autofill (it would offer their own) and, as
   * the dialog always had, no native `required` (Field marks them aria-required either way).
   */
  staff?: boolean;
};

/** Recipient, phone, street, department and city, directions, postal code, and "main address". */
export function AddressFields({ register, control, errors, setValue, staff = false }: Props) {
  const t = useTranslations('Account.addressForm');
  const autoComplete = (token: string) => (staff ? 'off' : token);
  const required = !staff;
  return (
    <>
      <Field label={t('recipientName')} error={errors.recipientName?.message} required>
        <Input autoComplete={autoComplete('name')} required={required} {...register('recipientName')} />
      </Field>
      <Field label={t('phone')} hint={t('phoneHint')} error={errors.phone?.message} required>
        <Input type="tel" inputMode="tel" autoComplete={autoComplete('tel')} required={required} {...register('phone')} />
      </Field>
      <Field label={t('street')} hint={t('streetHint')} error={errors.street?.message} required>
        <Input autoComplete={autoComplete('address-line1')} required={required} {...register('street')} />
      </Field>
      <AddressLocationFields control={control} errors={errors} setValue={setValue} />
      <Field label={t('details')} hint={t('detailsHint')} error={errors.details?.message}>
        <Input autoComplete={autoComplete('address-line2')} {...register('details')} />
      </Field>
      <Field label={t('postalCode')} error={errors.postalCode?.message}>
        <Input autoComplete={autoComplete('postal-code')} inputMode="numeric" {...register('postalCode')} />
      </Field>
      <div>
        <Checkbox label={t('isDefault')} {...register('isDefault')} />
      </div>
    </>
  );
}
