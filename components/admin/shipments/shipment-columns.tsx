'use client';

import { ExternalLink } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { ShippingStatusBadge } from '@/components/account/order-status-badges';
import type { AdminShipmentWithOrder } from '@/lib/data/admin/shipments';
import { formatDate } from '@/lib/domain/dates';
import { Link } from '@/lib/i18n/navigation';
import type { DataTableColumn } from '../data-table';
import { linkClasses } from '../orders/order-columns';
import { PhoneLinks } from '../orders/phone-links';
import { RecipientContact } from './ship-to-summary';

/** Spec 2 §2 'Envíos Realizados': order, method, details, status. */
export function useShipmentColumns(): DataTableColumn<AdminShipmentWithOrder>[] {
  const t = useTranslations('AdminShipments');
  const labels = useTranslations('Orders.shippingMethod');
  const locale = useLocale();
  return [
    {
      id: 'order',
      header: t('columns.order'),
      primary: true,
      cell: (s) => (
        <span className="flex flex-col">
          <Link href={`/admin/orders/${s.orderId}`} className={linkClasses}>
            {t('orderNumber', { id: s.orderId })}
          </Link>
          <span className="text-sm font-normal break-words text-muted-foreground">
            <bdi>{s.order.user.nombre}</bdi>
          </span>
          <RecipientContact recipientPhone={s.order.recipientPhone} deliveryNotes={s.order.deliveryNotes} />
        </span>
      ),
    },
    {
      id: 'method',
      header: t('columns.method'),
      cell: (s) => (
        <span className="flex flex-col">
          <span>{labels(s.shippingMethod)}</span>
          <time dateTime={s.createdAt} className="text-xs text-muted-foreground">
            {formatDate(s.createdAt, locale)}
          </time>
        </span>
      ),
    },
    { id: 'details', header: t('columns.details'), cell: (s) => <ShipmentDetails shipment={s} /> },
    { id: 'status', header: t('columns.status'), cell: (s) => <ShippingStatusBadge status={s.order.shippingStatus} /> },
  ];
}

/** Carrier and tracking number (with its link), or driver and plate. */
function ShipmentDetails({ shipment: s }: { shipment: AdminShipmentWithOrder }) {
  const t = useTranslations('AdminShipments');
  const none = <span className="text-muted-foreground">{t('noDetails')}</span>;
  if (s.shippingMethod === 'national_shipping') {
    return (
      <span className="flex flex-col gap-0.5">
        <span>{s.company ?? none}</span>
        {s.trackingNumber ? (
          <span className="text-sm">
            {t('trackingShort')} <span className="font-mono break-all">{s.trackingNumber}</span>
          </span>
        ) : null}
        {s.trackingUrl ? (
          <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer" className={`${linkClasses} text-sm`}>
            {t('track')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only"> {t('opensNewTab')}</span>
          </a>
        ) : null}
      </span>
    );
  }
  if (!s.driverName && !s.licensePlate && !s.driverPhone) return none;
  return (
    <span className="flex flex-col gap-0.5">
      {s.driverName ? <span>{s.driverName}</span> : null}
      {s.licensePlate ? (
        <span className="text-sm">
          {t('plateShort')} <span className="font-mono">{s.licensePlate}</span>
        </span>
      ) : null}
      {s.driverPhone ? (
        <span className="flex flex-wrap items-center gap-x-1 text-sm">
          {t('driverPhoneShort')} <PhoneLinks phone={s.driverPhone} />
        </span>
      ) : null}
    </span>
  );
}
