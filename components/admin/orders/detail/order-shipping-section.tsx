'use client';

import { ExternalLink } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { AddressSummary } from '@/components/account/address-summary';
import type { AdminOrder } from '@/lib/data/admin/orders';
import { formatDateTime } from '@/lib/domain/dates';
import { linkClasses } from '../order-columns';
import { PhoneLinks } from '../phone-links';
import { DetailRow, DetailSection } from './detail-section';

/**
 * Where it goes, whom to call there and the customer's delivery instructions; once created, the
 * shipment: carrier and tracking, or driver, plate and the driver's phone.
 */
export function OrderShippingSection({ order }: { order: AdminOrder }) {
  const t = useTranslations('AdminOrders.detail.shipping');
  const labels = useTranslations('Orders');
  const locale = useLocale();
  const { shipment } = order;
  const none = <span className="font-normal text-muted-foreground">{t('none')}</span>;

  return (
    <DetailSection id="order-shipping" title={t('title')}>
      <div>
        <h3 className="text-sm text-muted-foreground">{t('address')}</h3>
        <AddressSummary address={order.shippingAddress} hidePhone />
      </div>
      <dl className="divide-y divide-border">
        <DetailRow label={t('recipientPhone')}>{order.recipientPhone ? <PhoneLinks phone={order.recipientPhone} /> : none}</DetailRow>
        {order.deliveryNotes ? (
          <DetailRow label={t('deliveryNotes')}>
            <span className="font-normal whitespace-pre-line">{order.deliveryNotes}</span>
          </DetailRow>
        ) : null}
      </dl>
      {shipment ? (
        <dl className="divide-y divide-border">
          <DetailRow label={t('method')}>{labels(`shippingMethod.${shipment.shippingMethod}`)}</DetailRow>
          <DetailRow label={t('createdAt')}>{formatDateTime(shipment.createdAt, locale)}</DetailRow>
          {shipment.company ? <DetailRow label={t('company')}>{shipment.company}</DetailRow> : null}
          {shipment.trackingNumber ? (
            <DetailRow label={t('trackingNumber')}>
              <span className="font-mono">{shipment.trackingNumber}</span>
            </DetailRow>
          ) : null}
          {shipment.trackingUrl ? (
            <DetailRow label={t('trackingUrl')}>
              <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className={`${linkClasses} break-all`}>
                {t('track')}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only"> {t('opensNewTab')}</span>
              </a>
            </DetailRow>
          ) : null}
          {shipment.driverName ? <DetailRow label={t('driver')}>{shipment.driverName}</DetailRow> : null}
          {shipment.licensePlate ? <DetailRow label={t('plate')}>{shipment.licensePlate}</DetailRow> : null}
          {shipment.driverPhone ? (
            <DetailRow label={t('driverPhone')}>
              <PhoneLinks phone={shipment.driverPhone} />
            </DetailRow>
          ) : null}
          {shipment.deliveredAt ? <DetailRow label={t('deliveredAt')}>{formatDateTime(shipment.deliveredAt, locale)}</DetailRow> : null}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">{t('noShipment')}</p>
      )}
    </DetailSection>
  );
}
