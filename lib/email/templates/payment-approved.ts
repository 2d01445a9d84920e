import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { formatCOP } from '@/lib/domain/money';
import type { OutboxEmail } from '@/lib/email/outbox';
import { type CustomerOrderEmailInput, orderEmail } from './order-summary';

export const PAYMENT_APPROVED_EMAIL_KIND = 'payment_approved';

/** To the customer, in their language, when staff approve the proof of payment. */
export function paymentApprovedEmail(input: CustomerOrderEmailInput): OutboxEmail {
  const t = emailCopy(input.locale, 'paymentApproved');
  const { id } = input.order;
  const total = formatCOP(input.order.total);
  return orderEmail(PAYMENT_APPROVED_EMAIL_KIND, input, {
    subject: t('subject', { id }),
    preheader: t('preheader', { total }),
    paragraphs: [t('intro', { id, total }), t('next')],
    cta: { label: t('cta'), path: '/perfil' },
  });
}
