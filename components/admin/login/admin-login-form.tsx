'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiClientError, apiFetch } from '@/lib/api-client/client';
import { type AdminUser, useAdminSession } from '@/lib/session/admin-session';
import { staffLoginInput } from '@/lib/validation/admin/auth';

type LoginValues = z.input<typeof staffLoginInput>;
type LoginAnswer = { token?: unknown; user?: AdminUser | null };

/** Spec 2 §5/§8: e-mail and password; the server's message, or the two fallbacks. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTranslations('Admin.login');
  const notify = useNotification();
  const { login } = useAdminSession();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues, unknown, z.output<typeof staffLoginInput>>({
    resolver: zodResolver(staffLoginInput),
    defaultValues: { email: '', password: '' },
  });

  const signIn = useMutation({
    mutationFn: (input: z.output<typeof staffLoginInput>) => apiFetch<LoginAnswer>('/api/admin/login', { method: 'POST', body: input }),
    onSuccess: (answer) => {
      if (typeof answer?.token !== 'string' || !answer.token || !answer.user?.email) {
        notify.error(t('unexpectedResponse'));
        return;
      }
      login(answer.token, answer.user);
      onSignedIn();
    },
    onError: (error) => notify.error(error instanceof ApiClientError && error.message ? error.message : t('unexpectedError')),
  });

  return (
    <form noValidate onSubmit={handleSubmit((input) => signIn.mutate(input))} className="space-y-4">
      <Field label={t('email')} error={errors.email?.message} required>
        <Input type="email" autoComplete="username" inputMode="email" autoCapitalize="none" spellCheck={false} {...register('email')} />
      </Field>
      <Field label={t('password')} error={errors.password?.message} required>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <Button type="submit" className="w-full" loading={signIn.isPending} busyLabel={t('submitting')}>
        {t('submit')}
      </Button>
    </form>
  );
}
