'use client';

import { useTranslations } from 'next-intl';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { CustomerAddress } from '@/lib/contracts/account';
import { AddressForm } from './address-form';
import { keepDialogOpenForListEscape } from './location-listbox';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  address?: CustomerAddress;
  defaultRecipient?: string;
  /** The customer's first address becomes the default one. */
  isFirst?: boolean;
};

export function AddressDialog({ open, onOpenChange, address, defaultRecipient, isFirst = false }: Props) {
  const t = useTranslations('Account.addresses');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={address ? t('editTitle') : t('newTitle')} onEscapeKeyDown={keepDialogOpenForListEscape}>
        {/* Keyed, so switching between addresses starts from the right values. */}
        <AddressForm
          key={address?.id ?? 'new'}
          address={address}
          defaultRecipient={defaultRecipient}
          defaultIsDefault={isFirst}
          onSaved={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
