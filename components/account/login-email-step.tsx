'use client';

import type { FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRequestLoginCode } from '@/lib/api-client/auth';
import type { Locale } from '@/lib/i18n/routing';
import { loginEmailError, normalizeLoginEmail } from '@/lib/validation/login-fields';
import { requestCodeErrorMessage, retryAfterSeconds } from './login-errors';
import { useOneField } from './use-one-field';

export type LoginEmailStepProps = {
  defaultEmail: string;
  /** The code was sent (or the shopper already has one): go to the code step. */
  onCodeSent: (email: string, retryAfterSeconds: number | null) => void;
};

/** Step 1 (spec 1 §2 "Login dialog"): e-mail, required, e-mail type. */
export function LoginEmailStep({ defaultEmail, onCodeSent }: LoginEmailStepProps) {
  const t = useTranslations('Auth');
  const locale = useLocale() as Locale;
  const notify = useNotification();
  const request = useRequestLoginCode();
  const field = useOneField(
    defaultEmail,
    (value) =>
      loginEmailError(value, { required: t('validation.required'), email: t('validation.email'), tooLong: t('validation.tooLong') }),
    normalizeLoginEmail,
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const email = field.validate();
    if (email === null) return;
    request.mutate(
      { email, locale },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          onCodeSent(email, null);
        },
        onError: (error) => notify.error(requestCodeErrorMessage(error, t)),
      },
    );
  }

  // A code sent a moment ago (dialog closed by mistake) still works: no need to wait for another.
  function haveCode() {
    const email = field.validate();
    if (email !== null) onCodeSent(email, retryAfterSeconds(request.error));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={t('emailLabel')} error={field.error} required>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog was just opened to type this one field.
          autoFocus
          placeholder={t('emailPlaceholder')}
          {...field.inputProps}
          name="email"
        />
      </Field>
      <Button type="submit" className="w-full" loading={request.isPending} busyLabel={t('sending')}>
        {t('sendCode')}
      </Button>
      <Button type="button" variant="ghost" className="w-full text-primary" onClick={haveCode}>
        {t('haveCode')}
      </Button>
    </form>
  );
}
