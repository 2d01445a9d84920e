import 'server-only';
import type { AddressSnapshot } from '@/db/schema';
import { business } from '@/lib/business';
import { formatCOP } from '@/lib/domain/money';
import { isDeliveryFeePending } from '@/lib/domain/payment-link';
import { type EmailLocale, renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { absoluteUrl, storefrontUrl } from './links';
import { deliveryRows, type EmailDelivery, emailLineLabel, type EmailOrderLine, ivaRows } from './order-summary';

export const ORDER_RECEIVED_EMAIL_KIND = 'order_received';

export type OrderReceivedEmailInput = {
  to: string;
  locale: EmailLocale;
  customerName: string | null;
  order: {
    id: number;
    total: number;
    items: EmailOrderLine[];
    shippingAddress: AddressSnapshot;
    /** Issue 21: the goods and the delivery line; absent on callers that predate it. */
    subtotal?: number;
    delivery?: EmailDelivery;
    /** Paid in cash to the driver: no payment instructions, no proof, no deadline. */
    cashOnDelivery?: boolean;
  };
  /** The active methods, in the order the checkout lists them. */
  paymentMethods: { name: string; instructions: string | null; qrCodeUrl: string | null }[];
  paymentWindowHours: number;
  /** Issue 23 §3: the order's payment link (`/pagar/<token>`), paid without signing in; else the checkout. */
  paymentLink?: string | null;
};

const copy = {
  es: {
    subject: (id: number) => `Recibimos tu pedido #${id}`,
    preheader: (total: string) => `Total ${total}: paga y envíanos tu comprobante.`,
    greeting: (name: string | null) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro:
      'Gracias por tu compra. Separamos estos productos para ti. Para completar el pedido, paga el total con uno de estos medios y sube tu comprobante:',
    noMethods: `Escríbenos al ${business.phone} y te enviamos los datos de pago.`,
    qr: 'Código QR',
    deadline: (hours: number) => `Tienes ${hours} horas para pagar; después el pedido se cancela y los productos vuelven al inventario.`,
    shipTo: 'Lo enviaremos a',
    delivery: 'Te contactaremos para coordinar la entrega.',
    total: 'Total',
    cta: 'Pagar y subir comprobante',
    link: (url: string) => `Puedes pagar y subir el comprobante desde este enlace, sin iniciar sesión: ${url}`,
    feePending: {
      preheader: 'Te escribiremos con el valor del envío antes de que pagues.',
      intro:
        'Gracias por tu compra. Separamos estos productos para ti. Tu dirección no tiene una tarifa de envío fija: calculamos el valor y te escribimos con el total. No pagues todavía; con ese correo podrás pagar y subir tu comprobante.',
      cta: 'Ver mi pedido',
    },
    cod: {
      preheader: (total: string) => `Total ${total}: pagas en efectivo al recibir tu pedido.`,
      intro: (total: string) =>
        `Gracias por tu compra. Separamos estos productos para ti. Elegiste pago contra entrega: pagas ${total} en efectivo a quien te entregue el pedido; no tienes que subir ningún comprobante.`,
      next: 'Ya estamos revisando tu pedido; te contactaremos para coordinar la entrega.',
      cta: 'Ver mi pedido',
    },
  },
  en: {
    subject: (id: number) => `We received your order #${id}`,
    preheader: (total: string) => `Total ${total}: pay and send us your proof of payment.`,
    greeting: (name: string | null) => (name ? `Hi ${name},` : 'Hi,'),
    intro:
      'Thank you for your order. We have set these products aside for you. To complete it, pay the total with one of these methods and upload your proof of payment:',
    noMethods: `Write to us at ${business.phone} and we will send you the payment details.`,
    qr: 'QR code',
    deadline: (hours: number) => `You have ${hours} hours to pay; after that the order is cancelled and the products go back to stock.`,
    shipTo: 'We will ship it to',
    delivery: 'We will contact you to arrange the delivery.',
    total: 'Total',
    cta: 'Pay and upload the proof',
    link: (url: string) => `You can pay and upload the proof from this link, without signing in: ${url}`,
    feePending: {
      preheader: 'We will write to you with the delivery cost before you pay.',
      intro:
        'Thank you for your order. We have set these products aside for you. Your address has no fixed delivery rate: we will work out the cost and write to you with the total. Do not pay yet; with that e-mail you can pay and upload your proof.',
      cta: 'View my order',
    },
    cod: {
      preheader: (total: string) => `Total ${total}: you pay in cash when the order arrives.`,
      intro: (total: string) =>
        `Thank you for your order. We have set these products aside for you. You chose cash on delivery: you pay ${total} in cash to whoever delivers the order; there is no proof of payment to upload.`,
      next: 'We are reviewing your order and will contact you to arrange the delivery.',
      cta: 'View my order',
    },
  },
} satisfies Record<EmailLocale, unknown>;

/** To the customer, in their language: what they ordered, how to pay, until when, and where it goes. */
export function orderReceivedEmail(input: OrderReceivedEmailInput): OutboxEmail {
  const t = copy[input.locale];
  const { order } = input;
  const total = formatCOP(order.total);
  const methods = input.paymentMethods.map((method) =>
    [method.name, method.instructions, method.qrCodeUrl ? `${t.qr}: ${absoluteUrl(method.qrCodeUrl)}` : null].filter(Boolean).join('\n'),
  );
  const a = order.shippingAddress;
  const address = [a.recipientName, a.street, a.details, `${a.city}, ${a.state}`, a.postalCode].filter(Boolean).join(', ');

  const cod = order.cashOnDelivery ? t.cod : null;
  // Issue 34 §2: 'por confirmar' without a fee yet: nothing to pay until staff write with the total.
  const feePending =
    !cod &&
    order.delivery !== undefined &&
    isDeliveryFeePending({ deliveryOption: order.delivery.option, shippingFee: order.delivery.fee });
  const { html, text } = renderEmail({
    locale: input.locale,
    title: t.subject(order.id),
    preheader: cod ? cod.preheader(total) : feePending ? t.feePending.preheader : t.preheader(total),
    paragraphs: [
      t.greeting(input.customerName),
      ...(cod
        ? [cod.intro(total), `${t.shipTo}: ${address}. ${cod.next}`]
        : feePending
          ? [t.feePending.intro, `${t.shipTo}: ${address}. ${t.delivery}`]
          : [
              t.intro,
              ...(methods.length ? methods : [t.noMethods]),
              t.deadline(input.paymentWindowHours),
              ...(input.paymentLink ? [t.link(input.paymentLink)] : []),
              `${t.shipTo}: ${address}. ${t.delivery}`,
            ]),
    ],
    table: {
      rows: [
        ...order.items.map((item): [string, string] => [emailLineLabel(input.locale, item), formatCOP(item.lineTotal)]),
        ...deliveryRows(input.locale, order),
        [t.total, total],
        ...ivaRows(input.locale, order),
      ],
    },
    cta: cod
      ? { label: cod.cta, url: storefrontUrl('/perfil', input.locale) }
      : feePending
        ? { label: t.feePending.cta, url: storefrontUrl(`/checkout/${order.id}`, input.locale) }
        : { label: t.cta, url: input.paymentLink ?? storefrontUrl(`/checkout/${order.id}`, input.locale) },
  });
  return { kind: ORDER_RECEIVED_EMAIL_KIND, to: input.to, subject: t.subject(order.id), html, text };
}
