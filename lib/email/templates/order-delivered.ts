import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, greeting, helpLine, orderLineRows } from './order-summary';

export const ORDER_DELIVERED_EMAIL_KIND = 'order_delivered';

/** To the customer, in their language, when staff mark the shipment delivered. */
export function orderDeliveredEmail(input: CustomerOrderEmailInput): OutboxEmail {
  const { locale, order } = input;
  const t = emailCopy(locale, 'orderDelivered');
  const subject = t('subject', { id: order.id });
  const intro = t('intro', { id: order.id });
  const { html, text } = renderEmail({
    locale,
    title: subject,
    preheader: intro,
    paragraphs: [greeting(locale, input.customerName), intro, t('check'), helpLine(locale)],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t('cta'), url: storefrontUrl('/tienda', locale) },
  });
  return { kind: ORDER_DELIVERED_EMAIL_KIND, to: input.to, subject, html, text };
}
