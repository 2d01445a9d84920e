'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Store } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { business } from '@/lib/business';
import { errorMessage } from '@/lib/api-client/admin';
import { applyFieldErrors } from '@/lib/api-client/field-errors';
import { useSavePickupRule } from '@/lib/api-client/admin-delivery';
import type { PickupRule } from '@/lib/domain/delivery';
import { pickupRuleInput } from '@/lib/validation/admin/delivery-rules';

type Values = { enabled: boolean; preparationHours: string };

/** 'Recoger en tienda': free, at the shop's address and hours (lib/business.ts), ready after the preparation time. */
export function PickupCard({ pickup, canEdit }: { pickup: PickupRule; canEdit: boolean }) {
  const t = useTranslations('AdminDelivery.pickup');
  const notify = useNotification();
  const save = useSavePickupRule();
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, z.output<typeof pickupRuleInput>>({
    resolver: zodResolver(pickupRuleInput) as never,
    values: { enabled: pickup.enabled, preparationHours: String(pickup.preparationHours) },
  });
  const days = business.openingHours.days.map((d) => t(`openDays.${d}`)).join(', ');

  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => notify.success(t('saved')),
      onError: (error) => {
        notify.error(t('saveError', { message: errorMessage(error) }));
        applyFieldErrors(error, setError, ['enabled', 'preparationHours']);
      },
    }),
  );

  return (
    <Card className="space-y-4 p-4 sm:p-5" aria-labelledby="pickup-title" role="region">
      <div className="flex items-start gap-3">
        <Store aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <div className="space-y-1">
          <h2 id="pickup-title" className="text-xl font-semibold">
            {t('title')}
          </h2>
          <p className="text-muted-foreground">{t('description')}</p>
          <p>
            {business.streetAddress}, {business.city}, {business.region}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('hours', { days, opens: business.openingHours.opens, closes: business.openingHours.closes })}
          </p>
        </div>
      </div>
      {canEdit ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-4">
          <Checkbox label={t('enabled')} {...register('enabled')} />
          <Field label={t('preparationHours')} error={formState.errors.preparationHours?.message} className="w-48">
            <Input inputMode="numeric" autoComplete="off" {...register('preparationHours')} />
          </Field>
          <Button type="submit" loading={save.isPending} busyLabel={t('saving')}>
            {t('save')}
          </Button>
        </form>
      ) : (
        <p className="font-medium">{pickup.enabled ? t('readyIn', { hours: pickup.preparationHours }) : t('disabled')}</p>
      )}
    </Card>
  );
}
