'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client/admin';
import { useSaveAdminProvider } from '@/lib/api-client/admin-providers';
import { useSaveOutcome } from '../use-admin-errors';
import type { AdminProvider } from '@/lib/data/admin/providers';
import { providerInput } from '@/lib/validation/admin/providers';
import { FormDialog } from '../form-dialog';

type Values = z.input<typeof providerInput>;
const FIELDS = ['name', 'contactName', 'contactEmail', 'contactPhone', 'address', 'website', 'notes'] as const;

/** Spec 2 §5: name required; e-mail and web address inputs; everything else optional. */
export function ProviderFormDialog({ provider, onClose }: { provider?: AdminProvider; onClose: () => void }) {
  const t = useTranslations('AdminProviders');
  const save = useSaveAdminProvider();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof providerInput>>({
    resolver: zodResolver(providerInput),
    defaultValues: Object.fromEntries(FIELDS.map((name) => [name, provider?.[name] ?? ''])) as Values,
  });

  const outcome = useSaveOutcome(setError, FIELDS, onClose);
  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { id: provider?.id, input },
      outcome(provider ? t('updated') : t('created'), (error) => t('saveError', { message: errorMessage(error) })),
    ),
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={provider ? t('editTitle') : t('createTitle')}
      size="lg"
      onSubmit={onSubmit}
      isPending={save.isPending}
    >
      <Field label={t('fields.name')} error={errors.name?.message} required>
        <Input autoComplete="organization" {...register('name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.contactName')} error={errors.contactName?.message}>
          <Input autoComplete="name" {...register('contactName')} />
        </Field>
        <Field label={t('fields.contactEmail')} error={errors.contactEmail?.message}>
          <Input type="email" inputMode="email" autoCapitalize="none" autoComplete="email" {...register('contactEmail')} />
        </Field>
        <Field label={t('fields.contactPhone')} error={errors.contactPhone?.message}>
          <Input type="tel" inputMode="tel" autoComplete="tel" {...register('contactPhone')} />
        </Field>
        <Field label={t('fields.website')} error={errors.website?.message} hint={t('fields.websiteHint')}>
          <Input type="url" inputMode="url" autoCapitalize="none" placeholder="https://" {...register('website')} />
        </Field>
      </div>
      <Field label={t('fields.address')} error={errors.address?.message}>
        <Input autoComplete="street-address" {...register('address')} />
      </Field>
      <Field label={t('fields.notes')} error={errors.notes?.message}>
        <Textarea rows={3} {...register('notes')} />
      </Field>
    </FormDialog>
  );
}
