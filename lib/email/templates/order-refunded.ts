import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { formatCOP } from '@/lib/domain/money';
import { renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, greeting, helpLine, orderLineRows } from './order-summary';

export const ORDER_REFUNDED_EMAIL_KIND = 'order_refunded';

/** To the customer, in their language, when staff refund a paid order. */
export function orderRefundedEmail(input: CustomerOrderEmailInput & { reason: string | null }): OutboxEmail {
  const { locale, order } = input;
  const t = emailCopy(locale, 'orderRefunded');
  const total = formatCOP(order.total);
  const subject = t('subject', { id: order.id });
  const intro = t('intro', { id: order.id, total });
  const { html, text } = renderEmail({
    locale,
    title: subject,
    preheader: intro,
    paragraphs: [
      greeting(locale, input.customerName),
      intro,
      ...(input.reason ? [emailCopy(locale, 'common')('reason', { reason: input.reason })] : []),
      t('timing'),
      helpLine(locale),
    ],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t('cta'), url: storefrontUrl('/perfil', locale) },
  });
  return { kind: ORDER_REFUNDED_EMAIL_KIND, to: input.to, subject, html, text };
}
