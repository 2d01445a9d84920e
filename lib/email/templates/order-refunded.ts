import 'server-only';
import { formatCOP } from '@/lib/domain/money';
import { type EmailLocale, renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, greeting, helpLine, orderLineRows } from './order-summary';

export const ORDER_REFUNDED_EMAIL_KIND = 'order_refunded';

const copy = {
  es: {
    subject: (id: number) => `Reembolso del pedido #${id}`,
    intro: (id: number, total: string) => `Registramos el reembolso de ${total} de tu pedido #${id}.`,
    reason: (reason: string) => `Motivo: ${reason}`,
    timing: 'Lo devolvemos por el mismo medio con el que pagaste; según tu banco, puede tardar unos días hábiles en verse.',
    cta: 'Ver mi pedido',
  },
  en: {
    subject: (id: number) => `Refund of order #${id}`,
    intro: (id: number, total: string) => `We registered the refund of ${total} for your order #${id}.`,
    reason: (reason: string) => `Reason: ${reason}`,
    timing: 'We return it through the same method you paid with; depending on your bank, it may take a few business days to show.',
    cta: 'View my order',
  },
} satisfies Record<EmailLocale, unknown>;

/** To the customer, in their language, when staff refund a paid order. */
export function orderRefundedEmail(input: CustomerOrderEmailInput & { reason: string | null }): OutboxEmail {
  const { locale, order } = input;
  const t = copy[locale];
  const total = formatCOP(order.total);
  const { html, text } = renderEmail({
    locale,
    title: t.subject(order.id),
    preheader: t.intro(order.id, total),
    paragraphs: [
      greeting(locale, input.customerName),
      t.intro(order.id, total),
      ...(input.reason ? [t.reason(input.reason)] : []),
      t.timing,
      helpLine(locale),
    ],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t.cta, url: storefrontUrl('/perfil', locale) },
  });
  return { kind: ORDER_REFUNDED_EMAIL_KIND, to: input.to, subject: t.subject(order.id), html, text };
}
