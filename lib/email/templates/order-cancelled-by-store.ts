import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, greeting, helpLine, orderLineRows } from './order-summary';

export const ORDER_CANCELLED_BY_STORE_EMAIL_KIND = 'order_cancelled_by_store';

/** To the customer, in their language, when staff cancel her unpaid order, with their reason. */
export function orderCancelledByStoreEmail(input: CustomerOrderEmailInput & { reason: string }): OutboxEmail {
  const { locale, order } = input;
  const t = emailCopy(locale, 'orderCancelledByStore');
  const subject = t('subject', { id: order.id });
  const intro = t('intro', { id: order.id });
  const { html, text } = renderEmail({
    locale,
    title: subject,
    preheader: intro,
    paragraphs: [
      greeting(locale, input.customerName),
      intro,
      emailCopy(locale, 'common')('reason', { reason: input.reason }),
      t('paidAlready'),
      helpLine(locale),
    ],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t('cta'), url: storefrontUrl('/', locale) },
  });
  return { kind: ORDER_CANCELLED_BY_STORE_EMAIL_KIND, to: input.to, subject, html, text };
}
