'use client';

import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { FiscalFields } from '@/components/account/fiscal-fields';
import { useNotification } from '@/components/notifications/notification-provider';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSaveAdminCustomer } from '@/lib/api-client/admin-customers';
import { ApiClientError } from '@/lib/api-client/client';
import { applyFieldErrors } from '@/lib/api-client/field-errors';
import type { AdminCustomer } from '@/lib/data/admin/customers';
import { formatPhone } from '@/lib/domain/phone';
import { Link } from '@/lib/i18n/navigation';
import { type CustomerFormValues, type CustomerInput, customerInput } from '@/lib/validation/admin/customers';
import { FormDialog } from '../form-dialog';
import { linkClasses } from '../orders/order-columns';

const FIELDS = ['fullName', 'phone', 'email', 'documentType', 'documentNumber', 'businessName', 'businessTaxId', 'invoiceEmail'] as const;

type Props = {
  /** Editing this customer; creating when absent. */
  customer?: AdminCustomer;
  onClose: () => void;
  onSaved?: (customer: AdminCustomer) => void;
};

/** Issue 23 §4: name and phone required; e-mail optional (unique); document and business optional. */
export function CustomerFormDialog({ customer, onClose, onSaved }: Props) {
  const t = useTranslations('AdminCustomers.form');
  const tf = useTranslations('Fiscal');
  const notify = useNotification();
  const save = useSaveAdminCustomer();
  const [existingId, setExistingId] = useState<number | null>(null);
  const schema = useMemo(
    () =>
      customerInput({
        required: t('required'),
        tooLong: t('tooLong'),
        invalid: t('invalid'),
        phone: t('phoneInvalid'),
        phoneRequired: t('phoneRequired'),
        phoneInvalid: t('phoneInvalid'),
        document: t('document'),
        businessRequired: t('businessRequired'),
        nit: tf('nitInvalid'),
        nitCheckDigit: (values) => tf('nitCheckDigit', values),
        email: t('emailInvalid'),
        hiddenCharacters: t('hiddenCharacters'),
      }),
    [t, tf],
  );
  const form = useForm<CustomerFormValues, unknown, CustomerInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      fullName: customer?.fullName ?? customer?.name ?? '',
      phone: customer?.phone ? formatPhone(customer.phone) : '',
      email: customer?.email ?? '',
      documentType: customer?.documentType ?? 'CC',
      documentNumber: customer?.documentNumber ?? '',
      isBusiness: customer?.isBusiness ?? false,
      businessName: customer?.businessName ?? '',
      businessTaxId: customer?.businessTaxId ?? '',
      invoiceEmail: customer?.invoiceEmail ?? '',
    },
  });
  const { register, handleSubmit, setError } = form;
  const errors = form.formState.errors;
  const emailLocked = customer?.hasSignedIn === true;

  const onSubmit = handleSubmit((input) => {
    setExistingId(null);
    save.mutate(
      { id: customer?.id, input },
      {
        onSuccess: (saved) => {
          notify.success(customer ? t('updated') : t('created'));
          onClose();
          onSaved?.(saved);
        },
        onError: (error) => {
          if (error instanceof ApiClientError && error.code === 'email_taken') {
            const id = (error.data as { customerId?: unknown } | undefined)?.customerId;
            if (typeof id === 'number' && id !== customer?.id) setExistingId(id);
            setError('email', { type: 'server', message: t('emailTaken') }, { shouldFocus: true });
            return;
          }
          notify.error(t('saveError', { message: error.message }));
          applyFieldErrors(error, setError, FIELDS);
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={customer ? t('editTitle') : t('createTitle')}
        onSubmit={onSubmit}
        isPending={save.isPending}
      >
        <Field label={t('fullName')} error={errors.fullName?.message} required>
          <Input autoComplete="off" {...register('fullName')} />
        </Field>
        <Field label={t('phone')} hint={t('phoneHint')} error={errors.phone?.message} required>
          <Input type="tel" inputMode="tel" autoComplete="off" {...register('phone')} />
        </Field>
        <Field label={t('email')} hint={emailLocked ? t('emailLocked') : t('emailHint')} error={errors.email?.message}>
          <Input
            type="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            autoComplete="off"
            readOnly={emailLocked}
            className={emailLocked ? 'bg-surface-muted' : undefined}
            {...register('email')}
          />
        </Field>
        {existingId !== null ? (
          <p>
            <Link href={`/admin/customers/${existingId}`} className={linkClasses} onClick={onClose}>
              {t('openExisting')}
            </Link>
          </p>
        ) : null}
        <FiscalFields staff />
      </FormDialog>
    </FormProvider>
  );
}
