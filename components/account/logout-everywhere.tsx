'use client';

import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AlertDialog } from 'radix-ui';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button, buttonClasses } from '@/components/ui/button';
import { overlayClasses } from '@/components/ui/dialog';
import { useLogoutEverywhere } from '@/lib/api-client/customer';

/**
 * 'Cerrar sesión en todos los dispositivos' (issue 19 §5): asks first, then ends every session
 * of the customer, this one included (the profile page then leaves for the home page).
 */
export function LogoutEverywhere() {
  const t = useTranslations('Account.logoutAll');
  const notify = useNotification();
  const end = useLogoutEverywhere();
  const [open, setOpen] = useState(false);

  function confirm(event: React.MouseEvent) {
    // The dialog stays open, its button busy, until the server has answered.
    event.preventDefault();
    end.mutate(undefined, {
      onSuccess: () => notify.success(t('done')),
      onError: (error) => {
        setOpen(false);
        notify.error(t('error', { message: error.message }));
      },
    });
  }

  return (
    <section aria-labelledby="sessions-title" className="mt-8 space-y-3 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
      <h2 id="sessions-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('text')}</p>
      <AlertDialog.Root open={open} onOpenChange={(next) => (end.isPending ? undefined : setOpen(next))}>
        <AlertDialog.Trigger asChild>
          <Button variant="outline" className="w-full text-danger sm:w-auto">
            <LogOut aria-hidden="true" className="size-5" />
            {t('button')}
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={overlayClasses} />
          <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-card bg-surface p-5 shadow-overlay data-[state=open]:animate-fade-in sm:p-6">
            <AlertDialog.Title className="text-lg font-semibold">{t('confirmTitle')}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">{t('confirmText')}</AlertDialog.Description>
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })} disabled={end.isPending}>
                {t('cancel')}
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button variant="danger" onClick={confirm} loading={end.isPending} busyLabel={t('busy')}>
                  {t('confirm')}
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}
