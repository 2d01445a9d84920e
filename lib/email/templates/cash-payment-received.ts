import 'server-only';
import { formatCOP } from '@/lib/domain/money';
import { type EmailLocale, renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, greeting, helpLine, orderLineRows } from './order-summary';

export const CASH_PAYMENT_RECEIVED_EMAIL_KIND = 'cash_payment_received';

const copy = {
  es: {
    subject: (id: number) => `Recibimos tu pago: pedido #${id}`,
    intro: (id: number, amount: string) => `Recibimos tu pago en efectivo de ${amount} del pedido #${id}. ¡Gracias por comprarnos!`,
    check: 'Si algo no llegó como esperabas, respóndenos a este correo y lo solucionamos.',
    cta: 'Ver mi pedido',
  },
  en: {
    subject: (id: number) => `We received your payment: order #${id}`,
    intro: (id: number, amount: string) => `We received your cash payment of ${amount} for order #${id}. Thank you for shopping with us!`,
    check: 'If anything did not arrive as expected, reply to this e-mail and we will sort it out.',
    cta: 'View my order',
  },
} satisfies Record<EmailLocale, unknown>;

/** To the customer, in their language, when staff record the cash the driver brought back. */
export function cashPaymentReceivedEmail(input: CustomerOrderEmailInput & { amountReceived: number }): OutboxEmail {
  const { locale, order } = input;
  const t = copy[locale];
  const intro = t.intro(order.id, formatCOP(input.amountReceived));
  const { html, text } = renderEmail({
    locale,
    title: t.subject(order.id),
    preheader: intro,
    paragraphs: [greeting(locale, input.customerName), intro, t.check, helpLine(locale)],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t.cta, url: storefrontUrl('/perfil', locale) },
  });
  return { kind: CASH_PAYMENT_RECEIVED_EMAIL_KIND, to: input.to, subject: t.subject(order.id), html, text };
}
