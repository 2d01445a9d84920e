import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, greeting, helpLine, orderLineRows } from './order-summary';

export const PAYMENT_REJECTED_EMAIL_KIND = 'payment_rejected';

/**
 * To the customer, in their language, when staff reject the proof (or cancel a cash-on-delivery
 * order refused at the door); the reason is staff's own words.
 */
export function paymentRejectedEmail(input: CustomerOrderEmailInput & { reason: string | null; cashOnDelivery?: boolean }): OutboxEmail {
  const { locale, order } = input;
  const t = emailCopy(locale, 'paymentRejected');
  const cod = input.cashOnDelivery === true;
  const subject = t(cod ? 'codSubject' : 'subject', { id: order.id });
  const intro = t(cod ? 'codIntro' : 'intro', { id: order.id });
  const reason = input.reason ? emailCopy(locale, 'common')('reason', { reason: input.reason }) : null;
  const { html, text } = renderEmail({
    locale,
    title: subject,
    preheader: reason ?? intro,
    paragraphs: [greeting(locale, input.customerName), intro, ...(reason ? [reason] : []), t(cod ? 'codNext' : 'next'), helpLine(locale)],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t('cta'), url: storefrontUrl('/tienda', locale) },
  });
  return { kind: PAYMENT_REJECTED_EMAIL_KIND, to: input.to, subject, html, text };
}
