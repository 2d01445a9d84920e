'use client';

import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { type AdminCategoryNode, useSaveAdminCategory } from '@/lib/api-client/admin-catalog';
import { categoryInput } from '@/lib/validation/admin/categories';
import { FormDialog } from '../form-dialog';
import { ImageUpload } from '../image-upload';
import { useAdminErrorText, useSaveOutcome } from '../use-admin-errors';
import { parentOptions } from './category-tree';

const formSchema = categoryInput.omit({ imageUrl: true });
type Values = z.input<typeof formSchema>;
const FIELDS = ['name', 'description', 'parentId'] as const;

export type CategoryFormDialogProps = {
  tree: readonly AdminCategoryNode[];
  /** Editing this category; creating when absent. */
  category?: AdminCategoryNode;
  onClose: () => void;
};

/** Spec 2 §5: name required; the parent can be neither itself nor one of its descendants. */
export function CategoryFormDialog({ tree, category, onClose }: CategoryFormDialogProps) {
  const t = useTranslations('AdminCategories');
  const errorText = useAdminErrorText();
  const save = useSaveAdminCategory();
  // undefined: keep the current image; null: remove it; a File: upload it after saving.
  const [image, setImage] = useState<File | null | undefined>(undefined);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      parentId: category?.parentId != null ? String(category.parentId) : '',
    },
  });

  const outcome = useSaveOutcome(setError, FIELDS, onClose);
  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { id: category?.id, input, image },
      outcome(category ? t('updated') : t('created'), (error) => errorText(error, t('saveError'))),
    ),
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={category ? t('editTitle') : t('createTitle')}
      onSubmit={onSubmit}
      isPending={save.isPending}
    >
      <Field label={t('fields.name')} error={errors.name?.message} required>
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <Field label={t('fields.description')} error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </Field>
      <Field label={t('fields.parent')} error={errors.parentId?.message} hint={t('fields.parentHint')}>
        <Select {...register('parentId')}>
          <option value="">{t('fields.parentNone')}</option>
          {parentOptions(tree, category).map(({ category: option, depth }) => (
            <option key={option.id} value={option.id}>
              {`${'\u2014 '.repeat(depth)}${option.name}`}
            </option>
          ))}
        </Select>
      </Field>
      <ImageUpload
        folder="categories"
        label={t('fields.image')}
        value={image === null ? null : (category?.imageUrl ?? null)}
        onChange={setImage}
        disabled={save.isPending}
      />
    </FormDialog>
  );
}
