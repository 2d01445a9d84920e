import 'server-only';
import { type EmailLocale, renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, greeting, helpLine, orderLineRows } from './order-summary';

export const ORDER_EXPIRED_EMAIL_KIND = 'order_expired';

const copy = {
  es: {
    subject: (id: number) => `Cancelamos tu pedido #${id} por falta de pago`,
    intro: (id: number, hours: number) =>
      `No recibimos el pago de tu pedido #${id} en las ${hours} horas siguientes, así que lo cancelamos y los productos volvieron al inventario.`,
    again: 'Si todavía los necesitas, haz un pedido nuevo cuando quieras.',
    cta: 'Ir a la tienda',
  },
  en: {
    subject: (id: number) => `Your order #${id} was cancelled for lack of payment`,
    intro: (id: number, hours: number) =>
      `We did not receive the payment of your order #${id} within ${hours} hours, so it was cancelled and the products went back to stock.`,
    again: 'If you still need them, place a new order whenever you like.',
    cta: 'Go to the store',
  },
} satisfies Record<EmailLocale, unknown>;

/** To the customer, in their language, when the expiry job cancels an unpaid order. */
export function orderExpiredEmail(input: CustomerOrderEmailInput & { paymentWindowHours: number }): OutboxEmail {
  const { locale, order } = input;
  const t = copy[locale];
  const intro = t.intro(order.id, input.paymentWindowHours);
  const { html, text } = renderEmail({
    locale,
    title: t.subject(order.id),
    preheader: intro,
    paragraphs: [greeting(locale, input.customerName), intro, t.again, helpLine(locale)],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t.cta, url: storefrontUrl('/tienda', locale) },
  });
  return { kind: ORDER_EXPIRED_EMAIL_KIND, to: input.to, subject: t.subject(order.id), html, text };
}
