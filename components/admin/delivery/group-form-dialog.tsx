'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSaveShippingRateGroup } from '@/lib/api-client/admin-delivery';
import type { ShippingRateGroup } from '@/lib/domain/delivery';
import { shippingRateGroupInput } from '@/lib/validation/admin/delivery-rules';
import { FormDialog } from '../form-dialog';
import { asText, firstErrorAt } from './form-helpers';
import { PlacePicker } from './place-picker';
import { useRuleSaveHandlers } from './use-rule-form';

type Values = {
  name: string;
  departmentCodes: string[];
  fee: string;
  weightBands: { upToGrams: string; fee: string }[];
  freeFrom: string;
  transitDaysMin: string;
  transitDaysMax: string;
  active: boolean;
};
const FIELDS = ['name', 'departmentCodes', 'fee', 'weightBands', 'freeFrom', 'transitDaysMin', 'transitDaysMax', 'active'] as const;

function toValues(group?: ShippingRateGroup): Values {
  return {
    name: group?.name ?? '',
    departmentCodes: group?.departmentCodes ?? [],
    fee: asText(group?.fee),
    weightBands: (group?.weightBands ?? []).map((b) => ({ upToGrams: asText(b.upToGrams), fee: asText(b.fee) })),
    freeFrom: asText(group?.freeFrom),
    transitDaysMin: asText(group?.transitDaysMin ?? 2),
    transitDaysMax: asText(group?.transitDaysMax ?? 5),
    active: group?.active ?? true,
  };
}

/** Create or edit a national rate group ('Envío Nacional'): departments, flat fee, weight bands, days in transit. */
export function GroupFormDialog({ group, onClose }: { group?: ShippingRateGroup; onClose: () => void }) {
  const t = useTranslations('AdminDelivery.group');
  const save = useSaveShippingRateGroup();
  const { register, handleSubmit, setError, control, formState } = useForm<Values, unknown, z.output<typeof shippingRateGroupInput>>({
    resolver: zodResolver(shippingRateGroupInput) as never,
    defaultValues: toValues(group),
  });
  const bands = useFieldArray({ control, name: 'weightBands' });
  const handlers = useRuleSaveHandlers(setError, FIELDS, onClose);
  const errorOf = (path: string) => firstErrorAt(formState.errors, path);

  const onSubmit = handleSubmit((input) => save.mutate({ id: group?.id, input }, handlers(Boolean(group))));

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={group ? t('editTitle') : t('createTitle')}
      size="lg"
      onSubmit={onSubmit}
      isPending={save.isPending}
    >
      <Field label={t('name')} error={errorOf('name')} required>
        <Input autoComplete="off" maxLength={80} {...register('name')} />
      </Field>
      <Controller
        control={control}
        name="departmentCodes"
        render={({ field }) => (
          <PlacePicker
            kind="department"
            label={t('departments')}
            codes={field.value}
            onChange={field.onChange}
            error={errorOf('departmentCodes')}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fee')} hint={t('feeHint')} error={errorOf('fee')} required>
          <Input inputMode="decimal" autoComplete="off" {...register('fee')} />
        </Field>
        <Field label={t('freeFrom')} hint={t('freeFromHint')} error={errorOf('freeFrom')}>
          <Input inputMode="decimal" autoComplete="off" {...register('freeFrom')} />
        </Field>
      </div>

      <div role="group" aria-labelledby="weight-bands-title" className="space-y-3 rounded-control bg-surface-muted p-3 sm:p-4">
        <div>
          <p id="weight-bands-title" className="font-semibold">
            {t('bands')}
          </p>
          <p className="text-sm text-muted-foreground">{t('bandsHint')}</p>
        </div>
        {bands.fields.length === 0 ? <p className="text-sm text-muted-foreground">{t('noBands')}</p> : null}
        <ul className="space-y-3">
          {bands.fields.map((band, i) => (
            <li key={band.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 sm:gap-3">
              <Field label={t('bandGrams', { n: i + 1 })} required error={errorOf(`weightBands.${i}.upToGrams`)}>
                <Input inputMode="numeric" autoComplete="off" {...register(`weightBands.${i}.upToGrams`)} />
              </Field>
              <Field label={t('bandFee', { n: i + 1 })} required error={errorOf(`weightBands.${i}.fee`)}>
                <Input inputMode="decimal" autoComplete="off" {...register(`weightBands.${i}.fee`)} />
              </Field>
              <Button
                variant="ghost"
                size="icon"
                className="text-danger hover:bg-danger-soft"
                aria-label={t('removeBand', { n: i + 1 })}
                title={t('removeBand', { n: i + 1 })}
                onClick={() => bands.remove(i)}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </Button>
            </li>
          ))}
        </ul>
        <Button variant="outline" size="sm" onClick={() => bands.append({ upToGrams: '', fee: '' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('addBand')}
        </Button>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('transitDaysMin')} error={errorOf('transitDaysMin')} required>
          <Input inputMode="numeric" autoComplete="off" {...register('transitDaysMin')} />
        </Field>
        <Field label={t('transitDaysMax')} error={errorOf('transitDaysMax')} required>
          <Input inputMode="numeric" autoComplete="off" {...register('transitDaysMax')} />
        </Field>
      </div>
      <Checkbox label={t('active')} {...register('active')} />
    </FormDialog>
  );
}
