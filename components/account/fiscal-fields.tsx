'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { DOCUMENT_TYPES, type profileSchema } from '@/lib/validation/profile';

/** The fields both forms share (the staff form's values hold them too: customerInput spreads profileFields). */
type FiscalFormValues = Pick<
  z.input<ReturnType<typeof profileSchema>>,
  'documentType' | 'documentNumber' | 'isBusiness' | 'businessName' | 'businessTaxId' | 'invoiceEmail'
>;

type Props = {
  /**
   * Staff fill in another person's data: their own labels (AdminCustomers.form), no browser
   * autofill, no native `required` (Field marks them aria-required either way) and no hint on
   * the invoice e-mail, which speaks to the customer.
   */
  staff?: boolean;
};

/**
 * Document type and number, and "buys for a business" with the business's name, NIT and invoice
 * e-mail: the customer's 'Mis Datos' (profile-form.tsx) and staff's customer form
 * (customer-form-dialog.tsx). Read from the form's context because the two forms' values differ.
 */
export function FiscalFields({ staff = false }: Props) {
  const t = useTranslations(staff ? 'AdminCustomers.form' : 'Account.profile');
  const tp = useTranslations('Account.profile');
  const tf = useTranslations('Fiscal');
  const { register, control } = useFormContext<FiscalFormValues>();
  const { errors } = useFormState({ control });
  const isBusiness = useWatch({ control, name: 'isBusiness' });
  const required = !staff;
  return (
    <>
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
            <Input autoComplete={staff ? 'off' : 'organization'} required={required} {...register('businessName')} />
          </Field>
          <Field label={t('businessTaxId')} hint={t('businessTaxIdHint')} error={errors.businessTaxId?.message} required>
            <Input required={required} inputMode="numeric" autoComplete="off" {...register('businessTaxId')} />
          </Field>
          <Field
            label={staff ? t('invoiceEmail') : tf('invoiceEmail')}
            hint={staff ? undefined : tf('invoiceEmailHint')}
            error={errors.invoiceEmail?.message}
          >
            <Input type="email" autoComplete={staff ? 'off' : 'email'} {...register('invoiceEmail')} />
          </Field>
        </fieldset>
      ) : null}
    </>
  );
}
