import 'server-only';
import { type EmailLocale, renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, greeting, helpLine, orderLineRows } from './order-summary';

export const ORDER_DELIVERED_EMAIL_KIND = 'order_delivered';

const copy = {
  es: {
    subject: (id: number) => `Entregamos tu pedido #${id}`,
    intro: (id: number) => `Tu pedido #${id} fue entregado. ¡Gracias por comprarnos!`,
    check: 'Si algo no llegó como esperabas, respóndenos a este correo y lo solucionamos.',
    cta: 'Volver a la tienda',
  },
  en: {
    subject: (id: number) => `Your order #${id} was delivered`,
    intro: (id: number) => `Your order #${id} was delivered. Thank you for shopping with us!`,
    check: 'If anything did not arrive as expected, reply to this e-mail and we will sort it out.',
    cta: 'Back to the store',
  },
} satisfies Record<EmailLocale, unknown>;

/** To the customer, in their language, when staff mark the shipment delivered. */
export function orderDeliveredEmail(input: CustomerOrderEmailInput): OutboxEmail {
  const { locale, order } = input;
  const t = copy[locale];
  const { html, text } = renderEmail({
    locale,
    title: t.subject(order.id),
    preheader: t.intro(order.id),
    paragraphs: [greeting(locale, input.customerName), t.intro(order.id), t.check, helpLine(locale)],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t.cta, url: storefrontUrl('/tienda', locale) },
  });
  return { kind: ORDER_DELIVERED_EMAIL_KIND, to: input.to, subject: t.subject(order.id), html, text };
}
