'use client';

import { Pencil, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AlertDialog } from 'radix-ui';
import { useNotification } from '@/components/notifications/notification-provider';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { overlayClasses } from '@/components/ui/dialog';
import { useDeleteAddress } from '@/lib/api-client/customer';
import type { CustomerAddress } from '@/lib/contracts/account';
import { AddressSummary } from './address-summary';

/** One saved address with edit and delete (delete asks first: it cannot be undone). */
export function AddressCard({ address, onEdit }: { address: CustomerAddress; onEdit: () => void }) {
  const t = useTranslations('Account.addresses');
  const notify = useNotification();
  const remove = useDeleteAddress();

  function confirmDelete() {
    remove.mutate(address.id, {
      onSuccess: () => notify.success(t('deleted')),
      onError: (error) => notify.error(t('deleteError', { message: error.message })),
    });
  }

  return (
    <div className="flex h-full flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card">
      <div className="flex items-start justify-between gap-2">
        <AddressSummary address={address} />
        {address.isDefault ? <Badge variant="primary">{t('default')}</Badge> : null}
      </div>
      <div className="mt-auto flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={t('editLabel', { name: address.recipientName, street: address.street })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('edit')}
        </Button>
        <AlertDialog.Root>
          <AlertDialog.Trigger asChild>
            <Button
              variant="ghost"
              size="sm"
              className="text-danger"
              loading={remove.isPending}
              aria-label={t('deleteLabel', { name: address.recipientName, street: address.street })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('delete')}
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className={overlayClasses} />
            <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-card bg-surface p-5 shadow-overlay data-[state=open]:animate-fade-in sm:p-6">
              <AlertDialog.Title className="text-lg font-semibold">{t('deleteTitle')}</AlertDialog.Title>
              <AlertDialog.Description asChild>
                <div className="mt-2 space-y-2 text-sm text-muted-foreground">
                  <p>{t('deleteDescription')}</p>
                  <AddressSummary address={address} />
                </div>
              </AlertDialog.Description>
              <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })}>{t('cancel')}</AlertDialog.Cancel>
                <AlertDialog.Action className={buttonClasses({ variant: 'danger' })} onClick={confirmDelete}>
                  {t('confirmDelete')}
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </div>
    </div>
  );
}
