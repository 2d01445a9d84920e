import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { formatCOP } from '@/lib/domain/money';
import { renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, greeting, helpLine, orderLineRows } from './order-summary';

export const PAYMENT_APPROVED_EMAIL_KIND = 'payment_approved';

/** To the customer, in their language, when staff approve the proof of payment. */
export function paymentApprovedEmail(input: CustomerOrderEmailInput): OutboxEmail {
  const { locale, order } = input;
  const t = emailCopy(locale, 'paymentApproved');
  const total = formatCOP(order.total);
  const subject = t('subject', { id: order.id });
  const { html, text } = renderEmail({
    locale,
    title: subject,
    preheader: t('preheader', { total }),
    paragraphs: [greeting(locale, input.customerName), t('intro', { id: order.id, total }), t('next'), helpLine(locale)],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t('cta'), url: storefrontUrl('/perfil', locale) },
  });
  return { kind: PAYMENT_APPROVED_EMAIL_KIND, to: input.to, subject, html, text };
}
