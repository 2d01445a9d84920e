'use client';

import { type FormEvent, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useAcceptDataPolicy } from '@/lib/api-client/auth';
import { DataPolicyCheckbox } from './data-policy-checkbox';

export type LoginConsentStepProps = { token: string; onAccepted: () => void; onDeclined: () => void };

/**
 * Step 3, only while the account has not accepted the current data policy (Ley 1581 de 2012): an
 * unchecked box that must be ticked, and a separate, optional opt-in for promotions.
 */
export function LoginConsentStep({ token, onAccepted, onDeclined }: LoginConsentStepProps) {
  const t = useTranslations('Auth');
  const notify = useNotification();
  const accept = useAcceptDataPolicy();
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (data.get('acceptDataPolicy') !== 'on') {
      setError(t('consentRequiredError'));
      return;
    }
    accept.mutate(
      { token, marketing: data.get('marketing') === 'on' },
      { onSuccess: onAccepted, onError: (e) => notify.error(t('consentSaveError', { message: e.message })) },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-sm text-muted-foreground">{t('consentDescription')}</p>
      <DataPolicyCheckbox id="login-consent" error={error} onChange={() => setError(null)} />
      <Checkbox name="marketing" label={t('consentMarketing')} />
      <Button type="submit" className="w-full" loading={accept.isPending}>
        {t('consentContinue')}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onDeclined}>
        {t('consentDecline')}
      </Button>
    </form>
  );
}
