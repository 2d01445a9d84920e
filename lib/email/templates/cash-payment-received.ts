import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { formatCOP } from '@/lib/domain/money';
import { renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, greeting, helpLine, orderLineRows } from './order-summary';

export const CASH_PAYMENT_RECEIVED_EMAIL_KIND = 'cash_payment_received';

/** To the customer, in their language, when staff record the cash the driver brought back. */
export function cashPaymentReceivedEmail(input: CustomerOrderEmailInput & { amountReceived: number }): OutboxEmail {
  const { locale, order } = input;
  const t = emailCopy(locale, 'cashPaymentReceived');
  const subject = t('subject', { id: order.id });
  const intro = t('intro', { id: order.id, amount: formatCOP(input.amountReceived) });
  const { html, text } = renderEmail({
    locale,
    title: subject,
    preheader: intro,
    paragraphs: [greeting(locale, input.customerName), intro, t('check'), helpLine(locale)],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t('cta'), url: storefrontUrl('/perfil', locale) },
  });
  return { kind: CASH_PAYMENT_RECEIVED_EMAIL_KIND, to: input.to, subject, html, text };
}
