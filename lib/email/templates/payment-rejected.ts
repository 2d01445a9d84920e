import 'server-only';
import { type EmailLocale, renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, greeting, helpLine, orderLineRows } from './order-summary';

export const PAYMENT_REJECTED_EMAIL_KIND = 'payment_rejected';

const copy = {
  es: {
    subject: (id: number) => `No pudimos confirmar el pago del pedido #${id}`,
    intro: (id: number) => `Revisamos el comprobante de tu pedido #${id} y no pudimos confirmar el pago, así que cancelamos el pedido.`,
    reason: (reason: string) => `Motivo: ${reason}`,
    next: 'Si ya pagaste o crees que es un error, respóndenos con tu comprobante y lo revisamos. También puedes hacer un pedido nuevo cuando quieras.',
    cta: 'Ir a la tienda',
    cod: {
      subject: (id: number) => `Cancelamos tu pedido #${id}`,
      intro: (id: number) => `Cancelamos tu pedido #${id} de pago contra entrega: no se pudo completar la entrega.`,
      next: 'Si fue un error o quieres recibirlo en otro momento, respóndenos a este correo. También puedes hacer un pedido nuevo cuando quieras.',
    },
  },
  en: {
    subject: (id: number) => `We could not confirm the payment of order #${id}`,
    intro: (id: number) =>
      `We reviewed the proof of payment of your order #${id} and could not confirm the payment, so the order was cancelled.`,
    reason: (reason: string) => `Reason: ${reason}`,
    next: 'If you already paid or think this is a mistake, reply with your proof and we will look into it. You can also place a new order at any time.',
    cta: 'Go to the store',
    cod: {
      subject: (id: number) => `We cancelled your order #${id}`,
      intro: (id: number) => `We cancelled your cash-on-delivery order #${id}: the delivery could not be completed.`,
      next: 'If this is a mistake or you would like it delivered another time, reply to this e-mail. You can also place a new order at any time.',
    },
  },
} satisfies Record<EmailLocale, unknown>;

/**
 * To the customer, in their language, when staff reject the proof (or cancel a cash-on-delivery
 * order refused at the door); the reason is staff's own words.
 */
export function paymentRejectedEmail(input: CustomerOrderEmailInput & { reason: string | null; cashOnDelivery?: boolean }): OutboxEmail {
  const { locale, order } = input;
  const t = input.cashOnDelivery ? { ...copy[locale], ...copy[locale].cod } : copy[locale];
  const { html, text } = renderEmail({
    locale,
    title: t.subject(order.id),
    preheader: input.reason ? t.reason(input.reason) : t.intro(order.id),
    paragraphs: [
      greeting(locale, input.customerName),
      t.intro(order.id),
      ...(input.reason ? [t.reason(input.reason)] : []),
      t.next,
      helpLine(locale),
    ],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t.cta, url: storefrontUrl('/tienda', locale) },
  });
  return { kind: PAYMENT_REJECTED_EMAIL_KIND, to: input.to, subject: t.subject(order.id), html, text };
}
