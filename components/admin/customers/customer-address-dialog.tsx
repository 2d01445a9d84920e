'use client';

import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type AddressFormValues } from '@/components/account/address-form';
import { AddressLocationFields } from '@/components/account/address-location-fields';
import { keepDialogOpenForListEscape } from '@/components/account/location-listbox';
import { useNotification } from '@/components/notifications/notification-provider';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSaveAdminCustomerAddress } from '@/lib/api-client/admin-customers';
import { applyFieldErrors } from '@/lib/api-client/field-errors';
import type { CustomerAddress } from '@/lib/data/customer';
import { formatPhone } from '@/lib/domain/phone';
import { addressSchema } from '@/lib/validation/address';
import { FormDialog } from '../form-dialog';

type Schema = ReturnType<typeof addressSchema>;
const FIELDS = ['recipientName', 'phone', 'street', 'state', 'city', 'postalCode', 'details'] as const;

type Props = {
  customerId: number;
  /** Editing this address; adding when absent. */
  address?: CustomerAddress;
  /** Prefills the recipient of a new address (the customer's name) and its phone. */
  defaultRecipient?: string;
  defaultPhone?: string | null;
  isFirst?: boolean;
  onClose: () => void;
};

/**
 * A customer's address, by staff (issue 23 §4): the customer profile's address schema and
 * department/city pickers, saved through /api/admin/customers/{id}/addresses.
 */
export function CustomerAddressDialog({ customerId, address, defaultRecipient = '', defaultPhone, isFirst = false, onClose }: Props) {
  const t = useTranslations('Account.addressForm');
  const tv = useTranslations('Account.validation');
  const tc = useTranslations('AdminCustomers');
  const notify = useNotification();
  const save = useSaveAdminCustomerAddress(customerId);
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
      phone: address?.phone ? formatPhone(address.phone) : defaultPhone ? formatPhone(defaultPhone) : '',
      street: address?.street ?? '',
      state: address?.state ?? '',
      city: address?.city ?? '',
      postalCode: address?.postalCode ?? '',
      details: address?.details ?? '',
      country: address?.country ?? 'CO',
      isDefault: address?.isDefault ?? isFirst,
    },
  });

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { id: address?.id, input },
      {
        onSuccess: () => {
          notify.success(address ? tc('addressForm.updated') : tc('addressForm.created'));
          onClose();
        },
        onError: (error) => {
          notify.error(tc('addressForm.saveError', { message: error.message }));
          applyFieldErrors(error, setError, FIELDS);
        },
      },
    ),
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={address ? tc('detail.editAddress') : tc('detail.addAddress')}
      onSubmit={onSubmit}
      isPending={save.isPending}
      onEscapeKeyDown={keepDialogOpenForListEscape}
    >
      <Field label={t('recipientName')} error={errors.recipientName?.message} required>
        <Input autoComplete="off" {...register('recipientName')} />
      </Field>
      <Field label={t('phone')} hint={t('phoneHint')} error={errors.phone?.message} required>
        <Input type="tel" inputMode="tel" autoComplete="off" {...register('phone')} />
      </Field>
      <Field label={t('street')} hint={t('streetHint')} error={errors.street?.message} required>
        <Input autoComplete="off" {...register('street')} />
      </Field>
      <AddressLocationFields control={control} errors={errors} setValue={setValue} />
      <Field label={t('details')} hint={t('detailsHint')} error={errors.details?.message}>
        <Input autoComplete="off" {...register('details')} />
      </Field>
      <Field label={t('postalCode')} error={errors.postalCode?.message}>
        <Input autoComplete="off" inputMode="numeric" {...register('postalCode')} />
      </Field>
      <div>
        <Checkbox label={t('isDefault')} {...register('isDefault')} />
      </div>
    </FormDialog>
  );
}
