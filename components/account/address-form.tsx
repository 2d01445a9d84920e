'use client';

import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { applyFieldErrors } from '@/lib/api-client/field-errors';
import { useSaveAddress } from '@/lib/api-client/customer';
import type { CustomerAddress } from '@/lib/data/customer';
import { formatPhone } from '@/lib/domain/phone';
import { addressSchema } from '@/lib/validation/address';
import { AddressLocationFields } from './address-location-fields';

type Schema = ReturnType<typeof addressSchema>;
export type AddressFormValues = z.input<Schema>;

const FIELDS = ['recipientName', 'phone', 'street', 'state', 'city', 'postalCode', 'details'] as const;

export type AddressFormProps = {
  /** Editing this address; creating when absent. */
  address?: CustomerAddress;
  /** Prefills the recipient of a new address (the customer's name). */
  defaultRecipient?: string;
  /** A new address is the default one unless the customer unticks it (first address, say). */
  defaultIsDefault?: boolean;
  onSaved: (address: CustomerAddress) => void;
  onCancel?: () => void;
};

/** Create or edit an address (spec 1 §5), shared by the checkout and the profile. */
export function AddressForm({ address, defaultRecipient = '', defaultIsDefault = false, onSaved, onCancel }: AddressFormProps) {
  const t = useTranslations('Account.addressForm');
  const tv = useTranslations('Account.validation');
  const notify = useNotification();
  const save = useSaveAddress();
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
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      recipientName: address?.recipientName ?? defaultRecipient,
      // Always sent by this form, so the recipient's phone is required here (an address saved
      // before it was asked gets it on its next edit).
      phone: address?.phone ? formatPhone(address.phone) : '',
      street: address?.street ?? '',
      state: address?.state ?? '',
      city: address?.city ?? '',
      postalCode: address?.postalCode ?? '',
      details: address?.details ?? '',
      country: address?.country ?? 'CO',
      isDefault: address?.isDefault ?? defaultIsDefault,
    },
  });

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { id: address?.id, input },
      {
        onSuccess: (saved) => {
          notify.success(address ? t('updated') : t('created'));
          onSaved(saved);
        },
        onError: (error) => {
          notify.error(t('saveError', { message: error.message }));
          applyFieldErrors(error, setError, FIELDS);
        },
      },
    ),
  );

  return (
    // Not nested in another form: the checkout dialog renders it on its own step.
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={t('recipientName')} error={errors.recipientName?.message} required>
        <Input autoComplete="name" required {...register('recipientName')} />
      </Field>
      <Field label={t('phone')} hint={t('phoneHint')} error={errors.phone?.message} required>
        <Input type="tel" inputMode="tel" autoComplete="tel" required {...register('phone')} />
      </Field>
      <Field label={t('street')} hint={t('streetHint')} error={errors.street?.message} required>
        <Input autoComplete="address-line1" required {...register('street')} />
      </Field>
      <AddressLocationFields control={control} errors={errors} setValue={setValue} />
      <Field label={t('details')} hint={t('detailsHint')} error={errors.details?.message}>
        <Input autoComplete="address-line2" {...register('details')} />
      </Field>
      <Field label={t('postalCode')} error={errors.postalCode?.message}>
        <Input autoComplete="postal-code" inputMode="numeric" {...register('postalCode')} />
      </Field>
      <div>
        <Checkbox label={t('isDefault')} {...register('isDefault')} />
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={save.isPending} busyLabel={t('saving')}>
          {address ? t('saveChanges') : t('create')}
        </Button>
      </div>
    </form>
  );
}
