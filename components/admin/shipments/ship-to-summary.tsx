'use client';

import { useTranslations } from 'next-intl';
import { AddressSummary } from '@/components/account/address-summary';
import { Spinner } from '@/components/ui/spinner';
import { useAdminOrder } from '@/lib/api-client/admin-orders';
import { PhoneLinks } from '../orders/phone-links';

/** The delivery address of the order being shipped (for the carrier's guide), whom to call and the customer's instructions. */
export function ShipToSummary({ orderId }: { orderId: number }) {
  const t = useTranslations('AdminShipments');
  const order = useAdminOrder(orderId);
  return (
    <div className="rounded-control bg-surface-muted p-3">
      <p className="text-sm font-medium text-muted-foreground">{t('shipTo')}</p>
      {order.data ? (
        <>
          <AddressSummary address={order.data.shippingAddress} hidePhone />
          <RecipientContact recipientPhone={order.data.recipientPhone} deliveryNotes={order.data.deliveryNotes} />
        </>
      ) : order.isError ? (
        <p className="text-sm text-muted-foreground">{t('addressUnavailable')}</p>
      ) : (
        <Spinner label={t('loadingAddress')} className="text-primary" />
      )}
    </div>
  );
}

/** The recipient's phone (call / WhatsApp) and the delivery instructions, where the order has them. */
export function RecipientContact({ recipientPhone, deliveryNotes }: { recipientPhone: string | null; deliveryNotes: string | null }) {
  const t = useTranslations('AdminShipments');
  if (!recipientPhone && !deliveryNotes) return null;
  return (
    <div className="space-y-1 text-sm">
      {recipientPhone ? (
        <p className="flex flex-wrap items-center gap-x-2">
          <span className="text-muted-foreground">{t('recipientPhone')}</span>
          <PhoneLinks phone={recipientPhone} />
        </p>
      ) : null}
      {deliveryNotes ? (
        <p className="break-words whitespace-pre-line">
          <span className="text-muted-foreground">{t('deliveryNotes')}</span> <bdi>{deliveryNotes}</bdi>
        </p>
      ) : null}
    </div>
  );
}
