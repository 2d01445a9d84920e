'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNotification } from '@/components/notifications/notification-provider';
import { useCreateShipment, useUpdateShipment } from '@/lib/api-client/admin-orders';
import { applyFieldErrors } from '@/lib/api-client/field-errors';
import type { AdminShipment } from '@/lib/data/admin/orders';
import type { DeliveryOptionKind } from '@/lib/domain/delivery-options';
import type { ShippingMethod } from '@/lib/domain/order-status';
import { type ShipmentInput, shipmentInput } from '@/lib/validation/admin/shipments';
import { FormDialog } from '../form-dialog';
import { actionErrorText } from '../orders/action-error';
import { ShipToSummary } from './ship-to-summary';
import { ShipmentFields } from './shipment-fields';
import { SHIPMENT_FIELDS, type ShipmentFormValues, shipmentFormValues } from './shipment-form-values';
import { ShipmentMethodRadios } from './shipment-method-radios';

export type ShipmentFormMode =
  | {
      kind: 'create';
      orderId: number;
      /** The order's choice (issue 21): the dialog starts on its method. */ deliveryOption?: DeliveryOptionKind | null;
    }
  | { kind: 'edit'; shipment: AdminShipment };

/**
 * The method a new shipment starts on: the one the order chose. Pickup is handed over at the
 * counter, which the form records as a local delivery (no carrier; the driver fields stay optional);
 * 'por confirmar' and older orders start on national shipping, as before.
 */
export function initialShipmentMethod(option: DeliveryOptionKind | null | undefined): ShippingMethod {
  return option === 'local_delivery' || option === 'pickup' ? 'local_delivery' : 'national_shipping';
}

/**
 * 'Gestionar Envío' and 'Editar' (spec 2 §2, §5): the method, then its fields. Switching the
 * method empties the fields; the schema's output holds only the chosen method's fields, which is
 * exactly what the create and the update send.
 */
export function ShipmentFormDialog({ mode, onClose }: { mode: ShipmentFormMode; onClose: () => void }) {
  const t = useTranslations('AdminShipments');
  const notify = useNotification();
  const create = useCreateShipment();
  const update = useUpdateShipment();
  const shipment = mode.kind === 'edit' ? mode.shipment : undefined;
  const orderId = mode.kind === 'edit' ? mode.shipment.orderId : mode.orderId;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<ShipmentFormValues, unknown, ShipmentInput>({
    resolver: zodResolver(shipmentInput) as unknown as Resolver<ShipmentFormValues, unknown, ShipmentInput>,
    defaultValues: shipmentFormValues(
      shipment,
      shipment ? undefined : initialShipmentMethod(mode.kind === 'create' ? mode.deliveryOption : null),
    ),
  });
  const method = useWatch({ control, name: 'shippingMethod' });
  const methodField = register('shippingMethod', {
    onChange: (event: { target: { value: ShippingMethod } }) => reset(shipmentFormValues(undefined, event.target.value)),
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (mode.kind === 'create') {
        await create.mutateAsync({ orderId, input });
        notify.success(t('created', { id: orderId }));
      } else {
        await update.mutateAsync({ shipmentId: mode.shipment.id, input });
        notify.success(t('updated', { id: mode.shipment.id }));
      }
      onClose();
    } catch (error) {
      notify.error(actionErrorText(mode.kind === 'create' ? t('createError') : t('updateError'), error));
      applyFieldErrors(error, setError, SHIPMENT_FIELDS);
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={shipment ? t('form.editTitle', { id: shipment.id }) : t('form.createTitle', { id: orderId })}
      description={t('form.description', { id: orderId })}
      size="lg"
      onSubmit={onSubmit}
      isPending={create.isPending || update.isPending}
      submitLabel={shipment ? t('form.save') : t('form.create')}
    >
      <ShipToSummary orderId={orderId} />
      {mode.kind === 'create' && mode.deliveryOption ? (
        <p className="rounded-control bg-surface-muted px-3 py-2 text-sm">
          {mode.deliveryOption === 'pickup' ? t('form.pickupNote') : t('form.chosen', { option: t(`form.options.${mode.deliveryOption}`) })}
        </p>
      ) : null}
      <ShipmentMethodRadios field={methodField} />
      <ShipmentFields method={method} register={register} errors={errors} />
      <p className="text-sm text-muted-foreground">{t('form.emailNote')}</p>
    </FormDialog>
  );
}
