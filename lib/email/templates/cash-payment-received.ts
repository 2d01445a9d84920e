import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { formatCOP } from '@/lib/domain/money';
import type { OutboxEmail } from '@/lib/email/outbox';
import { type CustomerOrderEmailInput, orderEmail } from './order-summary';

export const CASH_PAYMENT_RECEIVED_EMAIL_KIND = 'cash_payment_received';

/** To the customer, in their language, when staff record the cash the driver brought back. */
export function cashPaymentReceivedEmail(input: CustomerOrderEmailInput & { amountReceived: number }): OutboxEmail {
  const t = emailCopy(input.locale, 'cashPaymentReceived');
  const id = input.order.id;
  return orderEmail(CASH_PAYMENT_RECEIVED_EMAIL_KIND, input, {
    subject: t('subject', { id }),
    paragraphs: [t('intro', { id, amount: formatCOP(input.amountReceived) }), t('check')],
    cta: { label: t('cta'), path: '/perfil' },
  });
}
