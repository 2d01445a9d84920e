'use client';

import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { useLogoutEverywhere } from '@/lib/api-client/customer';
import { ConfirmActionDialog } from './confirm-action-dialog';

/**
 * 'Cerrar sesión en todos los dispositivos' (issue 19 §5): asks first, then ends every session
 * of the customer, this one included (the profile page then leaves for the home page).
 */
export function LogoutEverywhere() {
  const t = useTranslations('Account.logoutAll');
  const notify = useNotification();
  const end = useLogoutEverywhere();
  const [open, setOpen] = useState(false);

  function confirm() {
    end.mutate(undefined, {
      onSuccess: () => notify.success(t('done')),
      onError: (error) => {
        setOpen(false);
        notify.error(t('error', { message: error.message }));
      },
    });
  }

  return (
    <section
      aria-labelledby="sessions-title"
      className="mt-8 space-y-3 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6"
    >
      <h2 id="sessions-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('text')}</p>
      <ConfirmActionDialog
        open={open}
        onOpenChange={setOpen}
        pending={end.isPending}
        trigger={
          <Button variant="outline" className="w-full text-danger sm:w-auto">
            <LogOut aria-hidden="true" className="size-5" />
            {t('button')}
          </Button>
        }
        title={t('confirmTitle')}
        text={t('confirmText')}
        cancelLabel={t('cancel')}
        confirmLabel={t('confirm')}
        busyLabel={t('busy')}
        onConfirm={confirm}
      />
    </section>
  );
}
