import 'server-only';
import type { ShippingMethod } from '@/lib/domain/order-status';
import { formatPhone } from '@/lib/domain/phone';
import { type EmailLocale, renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, greeting, helpLine, orderLineRows } from './order-summary';

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

const copy = {
  es: {
    subject: (id: number) => `Tu pedido #${id} va en camino`,
    updatedSubject: (id: number) => `Actualizamos los datos de envío del pedido #${id}`,
    national: (id: number, company: string) => `Tu pedido #${id} salió por ${company}.`,
    local: (id: number) => `Tu pedido #${id} salió a domicilio y pronto llegará a tu dirección.`,
    updated: (id: number) => `Corregimos los datos de envío de tu pedido #${id}. Estos son los correctos:`,
    track: 'Con el número de guía puedes seguir el envío en la página de la transportadora.',
    driverIntro: 'Datos del domiciliario:',
    company: 'Transportadora',
    trackingNumber: 'Número de guía',
    driver: 'Domiciliario',
    plate: 'Placa',
    driverPhone: 'Teléfono del domiciliario',
    cta: 'Seguir mi envío',
    ctaOrder: 'Ver mi pedido',
  },
  en: {
    subject: (id: number) => `Your order #${id} is on its way`,
    updatedSubject: (id: number) => `We updated the shipping details of order #${id}`,
    national: (id: number, company: string) => `Your order #${id} was shipped with ${company}.`,
    local: (id: number) => `Your order #${id} is out for local delivery and will reach your address soon.`,
    updated: (id: number) => `We corrected the shipping details of your order #${id}. These are the right ones:`,
    track: "You can follow the parcel with the tracking number on the carrier's website.",
    driverIntro: 'Your delivery driver:',
    company: 'Carrier',
    trackingNumber: 'Tracking number',
    driver: 'Driver',
    plate: 'License plate',
    driverPhone: "Driver's phone",
    cta: 'Track my parcel',
    ctaOrder: 'View my order',
  },
} satisfies Record<EmailLocale, unknown>;

/**
 * To the customer, in their language: carrier and tracking number (and link) for national
 * shipping, driver and plate for local delivery. `updated` is the correction of an existing shipment.
 */
export function orderShippedEmail(input: CustomerOrderEmailInput & { shipment: EmailShipment; updated?: boolean }): OutboxEmail {
  const { locale, order, shipment } = input;
  const t = copy[locale];
  const national = shipment.shippingMethod === 'national_shipping';
  const details: [string, string][] = national
    ? [
        [t.company, shipment.company ?? ''],
        [t.trackingNumber, shipment.trackingNumber ?? ''],
      ]
    : [
        ...(shipment.driverName ? [[t.driver, shipment.driverName] as [string, string]] : []),
        ...(shipment.licensePlate ? [[t.plate, shipment.licensePlate] as [string, string]] : []),
        // Written out (300 123 4567): mail apps turn it into a tap-to-call link themselves.
        ...(shipment.driverPhone ? [[t.driverPhone, formatPhone(shipment.driverPhone)] as [string, string]] : []),
      ];
  const lead = input.updated ? t.updated(order.id) : national ? t.national(order.id, shipment.company ?? '') : t.local(order.id);
  const subject = input.updated ? t.updatedSubject(order.id) : t.subject(order.id);
  const { html, text } = renderEmail({
    locale,
    title: subject,
    preheader: national ? `${shipment.company} · ${shipment.trackingNumber}` : lead,
    paragraphs: [
      greeting(locale, input.customerName),
      lead,
      ...(national ? [t.track] : details.length ? [t.driverIntro] : []),
      helpLine(locale),
    ],
    table: { rows: [...details, ...orderLineRows(locale, order)] },
    cta:
      national && shipment.trackingUrl
        ? { label: t.cta, url: shipment.trackingUrl }
        : { label: t.ctaOrder, url: storefrontUrl('/perfil', locale) },
  });
  return {
    kind: input.updated ? SHIPMENT_UPDATED_EMAIL_KIND : ORDER_SHIPPED_EMAIL_KIND,
    to: input.to,
    subject,
    html,
    text,
  };
}
