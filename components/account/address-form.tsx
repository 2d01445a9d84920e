'use client';

import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { applyFieldErrors } from '@/lib/api-client/field-errors';
import { useSaveAddress } from '@/lib/api-client/customer';
import type { CustomerAddress } from '@/lib/contracts/account';
import { ADDRESS_FIELDS, AddressFields, useAddressForm } from './address-fields';

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
  const notify = useNotification();
  const save = useSaveAddress();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useAddressForm({ address, recipient: defaultRecipient, isDefault: defaultIsDefault });

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
          applyFieldErrors(error, setError, ADDRESS_FIELDS);
        },
      },
    ),
  );

  return (
    // Not nested in another form: the checkout dialog renders it on its own step.
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <AddressFields register={register} control={control} errors={errors} setValue={setValue} />
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
