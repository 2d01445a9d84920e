'use client';

import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { applyFieldErrors } from '@/lib/api-client/field-errors';
import { useSaveProfile } from '@/lib/api-client/customer';
import type { CustomerProfile } from '@/lib/contracts/account';
import { profileSchema } from '@/lib/validation/profile';
import { FiscalFields } from './fiscal-fields';

type Schema = ReturnType<typeof profileSchema>;
type Values = z.input<Schema>;
const FIELDS = ['fullName', 'phone', 'documentType', 'documentNumber', 'businessName', 'businessTaxId', 'invoiceEmail'] as const;

/** Spec 1 §5: empty or null fields are left out of what is saved. */
function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== '')) as Partial<T>;
}

/** 'Mis Datos' (spec 1 §3, §5): fullName required, e-mail read-only, CC by default. */
export function ProfileForm({ profile }: { profile: CustomerProfile }) {
  const t = useTranslations('Account.profile');
  const tv = useTranslations('Account.validation');
  const tf = useTranslations('Fiscal');
  const notify = useNotification();
  const save = useSaveProfile();
  const schema = useMemo(
    () =>
      profileSchema({
        required: tv('required'),
        tooLong: tv('tooLong'),
        invalid: tv('invalid'),
        phone: tv('phone'),
        document: tv('document'),
        businessRequired: tv('businessRequired'),
        nit: tf('nitInvalid'),
        nitCheckDigit: (values) => tf('nitCheckDigit', values),
        email: tf('emailInvalid'),
        hiddenCharacters: tv('hiddenCharacters'),
      }),
    [tv, tf],
  );
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      fullName: profile.fullName,
      phone: profile.phone ?? '',
      documentType: profile.documentType,
      documentNumber: profile.documentNumber ?? '',
      isBusiness: profile.isBusiness,
      businessName: profile.businessName ?? '',
      businessTaxId: profile.businessTaxId ?? '',
      invoiceEmail: profile.invoiceEmail ?? '',
    },
  });
  const { register, handleSubmit, setError } = form;
  const errors = form.formState.errors;

  const onSubmit = handleSubmit((input) =>
    // The invoice e-mail is left out only by clients that do not know it: this form clears it with null.
    save.mutate({ ...withoutEmpty(input), invoiceEmail: input.invoiceEmail ?? null } as z.output<Schema>, {
      onSuccess: () => notify.success(t('saved')),
      onError: (error) => {
        notify.error(t('saveError', { message: error.message }));
        applyFieldErrors(error, setError, FIELDS);
      },
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4">
        <Field label={t('fullName')} error={errors.fullName?.message} required>
          <Input autoComplete="name" required {...register('fullName')} />
        </Field>
        <Field label={t('email')} hint={t('emailHint')}>
          <Input type="email" value={profile.email} readOnly className="bg-surface-muted" />
        </Field>
        <Field label={t('phone')} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
        </Field>
        <FiscalFields />
        <Button type="submit" loading={save.isPending} busyLabel={t('saving')}>
          {t('save')}
        </Button>
      </form>
    </FormProvider>
  );
}
