'use client';

import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useConsent, useDeleteAccount, useDownloadMyData, useSetMarketing } from '@/lib/api-client/customer';
import { Link } from '@/lib/i18n/navigation';
import { ConfirmActionDialog } from './confirm-action-dialog';

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

  function confirmDelete() {
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
    <section
      aria-labelledby="personal-data-title"
      className="mt-8 space-y-4 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6"
    >
      <h2 id="personal-data-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      {status?.acceptedVersion && status.acceptedAt ? (
        <p className="text-sm text-muted-foreground">
          {t('policyAccepted', {
            version: status.acceptedVersion,
            date: format.dateTime(new Date(status.acceptedAt), { dateStyle: 'long' }),
          })}{' '}
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
      <ConfirmActionDialog
        open={confirming}
        onOpenChange={setConfirming}
        pending={remove.isPending}
        trigger={
          <Button variant="outline" className="w-full text-danger sm:w-auto">
            <Trash2 aria-hidden="true" className="size-5" />
            {t('delete')}
          </Button>
        }
        title={t('deleteTitle')}
        text={t('deleteExplain')}
        cancelLabel={t('cancel')}
        confirmLabel={t('deleteConfirm')}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
