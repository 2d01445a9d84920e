import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import type { OutboxEmail } from '@/lib/email/outbox';
import { type CustomerOrderEmailInput, orderEmail } from './order-summary';

export const ORDER_EXPIRED_EMAIL_KIND = 'order_expired';

/** To the customer, in their language, when the expiry job cancels an unpaid order. */
export function orderExpiredEmail(input: CustomerOrderEmailInput & { paymentWindowHours: number }): OutboxEmail {
  const t = emailCopy(input.locale, 'orderExpired');
  const id = input.order.id;
  return orderEmail(ORDER_EXPIRED_EMAIL_KIND, input, {
    subject: t('subject', { id }),
    paragraphs: [t('intro', { id, hours: input.paymentWindowHours }), t('again')],
    cta: { label: t('cta'), path: '/tienda' },
  });
}
