import 'server-only';
import { type EmailLocale, renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, greeting, helpLine, orderLineRows } from './order-summary';

export const ORDER_CANCELLED_BY_STORE_EMAIL_KIND = 'order_cancelled_by_store';

const copy = {
  es: {
    subject: (id: number) => `Cancelamos tu pedido #${id}`,
    intro: (id: number) => `Cancelamos tu pedido #${id}. No se te cobró nada por él.`,
    reason: (reason: string) => `Motivo: ${reason}`,
    paidAlready: 'Si ya habías pagado, respóndenos a este correo y te devolvemos el dinero.',
    cta: 'Ir a la tienda',
  },
  en: {
    subject: (id: number) => `We cancelled your order #${id}`,
    intro: (id: number) => `We cancelled your order #${id}. Nothing was charged for it.`,
    reason: (reason: string) => `Reason: ${reason}`,
    paidAlready: 'If you had already paid, reply to this e-mail and we will return the money.',
    cta: 'Go to the store',
  },
} satisfies Record<EmailLocale, unknown>;

/** To the customer, in their language, when staff cancel her unpaid order (issue 34 §2), with their reason. */
export function orderCancelledByStoreEmail(input: CustomerOrderEmailInput & { reason: string }): OutboxEmail {
  const { locale, order } = input;
  const t = copy[locale];
  const { html, text } = renderEmail({
    locale,
    title: t.subject(order.id),
    preheader: t.intro(order.id),
    paragraphs: [greeting(locale, input.customerName), t.intro(order.id), t.reason(input.reason), t.paidAlready, helpLine(locale)],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t.cta, url: storefrontUrl('/', locale) },
  });
  return { kind: ORDER_CANCELLED_BY_STORE_EMAIL_KIND, to: input.to, subject: t.subject(order.id), html, text };
}
