import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { formatCOP } from '@/lib/domain/money';
import type { OutboxEmail } from '@/lib/email/outbox';
import { type CustomerOrderEmailInput, orderEmail } from './order-summary';

export const ONLINE_PAYMENT_DECLINED_EMAIL_KIND = 'online_payment_declined';

/** To the customer when Wompi declined, voided or failed her payment: the order still waits, and how to pay it. */
export function onlinePaymentDeclinedEmail(input: CustomerOrderEmailInput & { method: string | null; payUrl: string | null }): OutboxEmail {
  const t = emailCopy(input.locale, 'onlinePaymentDeclined');
  const { id } = input.order;
  const total = formatCOP(input.order.total);
  return orderEmail(ONLINE_PAYMENT_DECLINED_EMAIL_KIND, input, {
    subject: t('subject', { id }),
    preheader: t('preheader'),
    paragraphs: [t('intro', { id, total, method: input.method ?? 'Wompi' }), t('retry')],
    cta: input.payUrl ? { label: t('cta'), url: input.payUrl } : { label: t('cta'), path: `/checkout/${id}` },
  });
}
