'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSaveAdminAttribute } from '@/lib/api-client/admin-catalog';
import type { AdminAttribute } from '@/lib/data/admin/attributes';
import { type AttributeInput, attributeInput } from '@/lib/validation/admin/attributes';
import { FormDialog } from '../form-dialog';
import { useAdminErrorText, useSaveOutcome } from '../use-admin-errors';

/** Create or rename an attribute (spec 2 §5: the name is required). */
export function AttributeFormDialog({ attribute, onClose }: { attribute?: AdminAttribute; onClose: () => void }) {
  const t = useTranslations('AdminAttributes');
  const errorText = useAdminErrorText();
  const save = useSaveAdminAttribute();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AttributeInput>({ resolver: zodResolver(attributeInput), defaultValues: { name: attribute?.name ?? '' } });

  const outcome = useSaveOutcome(setError, ['name'], onClose);
  const onSubmit = handleSubmit(({ name }) =>
    save.mutate(
      { id: attribute?.id, name },
      outcome(t('saved'), (error) => errorText(error, t('saveError'))),
    ),
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={attribute ? t('editTitle') : t('createTitle')}
      size="sm"
      onSubmit={onSubmit}
      isPending={save.isPending}
    >
      <Field label={t('fields.name')} error={errors.name?.message} hint={t('fields.nameHint')} required>
        <Input autoComplete="off" {...register('name')} />
      </Field>
    </FormDialog>
  );
}
