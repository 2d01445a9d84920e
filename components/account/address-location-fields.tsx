'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { type Control, Controller, type FieldErrors, type UseFormSetValue, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useLocations } from '@/lib/api-client/locations';
import type { AddressFormValues } from './address-fields';
import { LocationCombobox } from './location-combobox';

type Props = {
  control: Control<AddressFormValues>;
  errors: FieldErrors<AddressFormValues>;
  setValue: UseFormSetValue<AddressFormValues>;
};

/**
 * Department, then city (spec 1 §5): the city can be chosen only once a department is, and
 * changing the department clears it. If the location file cannot load, both become plain
 * text fields so the address can still be saved.
 */
export function AddressLocationFields({ control, errors, setValue }: Props) {
  const t = useTranslations('Account.addressForm');
  const locations = useLocations();
  const department = useWatch({ control, name: 'state' });
  const departments = useMemo(() => locations.data?.map((d) => d.department) ?? [], [locations.data]);
  const cities = useMemo(() => locations.data?.find((d) => d.department === department)?.cities ?? [], [locations.data, department]);

  if (locations.isError) {
    return (
      <>
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <Field label={t('state')} error={errors.state?.message} required>
              <Input {...field} autoComplete="address-level1" required />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="city"
          render={({ field }) => (
            <Field label={t('city')} error={errors.city?.message} required>
              <Input {...field} autoComplete="address-level2" required />
            </Field>
          )}
        />
      </>
    );
  }

  const loading = locations.isPending;
  return (
    <>
      <Controller
        control={control}
        name="state"
        render={({ field }) => (
          <LocationCombobox
            label={t('state')}
            value={field.value}
            onChange={(next) => {
              if (next !== field.value) setValue('city', '', { shouldValidate: false });
              field.onChange(next);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            options={departments}
            emptyText={t('noMatch')}
            hint={loading ? t('loadingLocations') : undefined}
            error={errors.state?.message}
            disabled={loading}
            required
          />
        )}
      />
      <Controller
        control={control}
        name="city"
        render={({ field }) => (
          <LocationCombobox
            label={t('city')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            options={cities}
            emptyText={t('noMatch')}
            hint={department ? undefined : t('cityNeedsState')}
            error={errors.city?.message}
            disabled={loading || !department}
            required
          />
        )}
      />
    </>
  );
}
