'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useNotification } from '@/components/notifications/notification-provider';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSaveAdminAttributeValue } from '@/lib/api-client/admin-catalog';
import { applyFieldErrors } from '@/lib/api-client/field-errors';
import type { AdminAttribute } from '@/lib/data/admin/attributes';
import { type AttributeValueInput, attributeValueInput } from '@/lib/validation/admin/attributes';
import { FormDialog } from '../form-dialog';
import { useAdminErrorText } from '../use-admin-errors';
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
  const notify = useNotification();
  const errorText = useAdminErrorText();
  const save = useSaveAdminAttributeValue();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AttributeValueInput>({ resolver: zodResolver(attributeValueInput), defaultValues: { value: value?.value ?? '' } });

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { attributeId: attribute.id, id: value?.id, value: input.value },
      {
        onSuccess: () => {
          notify.success(value ? t('valueUpdated') : t('valueAdded'));
          onClose();
        },
        onError: (error) => {
          notify.error(errorText(error, t('saveError')));
          applyFieldErrors(error, setError, ['value']);
        },
      },
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
