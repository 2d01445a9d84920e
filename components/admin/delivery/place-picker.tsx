'use client';

import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { LocationCombobox } from '@/components/account/location-combobox';
import { Button } from '@/components/ui/button';
import { useFieldMessage } from '@/components/ui/field-message';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import {
  DEPARTMENTS,
  departmentName,
  HOME_DEPARTMENT_CODE,
  municipalitiesOf,
  municipalityLabel,
  type PlaceOption,
} from '@/lib/domain/delivery-codes';

export type PlacePickerProps = {
  kind: 'municipality' | 'department';
  label: string;
  codes: readonly string[];
  onChange: (codes: string[]) => void;
  error?: string;
};

/**
 * The places a rule covers, as removable chips, and a searchable list to add more (the address
 * form's combobox). Municipalities are picked inside a department (Norte de Santander first).
 */
export function PlacePicker({ kind, label, codes, onChange, error }: PlacePickerProps) {
  const t = useTranslations('AdminDelivery.places');
  const say = useFieldMessage();
  const id = useId();
  const [department, setDepartment] = useState(HOME_DEPARTMENT_CODE);
  const options: readonly PlaceOption[] = kind === 'municipality' ? municipalitiesOf(department) : DEPARTMENTS;
  const available = options.filter((o) => !codes.includes(o.code));
  const nameOf = (code: string) => (kind === 'municipality' ? municipalityLabel(code) : (departmentName(code) ?? code));

  const add = (name: string) => {
    const option = available.find((o) => o.name === name);
    if (option) onChange([...codes, option.code]);
  };

  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold">{label}</legend>
      {codes.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('chosen', { label })}>
          {codes.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded-full bg-primary-muted ps-3 text-sm font-medium text-foreground"
            >
              {nameOf(code)}
              <Button
                variant="ghost"
                size="icon"
                className="rounded-full"
                aria-label={t('remove', { name: nameOf(code) })}
                onClick={() => onChange(codes.filter((c) => c !== code))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('noneChosen')}</p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {kind === 'municipality' ? (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-department`}>{t('department')}</Label>
            <Select id={`${id}-department`} value={department} onChange={(e) => setDepartment(e.target.value)}>
              {DEPARTMENTS.map((d) => (
                <option key={d.code} value={d.code}>
                  {d.name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <LocationCombobox
          label={kind === 'municipality' ? t('addMunicipality') : t('addDepartment')}
          value=""
          onChange={add}
          options={available.map((o) => o.name)}
          emptyText={t('notFound')}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {say(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
