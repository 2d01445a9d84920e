'use client';

import type { FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRequestLoginCode, useVerifyLoginCode } from '@/lib/api-client/auth';
import type { Locale } from '@/lib/i18n/routing';
import { loginCodeError } from '@/lib/validation/login-fields';
import { requestCodeErrorMessage, RESEND_INTERVAL_SECONDS, retryAfterSeconds, verifyCodeErrorMessage } from './login-errors';
import { useCountdown } from './use-countdown';
import { useOneField } from './use-one-field';

export type LoginCodeStepProps = {
  email: string;
  /** When another code may be asked for (ms since the epoch). */
  resendAt: number | null;
  onResendAtChange: (at: number) => void;
  onChangeEmail: () => void;
  /** The code was right: the token to sign in with; `consentRequired` while the current data policy is not accepted. */
  onVerified: (token: string, consentRequired: boolean) => void;
};

/** Step 2: the six-digit code (required, numeric), resend with a countdown, change e-mail. */
export function LoginCodeStep({ email, resendAt, onResendAtChange, onChangeEmail, onVerified }: LoginCodeStepProps) {
  const t = useTranslations('Auth');
  const locale = useLocale() as Locale;
  const notify = useNotification();
  const verify = useVerifyLoginCode();
  const resend = useRequestLoginCode();
  const secondsLeft = useCountdown(resendAt);
  const field = useOneField(
    '',
    (value) => loginCodeError(value, { code: t('validation.code') }),
    (value) => value.trim(),
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const code = field.validate();
    if (code === null) return;
    verify.mutate(
      { email, code, locale },
      {
        onSuccess: ({ token, consentRequired }) => onVerified(token, consentRequired === true),
        onError: (error) => {
          const message = verifyCodeErrorMessage(error, t);
          notify.error(message);
          field.reject(message);
        },
      },
    );
  }

  function sendAgain() {
    resend.mutate(
      { email, locale },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          onResendAtChange(Date.now() + RESEND_INTERVAL_SECONDS * 1000);
        },
        onError: (error) => {
          notify.error(requestCodeErrorMessage(error, t));
          const wait = retryAfterSeconds(error);
          if (wait) onResendAtChange(Date.now() + wait * 1000);
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={t('codeLabel')} hint={t('codeHint')} error={field.error} required>
        <Input
          type="text"
          inputMode="numeric"
          pattern="[0-9]{6}"
          autoComplete="one-time-code"
          maxLength={6}
          required
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog was just opened to type this one field.
          autoFocus
          className="text-center text-2xl tracking-[0.5em] tabular-nums"
          {...field.inputProps}
          name="code"
        />
      </Field>
      <Button type="submit" className="w-full" loading={verify.isPending} busyLabel={t('verifying')}>
        {t('verify')}
      </Button>
      <div className="flex flex-col gap-1 sm:flex-row sm:justify-between">
        <Button type="button" variant="ghost" className="text-primary" onClick={onChangeEmail}>
          {t('changeEmail')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          className="text-primary"
          onClick={sendAgain}
          disabled={secondsLeft > 0}
          loading={resend.isPending}
          busyLabel={t('sending')}
        >
          {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('resend')}
        </Button>
      </div>
    </form>
  );
}
