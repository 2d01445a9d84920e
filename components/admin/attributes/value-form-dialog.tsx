'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSaveAdminAttributeValue } from '@/lib/api-client/admin-catalog';
import type { AdminAttribute } from '@/lib/data/admin/attributes';
import { type AttributeValueInput, attributeValueInput } from '@/lib/validation/admin/attributes';
import { FormDialog } from '../form-dialog';
import { useAdminErrorText, useSaveOutcome } from '../use-admin-errors';
import type { AttributeValueRef } from './attributes-screen';

export type ValueFormDialogProps = {
  attribute: AdminAttribute;
  /** Editing this value; adding a new one when absent. */
  value?: AttributeValueRef;
  onClose: () => void;
};

/** The add-value modal (spec 2 §2), also used to rename a value. */
export function ValueFormDialog({ attribute, value, onClose }: ValueFormDialogProps) {
  const t = useTranslations('AdminAttributes');
  const errorText = useAdminErrorText();
  const save = useSaveAdminAttributeValue();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AttributeValueInput>({ resolver: zodResolver(attributeValueInput), defaultValues: { value: value?.value ?? '' } });

  const outcome = useSaveOutcome(setError, ['value'], onClose);
  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { attributeId: attribute.id, id: value?.id, value: input.value },
      outcome(value ? t('valueUpdated') : t('valueAdded'), (error) => errorText(error, t('saveError'))),
    ),
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={value ? t('valueEditTitle', { name: attribute.name }) : t('valueCreateTitle', { name: attribute.name })}
      size="sm"
      onSubmit={onSubmit}
      isPending={save.isPending}
      submitLabel={value ? undefined : t('addValue')}
    >
      <Field label={t('fields.value')} error={errors.value?.message} required>
        <Input autoComplete="off" {...register('value')} />
      </Field>
    </FormDialog>
  );
}
