import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { formatCOP } from '@/lib/domain/money';
import type { OutboxEmail } from '@/lib/email/outbox';
import { type CustomerOrderEmailInput, orderEmail } from './order-summary';

export const ORDER_REFUNDED_EMAIL_KIND = 'order_refunded';

/** To the customer, in their language, when staff refund a paid order. */
export function orderRefundedEmail(input: CustomerOrderEmailInput & { reason: string | null }): OutboxEmail {
  const t = emailCopy(input.locale, 'orderRefunded');
  const { id } = input.order;
  return orderEmail(ORDER_REFUNDED_EMAIL_KIND, input, {
    subject: t('subject', { id }),
    paragraphs: [
      t('intro', { id, total: formatCOP(input.order.total) }),
      input.reason && emailCopy(input.locale, 'common')('reason', { reason: input.reason }),
      t('timing'),
    ],
    cta: { label: t('cta'), path: '/perfil' },
  });
}
