'use client';

import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { AlertDialog } from 'radix-ui';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button, buttonClasses } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { overlayClasses } from '@/components/ui/dialog';
import { useConsent, useDeleteAccount, useDownloadMyData, useSetMarketing } from '@/lib/api-client/customer';
import { Link } from '@/lib/i18n/navigation';

/**
 * 'Mis Datos' → the customer's rights over her data (Ley 1581 de 2012): the policy version she
 * accepted, the promotions opt-in, 'Descargar mis datos' and 'Eliminar mi cuenta' (explained first).
 */
export function PersonalDataCard() {
  const t = useTranslations('Account.privacy');
  const format = useFormatter();
  const notify = useNotification();
  const consent = useConsent();
  const marketing = useSetMarketing();
  const download = useDownloadMyData();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);

  function confirmDelete(event: React.MouseEvent) {
    event.preventDefault();
    remove.mutate(undefined, {
      onSuccess: () => notify.success(t('deleted')),
      onError: (error) => {
        setConfirming(false);
        notify.error(t('deleteError', { message: error.message }));
      },
    });
  }

  const status = consent.data;
  return (
    <section aria-labelledby="personal-data-title" className="mt-8 space-y-4 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
      <h2 id="personal-data-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      {status?.acceptedVersion && status.acceptedAt ? (
        <p className="text-sm text-muted-foreground">
          {t('policyAccepted', { version: status.acceptedVersion, date: format.dateTime(new Date(status.acceptedAt), { dateStyle: 'long' }) })}{' '}
          <Link href="/privacy-policy" className="font-semibold text-primary underline underline-offset-2">
            {t('policyLink')}
          </Link>
        </p>
      ) : null}
      {status ? (
        <Checkbox
          label={t('marketing')}
          checked={status.marketing}
          disabled={marketing.isPending}
          onChange={(event) =>
            marketing.mutate(event.currentTarget.checked, {
              onSuccess: () => notify.success(t('marketingSaved')),
              onError: (error) => notify.error(t('saveError', { message: error.message })),
            })
          }
        />
      ) : null}
      <div className="space-y-1">
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          loading={download.isPending}
          onClick={() => download.mutate(undefined, { onError: (error) => notify.error(t('downloadError', { message: error.message })) })}
        >
          <Download aria-hidden="true" className="size-5" />
          {t('download')}
        </Button>
        <p className="text-sm text-muted-foreground">{t('downloadHint')}</p>
      </div>
      <AlertDialog.Root open={confirming} onOpenChange={(next) => (remove.isPending ? undefined : setConfirming(next))}>
        <AlertDialog.Trigger asChild>
          <Button variant="outline" className="w-full text-danger sm:w-auto">
            <Trash2 aria-hidden="true" className="size-5" />
            {t('delete')}
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={overlayClasses} />
          <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-card bg-surface p-5 shadow-overlay data-[state=open]:animate-fade-in sm:p-6">
            <AlertDialog.Title className="text-lg font-semibold">{t('deleteTitle')}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">{t('deleteExplain')}</AlertDialog.Description>
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })} disabled={remove.isPending}>
                {t('cancel')}
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button variant="danger" onClick={confirmDelete} loading={remove.isPending}>
                  {t('deleteConfirm')}
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}
