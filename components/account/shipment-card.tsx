'use client';

import { Copy, ExternalLink, Phone } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { CustomerOrder } from '@/lib/contracts/orders';
import { formatDate } from '@/lib/domain/dates';
import { formatPhone, phoneHref } from '@/lib/domain/phone';
import { AddressSummary } from './address-summary';
import { DeliveryNotes } from './delivery-notes';

// Only web addresses become links (the carrier URL is typed by staff).
const isWebUrl = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url);

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** One shipment in 'Mis Envíos': method, carrier and tracking, or driver, plate and the driver's phone (tap to call). */
export function ShipmentCard({ order }: { order: CustomerOrder }) {
  const t = useTranslations('Orders');
  const locale = useLocale();
  const notify = useNotification();
  const shipment = order.shipment;

  async function copyTracking(number: string) {
    try {
      await navigator.clipboard.writeText(number);
      notify.success(t('trackingCopied'));
    } catch {
      notify.error(t('copyFailed'));
    }
  }

  return (
    <article aria-labelledby={`shipment-${order.id}`} className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`shipment-${order.id}`} className="text-lg font-semibold">
          {t('orderNumber', { id: order.id })}
        </h2>
        <Badge variant={order.shippingStatus === 'delivered' ? 'success' : 'info'}>{t(`shippingStatus.${order.shippingStatus}`)}</Badge>
      </header>
      <dl className="mt-2 divide-y divide-border">
        {shipment ? (
          <>
            <Row label={t('shippingMethodLabel')}>{t(`shippingMethod.${shipment.shippingMethod}`)}</Row>
            <Row label={t('shippedOn')}>{formatDate(shipment.createdAt, locale)}</Row>
            {shipment.company ? <Row label={t('carrier')}>{shipment.company}</Row> : null}
            {shipment.trackingNumber ? (
              <Row label={t('trackingNumber')}>
                <span className="inline-flex items-center gap-1">
                  <span className="font-mono">{shipment.trackingNumber}</span>
                  <Button variant="ghost" size="icon" aria-label={t('copyTracking')} onClick={() => copyTracking(shipment.trackingNumber!)}>
                    <Copy aria-hidden="true" className="size-4" />
                  </Button>
                </span>
              </Row>
            ) : null}
            {shipment.driverName ? <Row label={t('driver')}>{shipment.driverName}</Row> : null}
            {shipment.licensePlate ? <Row label={t('licensePlate')}>{shipment.licensePlate}</Row> : null}
            {shipment.driverPhone ? (
              <Row label={t('driverPhone')}>
                <DriverPhone phone={shipment.driverPhone} label={t('callDriver', { phone: formatPhone(shipment.driverPhone) })} />
              </Row>
            ) : null}
            {shipment.deliveredAt ? <Row label={t('deliveredOn')}>{formatDate(shipment.deliveredAt, locale)}</Row> : null}
          </>
        ) : (
          <Row label={t('shippingMethodLabel')}>{t('notShippedYet')}</Row>
        )}
      </dl>
      <div className="mt-3">
        <h3 className="text-sm font-semibold">{t('shipTo')}</h3>
        <AddressSummary address={order.shippingAddress} />
        <DeliveryNotes notes={order.deliveryNotes} />
      </div>
      {isWebUrl(shipment?.trackingUrl ?? null) ? (
        <a
          href={shipment!.trackingUrl!}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex min-h-tap items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('trackShipment')}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </a>
      ) : null}
    </article>
  );
}

function DriverPhone({ phone, label }: { phone: string; label: string }) {
  const href = phoneHref(phone);
  if (!href) return <>{phone}</>;
  return (
    <a
      href={href}
      aria-label={label}
      className="inline-flex min-h-tap items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
    >
      <Phone aria-hidden="true" className="size-4" />
      {formatPhone(phone)}
    </a>
  );
}
