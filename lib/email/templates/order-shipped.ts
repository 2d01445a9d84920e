import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import type { ShippingMethod } from '@/lib/domain/order-status';
import { formatPhone } from '@/lib/domain/phone';
import type { OutboxEmail } from '@/lib/email/outbox';
import { type CustomerOrderEmailInput, orderEmail } from './order-summary';

export const ORDER_SHIPPED_EMAIL_KIND = 'order_shipped';
export const SHIPMENT_UPDATED_EMAIL_KIND = 'shipment_updated';

export type EmailShipment = {
  shippingMethod: ShippingMethod;
  company: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  driverName: string | null;
  licensePlate: string | null;
  driverPhone?: string | null;
};

/**
 * To the customer, in their language: carrier and tracking number (and link) for national
 * shipping, driver and plate for local delivery. `updated` is the correction of an existing shipment.
 */
export function orderShippedEmail(input: CustomerOrderEmailInput & { shipment: EmailShipment; updated?: boolean }): OutboxEmail {
  const { locale, order, shipment } = input;
  const t = emailCopy(locale, 'orderShipped');
  const national = shipment.shippingMethod === 'national_shipping';
  const details: [string, string][] = national
    ? [
        [t('company'), shipment.company ?? ''],
        [t('trackingNumber'), shipment.trackingNumber ?? ''],
      ]
    : [
        ...(shipment.driverName ? [[t('driver'), shipment.driverName] as [string, string]] : []),
        ...(shipment.licensePlate ? [[t('plate'), shipment.licensePlate] as [string, string]] : []),
        // Written out (300 123 4567): mail apps turn it into a tap-to-call link themselves.
        ...(shipment.driverPhone ? [[t('driverPhone'), formatPhone(shipment.driverPhone)] as [string, string]] : []),
      ];
  const id = order.id;
  const lead = input.updated
    ? t('updated', { id })
    : national
      ? t('national', { id, company: shipment.company ?? '' })
      : t('local', { id });
  return orderEmail(input.updated ? SHIPMENT_UPDATED_EMAIL_KIND : ORDER_SHIPPED_EMAIL_KIND, input, {
    subject: t(input.updated ? 'updatedSubject' : 'subject', { id }),
    preheader: national ? `${shipment.company} · ${shipment.trackingNumber}` : lead,
    paragraphs: [lead, national ? t('track') : details.length > 0 && t('driverIntro')],
    rowsBefore: details,
    cta: national && shipment.trackingUrl ? { label: t('cta'), url: shipment.trackingUrl } : { label: t('ctaOrder'), path: '/perfil' },
  });
}
