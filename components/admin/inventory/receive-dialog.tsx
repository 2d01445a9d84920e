'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNotification } from '@/components/notifications/notification-provider';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client/admin';
import { quantityLabel, unitCountLabel, unitLocale } from '@/lib/domain/units';
import { useAdminProviders } from '@/lib/api-client/admin-providers';
import { useStockAction } from '@/lib/api-client/admin-stock';
import { applyFieldErrors } from '@/lib/api-client/field-errors';
import type { InventoryRow } from '@/lib/data/admin/inventory';
import { useStaffCan } from '@/lib/session/admin-session';
import { receiveStockInput } from '@/lib/validation/admin/stock';
import { FormDialog } from '../form-dialog';
import { rowLabel } from './row-label';

type Values = z.input<typeof receiveStockInput>;
const FIELDS = ['quantity', 'providerId', 'unitCost', 'note'] as const;

/** Issue 24 §1 'Recibir': units received, optionally from which provider and at what unit cost. */
export function ReceiveDialog({ row, onClose }: { row: InventoryRow; onClose: () => void }) {
  const t = useTranslations('AdminStock');
  const locale = unitLocale(useLocale());
  // Issue 25 §5: a VENDEDOR receives goods without a unit cost (it becomes the cost price).
  const seesCosts = useStaffCan('seeCosts');
  const notify = useNotification();
  const action = useStockAction();
  const providers = useAdminProviders();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof receiveStockInput>>({
    resolver: zodResolver(receiveStockInput),
    defaultValues: { quantity: '', providerId: '', unitCost: '', note: '' },
  });

  const onSubmit = handleSubmit((input) =>
    action.mutate(
      { kind: 'receive', variantId: row.id, input },
      {
        onSuccess: (variant) => {
          // In the unit it is sold by: 'Recibido: 100 paquetes = 2500 unidades. Stock: 160 paquetes.'
          notify.success(
            t('received', { quantity: quantityLabel(input.quantity, row, locale), stock: unitCountLabel(variant.stock, row, locale) }),
          );
          onClose();
        },
        onError: (error) => {
          notify.error(t('saveError', { message: errorMessage(error) }));
          applyFieldErrors(error, setError, FIELDS);
        },
      },
    ),
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('receiveTitle')}
      description={t('rowDescription', { label: rowLabel(row), sku: row.sku, stock: row.stock })}
      onSubmit={onSubmit}
      isPending={action.isPending}
      submitLabel={t('receiveSubmit')}
    >
      <Field label={t('fields.quantity')} error={errors.quantity?.message} required>
        <Input inputMode="numeric" autoComplete="off" {...register('quantity')} />
      </Field>
      <Field label={t('fields.provider')} error={errors.providerId?.message}>
        <Select {...register('providerId')}>
          <option value="">{t('noProvider')}</option>
          {(providers.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
      </Field>
      {seesCosts ? (
        <Field label={t('fields.unitCost')} error={errors.unitCost?.message} hint={t('unitCostHint')}>
          <Input inputMode="numeric" autoComplete="off" {...register('unitCost')} />
        </Field>
      ) : null}
      <Field label={t('fields.note')} error={errors.note?.message}>
        <Input autoComplete="off" {...register('note')} />
      </Field>
    </FormDialog>
  );
}
