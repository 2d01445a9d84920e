'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSaveDeliveryZone } from '@/lib/api-client/admin-delivery';
import type { DeliveryZone } from '@/lib/domain/delivery';
import { deliveryZoneInput } from '@/lib/validation/admin/delivery-rules';
import { FormDialog } from '../form-dialog';
import { asText, firstErrorAt } from './form-helpers';
import { PlacePicker } from './place-picker';
import { useRuleSaveHandlers } from './use-rule-form';
import { WeekdayCheckboxes } from './weekday-checkboxes';

type Values = {
  name: string;
  municipalityCodes: string[];
  fee: string;
  freeFrom: string;
  minimumOrder: string;
  weekdays: number[];
  sameDayCutoff: string;
  cashOnDelivery: boolean;
  cashOnDeliveryMax: string;
  active: boolean;
};
const FIELDS = [
  'name',
  'municipalityCodes',
  'fee',
  'freeFrom',
  'minimumOrder',
  'weekdays',
  'sameDayCutoff',
  'cashOnDelivery',
  'cashOnDeliveryMax',
  'active',
] as const;

function toValues(zone?: DeliveryZone): Values {
  return {
    name: zone?.name ?? '',
    municipalityCodes: zone?.municipalityCodes ?? [],
    fee: asText(zone?.fee),
    freeFrom: asText(zone?.freeFrom),
    minimumOrder: asText(zone?.minimumOrder),
    weekdays: zone?.weekdays ?? [1, 2, 3, 4, 5, 6],
    sameDayCutoff: zone?.sameDayCutoff ?? '',
    cashOnDelivery: zone?.cashOnDelivery ?? false,
    cashOnDeliveryMax: asText(zone?.cashOnDeliveryMax),
    active: zone?.active ?? true,
  };
}

/** Create or edit a local delivery zone ('Domicilio'): where, what it costs, which days, cash on delivery. */
export function ZoneFormDialog({ zone, onClose }: { zone?: DeliveryZone; onClose: () => void }) {
  const t = useTranslations('AdminDelivery.zone');
  const save = useSaveDeliveryZone();
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<Values, unknown, z.output<typeof deliveryZoneInput>>({
    resolver: zodResolver(deliveryZoneInput) as never,
    defaultValues: toValues(zone),
  });
  const handlers = useRuleSaveHandlers(setError, FIELDS, onClose);
  const cashOnDelivery = useWatch({ control, name: 'cashOnDelivery' });
  const errorOf = (name: (typeof FIELDS)[number]) => firstErrorAt(formState.errors, name);

  const onSubmit = handleSubmit((input) => save.mutate({ id: zone?.id, input }, handlers(Boolean(zone))));

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={zone ? t('editTitle') : t('createTitle')}
      size="lg"
      onSubmit={onSubmit}
      isPending={save.isPending}
    >
      <Field label={t('name')} error={errorOf('name')} required>
        <Input autoComplete="off" maxLength={80} {...register('name')} />
      </Field>
      <Controller
        control={control}
        name="municipalityCodes"
        render={({ field }) => (
          <PlacePicker
            kind="municipality"
            label={t('municipalities')}
            codes={field.value}
            onChange={field.onChange}
            error={errorOf('municipalityCodes')}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('fee')} hint={t('pesosHint')} error={errorOf('fee')} required>
          <Input inputMode="decimal" autoComplete="off" {...register('fee')} />
        </Field>
        <Field label={t('freeFrom')} hint={t('optionalHint')} error={errorOf('freeFrom')}>
          <Input inputMode="decimal" autoComplete="off" {...register('freeFrom')} />
        </Field>
        <Field label={t('minimumOrder')} hint={t('optionalHint')} error={errorOf('minimumOrder')}>
          <Input inputMode="decimal" autoComplete="off" {...register('minimumOrder')} />
        </Field>
      </div>
      <Controller
        control={control}
        name="weekdays"
        render={({ field }) => <WeekdayCheckboxes value={field.value} onChange={field.onChange} error={errorOf('weekdays')} />}
      />
      <Field label={t('sameDayCutoff')} hint={t('sameDayCutoffHint')} error={errorOf('sameDayCutoff')} className="sm:max-w-56">
        <Input type="time" {...register('sameDayCutoff')} />
      </Field>
      <div className="space-y-2 rounded-control bg-surface-muted p-3 sm:p-4">
        <Checkbox
          label={t('cashOnDelivery')}
          {...register('cashOnDelivery', { onChange: (e) => (e.target.checked ? undefined : setValue('cashOnDeliveryMax', '')) })}
        />
        {cashOnDelivery ? (
          <Field
            label={t('cashOnDeliveryMax')}
            hint={t('cashOnDeliveryMaxHint')}
            error={errorOf('cashOnDeliveryMax')}
            className="sm:max-w-72"
          >
            <Input inputMode="decimal" autoComplete="off" {...register('cashOnDeliveryMax')} />
          </Field>
        ) : null}
      </div>
      <Checkbox label={t('active')} {...register('active')} />
    </FormDialog>
  );
}
