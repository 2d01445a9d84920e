import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import type { OutboxEmail } from '@/lib/email/outbox';
import { type CustomerOrderEmailInput, orderEmail } from './order-summary';

export const ORDER_CANCELLED_BY_STORE_EMAIL_KIND = 'order_cancelled_by_store';

/** To the customer, in their language, when staff cancel her unpaid order, with their reason. */
export function orderCancelledByStoreEmail(input: CustomerOrderEmailInput & { reason: string }): OutboxEmail {
  const t = emailCopy(input.locale, 'orderCancelledByStore');
  const id = input.order.id;
  return orderEmail(ORDER_CANCELLED_BY_STORE_EMAIL_KIND, input, {
    subject: t('subject', { id }),
    paragraphs: [t('intro', { id }), emailCopy(input.locale, 'common')('reason', { reason: input.reason }), t('paidAlready')],
    cta: { label: t('cta'), path: '/' },
  });
}
