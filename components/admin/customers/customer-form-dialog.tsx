'use client';

import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { useNotification } from '@/components/notifications/notification-provider';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useSaveAdminCustomer } from '@/lib/api-client/admin-customers';
import { ApiClientError } from '@/lib/api-client/client';
import { applyFieldErrors } from '@/lib/api-client/field-errors';
import type { AdminCustomer } from '@/lib/data/admin/customers';
import { formatPhone } from '@/lib/domain/phone';
import { Link } from '@/lib/i18n/navigation';
import { type CustomerFormValues, type CustomerInput, customerInput } from '@/lib/validation/admin/customers';
import { DOCUMENT_TYPES } from '@/lib/validation/profile';
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
  const tp = useTranslations('Account.profile');
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
        email: t('emailInvalid'),
        hiddenCharacters: t('hiddenCharacters'),
      }),
    [t, tf],
  );
  const { register, control, handleSubmit, setError, formState } = useForm<CustomerFormValues, unknown, CustomerInput>({
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
  const isBusiness = useWatch({ control, name: 'isBusiness' });
  const errors = formState.errors;
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
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('documentType')} error={errors.documentType?.message}>
          <Select {...register('documentType')}>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {tp(`documentTypes.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('documentNumber')} error={errors.documentNumber?.message}>
          <Input autoComplete="off" {...register('documentNumber')} />
        </Field>
      </div>
      <div>
        <Checkbox label={t('isBusiness')} {...register('isBusiness')} />
      </div>
      {isBusiness ? (
        <fieldset className="space-y-4 rounded-control border border-border p-4">
          <legend className="px-1 text-sm font-semibold">{t('businessLegend')}</legend>
          <Field label={t('businessName')} error={errors.businessName?.message} required>
            <Input autoComplete="off" {...register('businessName')} />
          </Field>
          <Field label={t('businessTaxId')} hint={t('businessTaxIdHint')} error={errors.businessTaxId?.message} required>
            <Input inputMode="numeric" autoComplete="off" {...register('businessTaxId')} />
          </Field>
          <Field label={t('invoiceEmail')} error={errors.invoiceEmail?.message}>
            <Input type="email" autoComplete="off" {...register('invoiceEmail')} />
          </Field>
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
