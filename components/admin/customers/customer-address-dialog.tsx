'use client';

import { useTranslations } from 'next-intl';
import { ADDRESS_FIELDS, AddressFields, useAddressForm } from '@/components/account/address-fields';
import { keepDialogOpenForListEscape } from '@/components/account/location-listbox';
import { useSaveAdminCustomerAddress } from '@/lib/api-client/admin-customers';
import { useSaveOutcome } from '../use-admin-errors';
import type { CustomerAddress } from '@/lib/contracts/account';
import { FormDialog } from '../form-dialog';

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
  const tc = useTranslations('AdminCustomers');
  const save = useSaveAdminCustomerAddress(customerId);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useAddressForm({ address, recipient: defaultRecipient, phone: defaultPhone, isDefault: isFirst });

  const outcome = useSaveOutcome(setError, ADDRESS_FIELDS, onClose);
  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { id: address?.id, input },
      outcome(address ? tc('addressForm.updated') : tc('addressForm.created'), (error) =>
        tc('addressForm.saveError', { message: error.message }),
      ),
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
      <AddressFields register={register} control={control} errors={errors} setValue={setValue} staff />
    </FormDialog>
  );
}
