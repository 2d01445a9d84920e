'use client';

import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNotification } from '@/components/notifications/notification-provider';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client/admin';
import { useSaveAdminPaymentMethod } from '@/lib/api-client/admin-payment-methods';
import { applyFieldErrors } from '@/lib/api-client/field-errors';
import type { AdminPaymentMethod } from '@/lib/data/admin/payment-methods';
import { defaultPaymentMeans, METHOD_PAYMENT_MEANS } from '@/lib/domain/payment-means';
import { BREB_KEY_MESSAGE, PAYMENT_METHOD_NAME_MESSAGE, paymentMethodCreateInput } from '@/lib/validation/admin/payment-methods';
import { FormDialog } from '../form-dialog';
import { ImageUpload } from '../image-upload';
import { useAdminErrorText } from '../use-admin-errors';

const formSchema = paymentMethodCreateInput.omit({ qrCodeUrl: true });
type Values = z.input<typeof formSchema>;
const FIELDS = ['name', 'instructions', 'isActive', 'means', 'brebKey'] as const;

/** Spec 2 §5: name of at least 3 characters; a QR image is mandatory for a new method. */
export function PaymentMethodFormDialog({ method, onClose }: { method?: AdminPaymentMethod; onClose: () => void }) {
  const t = useTranslations('AdminPaymentMethods');
  const notify = useNotification();
  const errorText = useAdminErrorText();
  const save = useSaveAdminPaymentMethod();
  // undefined: keep the current QR; null: removed (a new one is then needed); a File: upload it.
  const [qrImage, setQrImage] = useState<File | null | undefined>(undefined);
  const [qrError, setQrError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: method?.name ?? '',
      instructions: method?.instructions ?? '',
      isActive: method?.isActive ?? true,
      means: method?.means ?? defaultPaymentMeans(''),
      brebKey: method?.brebKey ?? '',
    },
  });
  const currentQr = qrImage === null ? null : (method?.qrCodeUrl ?? null);
  const hasQr = Boolean(qrImage) || currentQr !== null;

  const onQrChange = (file: File | null) => {
    setQrImage(file);
    if (file) setQrError(null);
  };

  const onSubmit = handleSubmit(
    (input) => {
      if (!hasQr) return setQrError(t('qrRequired'));
      save.mutate(
        { id: method?.id, input, qrImage: qrImage ?? undefined },
        {
          onSuccess: () => {
            notify.success(method ? t('updated') : t('created'));
            onClose();
          },
          onError: (error) => {
            notify.error(t('saveError', { message: errorText(error, errorMessage(error)) }));
            applyFieldErrors(error, setError, FIELDS);
          },
        },
      );
    },
    // The QR check runs with the field checks, so every problem shows at once.
    () => setQrError(hasQr ? null : t('qrRequired')),
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={method ? t('editTitle') : t('createTitle')}
      onSubmit={onSubmit}
      isPending={save.isPending}
    >
      <Field
        label={t('fields.name')}
        error={errors.name?.message === PAYMENT_METHOD_NAME_MESSAGE ? t('nameRequired') : errors.name?.message}
        required
      >
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <ImageUpload
        folder="payment-methods"
        label={t('fields.qr')}
        value={currentQr}
        onChange={onQrChange}
        error={qrError ?? undefined}
        required
        disabled={save.isPending}
      />
      <Field label={t('fields.instructions')} error={errors.instructions?.message} hint={t('fields.instructionsHint')}>
        <Textarea rows={4} {...register('instructions')} />
      </Field>
      <Field
        label={t('fields.brebKey')}
        error={errors.brebKey?.message === BREB_KEY_MESSAGE ? t('brebKeyInvalid') : errors.brebKey?.message}
        hint={t('fields.brebKeyHint')}
      >
        <Input autoComplete="off" inputMode="text" spellCheck={false} {...register('brebKey')} />
      </Field>
      <Field label={t('fields.means')} error={errors.means ? t('meansRequired') : undefined} hint={t('fields.meansHint')}>
        <Select {...register('means')}>
          {METHOD_PAYMENT_MEANS.map((means) => (
            <option key={means} value={means}>
              {t(`means.${means}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox label={t('fields.isActive')} {...register('isActive')} />
    </FormDialog>
  );
}
