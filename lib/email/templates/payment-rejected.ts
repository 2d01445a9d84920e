import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import type { OutboxEmail } from '@/lib/email/outbox';
import { type CustomerOrderEmailInput, orderEmail } from './order-summary';

export const PAYMENT_REJECTED_EMAIL_KIND = 'payment_rejected';

/**
 * To the customer, in their language, when staff reject the proof (or cancel a cash-on-delivery
 * order refused at the door); the reason is staff's own words.
 */
export function paymentRejectedEmail(input: CustomerOrderEmailInput & { reason: string | null; cashOnDelivery?: boolean }): OutboxEmail {
  const t = emailCopy(input.locale, 'paymentRejected');
  const { id } = input.order;
  const cod = input.cashOnDelivery === true;
  const intro = t(cod ? 'codIntro' : 'intro', { id });
  const reason = input.reason ? emailCopy(input.locale, 'common')('reason', { reason: input.reason }) : null;
  return orderEmail(PAYMENT_REJECTED_EMAIL_KIND, input, {
    subject: t(cod ? 'codSubject' : 'subject', { id }),
    preheader: reason ?? intro,
    paragraphs: [intro, reason, t(cod ? 'codNext' : 'next')],
    cta: { label: t('cta'), path: '/tienda' },
  });
}
