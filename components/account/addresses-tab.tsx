'use client';

import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useAddresses } from '@/lib/api-client/customer';
import type { CustomerAddress } from '@/lib/contracts/account';
import { useUserAuth } from '@/lib/session/customer-session';
import { AddressCard } from './address-card';
import { AddressDialog } from './address-dialog';
import { EmptyState, ErrorState, LoadingState } from './query-states';
import { useLoadErrorNotice } from './use-load-error-notice';

/** 'Mis Direcciones': list, create, edit and delete (spec 1 §2). A 404 is an empty list. */
export function AddressesTab() {
  const t = useTranslations('Account.addresses');
  const { customer } = useUserAuth();
  const addresses = useAddresses();
  // undefined: closed; null: a new address; otherwise the address being edited.
  const [editing, setEditing] = useState<CustomerAddress | null | undefined>(undefined);
  useLoadErrorNotice(addresses.error, (error) => t('loadError', { message: error.message }));

  const addButton = (
    <Button onClick={() => setEditing(null)}>
      <Plus aria-hidden="true" className="size-5" />
      {t('new')}
    </Button>
  );

  return (
    <div className="space-y-4">
      {addresses.isPending ? (
        <LoadingState label={t('loading')} />
      ) : addresses.isError ? (
        <ErrorState message={t('loadError', { message: addresses.error.message })} onRetry={() => addresses.refetch()} />
      ) : addresses.data.length === 0 ? (
        <EmptyState>
          <p className="text-lg">{t('empty')}</p>
          {addButton}
        </EmptyState>
      ) : (
        <>
          <div className="flex justify-end">{addButton}</div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {addresses.data.map((address) => (
              <li key={address.id}>
                <AddressCard address={address} onEdit={() => setEditing(address)} />
              </li>
            ))}
          </ul>
        </>
      )}
      <AddressDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        address={editing ?? undefined}
        defaultRecipient={customer?.name}
        isFirst={addresses.data?.length === 0}
      />
    </div>
  );
}
