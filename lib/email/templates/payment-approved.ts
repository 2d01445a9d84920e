import 'server-only';
import { formatCOP } from '@/lib/domain/money';
import { type EmailLocale, renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, greeting, helpLine, orderLineRows } from './order-summary';

export const PAYMENT_APPROVED_EMAIL_KIND = 'payment_approved';

const copy = {
  es: {
    subject: (id: number) => `Pago aprobado: pedido #${id}`,
    preheader: (total: string) => `Confirmamos tu pago de ${total}. Ya estamos preparando tu pedido.`,
    intro: (id: number, total: string) => `Confirmamos tu pago de ${total} del pedido #${id}. ¡Gracias!`,
    next: 'Ya estamos preparando tus productos. Te escribiremos cuando el pedido salga, con los datos del envío.',
    cta: 'Ver mi pedido',
  },
  en: {
    subject: (id: number) => `Payment approved: order #${id}`,
    preheader: (total: string) => `We confirmed your payment of ${total}. We are preparing your order.`,
    intro: (id: number, total: string) => `We confirmed your payment of ${total} for order #${id}. Thank you!`,
    next: 'We are now preparing your products. We will write again when the order ships, with the delivery details.',
    cta: 'View my order',
  },
} satisfies Record<EmailLocale, unknown>;

/** To the customer, in their language, when staff approve the proof of payment. */
export function paymentApprovedEmail(input: CustomerOrderEmailInput): OutboxEmail {
  const { locale, order } = input;
  const t = copy[locale];
  const total = formatCOP(order.total);
  const { html, text } = renderEmail({
    locale,
    title: t.subject(order.id),
    preheader: t.preheader(total),
    paragraphs: [greeting(locale, input.customerName), t.intro(order.id, total), t.next, helpLine(locale)],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t.cta, url: storefrontUrl('/perfil', locale) },
  });
  return { kind: PAYMENT_APPROVED_EMAIL_KIND, to: input.to, subject: t.subject(order.id), html, text };
}
