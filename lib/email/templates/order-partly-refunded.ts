import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { formatCOP } from '@/lib/domain/money';
import type { OutboxEmail } from '@/lib/email/outbox';
import { type CustomerOrderEmailInput, orderEmail } from './order-summary';

export const ORDER_PARTLY_REFUNDED_EMAIL_KIND = 'order_partly_refunded';

/**
 * To the customer, in her language, when staff give back part of a paid order (units returned,
 * or an amount off damaged goods): how much, why, and what stays paid. The order keeps its lines.
 */
export function orderPartlyRefundedEmail(
  input: CustomerOrderEmailInput & { amount: number; remaining: number; reason: string | null },
): OutboxEmail {
  const t = emailCopy(input.locale, 'orderPartlyRefunded');
  const { id } = input.order;
  return orderEmail(ORDER_PARTLY_REFUNDED_EMAIL_KIND, input, {
    subject: t('subject', { id }),
    paragraphs: [
      t('intro', { id, amount: formatCOP(input.amount) }),
      input.reason && emailCopy(input.locale, 'common')('reason', { reason: input.reason }),
      t('remaining', { remaining: formatCOP(input.remaining) }),
      emailCopy(input.locale, 'orderRefunded')('timing'),
    ],
    cta: { label: t('cta'), path: '/perfil' },
  });
}
