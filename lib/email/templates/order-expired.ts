import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, greeting, helpLine, orderLineRows } from './order-summary';

export const ORDER_EXPIRED_EMAIL_KIND = 'order_expired';

/** To the customer, in their language, when the expiry job cancels an unpaid order. */
export function orderExpiredEmail(input: CustomerOrderEmailInput & { paymentWindowHours: number }): OutboxEmail {
  const { locale, order } = input;
  const t = emailCopy(locale, 'orderExpired');
  const subject = t('subject', { id: order.id });
  const intro = t('intro', { id: order.id, hours: input.paymentWindowHours });
  const { html, text } = renderEmail({
    locale,
    title: subject,
    preheader: intro,
    paragraphs: [greeting(locale, input.customerName), intro, t('again'), helpLine(locale)],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t('cta'), url: storefrontUrl('/tienda', locale) },
  });
  return { kind: ORDER_EXPIRED_EMAIL_KIND, to: input.to, subject, html, text };
}
