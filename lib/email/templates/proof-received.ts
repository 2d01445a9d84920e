import 'server-only';
import { formatCOP } from '@/lib/domain/money';
import { renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { emailCopy } from '@/lib/email/copy';
import { customerWho, type StaffEmailCustomer, staffCopy, staffOrderLink, staffOrderRows } from './staff-summary';

export const PROOF_RECEIVED_EMAIL_KIND = 'proof_received';

export type ProofReceivedEmailInput = {
  to: string;
  order: { id: number; total: number };
  customer: StaffEmailCustomer;
  paymentMethodName: string;
};

/**
 * To staff, in Spanish (the back office's language): a proof is waiting for approval. The proof is
 * private, so the e-mail links to the order in the back office (after login), never to the image.
 */
export function proofReceivedEmail(input: ProofReceivedEmailInput): OutboxEmail {
  const { order, customer } = input;
  const t = emailCopy('es', 'proofReceived');
  const total = formatCOP(order.total);
  const { html, text } = renderEmail({
    locale: 'es',
    title: t('title', { id: order.id }),
    preheader: t('preheader', { total, method: input.paymentMethodName }),
    paragraphs: [t('intro', { who: customerWho(customer), id: order.id }), t('next')],
    table: {
      rows: [...staffOrderRows(order, customer), [staffCopy('total'), total], [t('method'), input.paymentMethodName]],
    },
    cta: { ...staffOrderLink(order.id), label: t('cta') },
  });
  return { kind: PROOF_RECEIVED_EMAIL_KIND, to: input.to, subject: t('subject', { id: order.id }), html, text };
}
