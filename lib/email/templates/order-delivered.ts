import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import type { OutboxEmail } from '@/lib/email/outbox';
import { type CustomerOrderEmailInput, orderEmail } from './order-summary';

export const ORDER_DELIVERED_EMAIL_KIND = 'order_delivered';

/** To the customer, in their language, when staff mark the shipment delivered. */
export function orderDeliveredEmail(input: CustomerOrderEmailInput): OutboxEmail {
  const t = emailCopy(input.locale, 'orderDelivered');
  const id = input.order.id;
  return orderEmail(ORDER_DELIVERED_EMAIL_KIND, input, {
    subject: t('subject', { id }),
    paragraphs: [t('intro', { id }), t('check')],
    cta: { label: t('cta'), path: '/tienda' },
  });
}
