import 'server-only';
import { formatCOP } from '@/lib/domain/money';
import { type EmailLocale, renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, deliveryFeeText, greeting, helpLine, orderLineRows } from './order-summary';

export const SHIPPING_FEE_CHANGED_EMAIL_KIND = 'shipping_fee_changed';

const copy = {
  es: {
    subject: (id: number) => `Nuevo total de tu pedido #${id}`,
    intro: (id: number, fee: string, previous: string) =>
      `Actualizamos el costo de envío de tu pedido #${id}: ahora es ${fee} (antes: ${previous}).`,
    total: (total: string) => `El nuevo total a pagar es ${total}.`,
    note: (note: string) => `Nota: ${note}`,
    paidAlready: 'Si ya pagaste el total anterior, respóndenos a este correo y lo resolvemos contigo.',
    cta: 'Pagar y subir comprobante',
  },
  en: {
    subject: (id: number) => `New total for your order #${id}`,
    intro: (id: number, fee: string, previous: string) =>
      `We updated the delivery cost of your order #${id}: it is now ${fee} (before: ${previous}).`,
    total: (total: string) => `The new total to pay is ${total}.`,
    note: (note: string) => `Note: ${note}`,
    paidAlready: 'If you already paid the previous total, reply to this e-mail and we will sort it out with you.',
    cta: 'Pay and upload the proof',
  },
} satisfies Record<EmailLocale, unknown>;

/** To the customer, in their language, when staff set or change the delivery fee of an unpaid order. */
export function shippingFeeChangedEmail(input: CustomerOrderEmailInput & { previousFee: number | null; note: string }): OutboxEmail {
  const { locale, order } = input;
  const t = copy[locale];
  const total = formatCOP(order.total);
  const fee = deliveryFeeText(locale, order.delivery?.fee ?? null);
  const intro = t.intro(order.id, fee, deliveryFeeText(locale, input.previousFee));
  const { html, text } = renderEmail({
    locale,
    title: t.subject(order.id),
    preheader: t.total(total),
    paragraphs: [greeting(locale, input.customerName), intro, t.total(total), t.note(input.note), t.paidAlready, helpLine(locale)],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t.cta, url: storefrontUrl(`/checkout/${order.id}`, locale) },
  });
  return { kind: SHIPPING_FEE_CHANGED_EMAIL_KIND, to: input.to, subject: t.subject(order.id), html, text };
}
