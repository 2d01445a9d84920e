import 'server-only';
import { formatCOP } from '@/lib/domain/money';
import { renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { backOfficeUrl } from './links';

export const PROOF_RECEIVED_EMAIL_KIND = 'proof_received';

export type ProofReceivedEmailInput = {
  to: string;
  order: { id: number; total: number };
  customer: { email: string | null; name: string | null };
  paymentMethodName: string;
};

/**
 * To staff, in Spanish (the back office's language): a proof is waiting for approval. The proof is
 * private, so the e-mail links to the order in the back office (after login), never to the image.
 */
export function proofReceivedEmail(input: ProofReceivedEmailInput): OutboxEmail {
  const { order, customer } = input;
  const who = customer.name ? `${customer.name}${customer.email ? ` (${customer.email})` : ''}` : (customer.email ?? '');
  const { html, text } = renderEmail({
    locale: 'es',
    title: `Comprobante recibido: pedido #${order.id}`,
    preheader: `${formatCOP(order.total)} por ${input.paymentMethodName}`,
    paragraphs: [
      `${who} subió el comprobante de pago del pedido #${order.id}.`,
      'Revísalo y aprueba o rechaza el pago desde el panel de pedidos.',
    ],
    table: {
      rows: [
        ['Pedido', `#${order.id}`],
        ['Cliente', customer.name ?? '—'],
        ['Correo', customer.email ?? '—'],
        ['Total', formatCOP(order.total)],
        ['Método de pago', input.paymentMethodName],
      ],
    },
    cta: { label: 'Revisar el comprobante', url: backOfficeUrl(`/orders/${order.id}`) },
  });
  return { kind: PROOF_RECEIVED_EMAIL_KIND, to: input.to, subject: `Comprobante de pago del pedido #${order.id}`, html, text };
}
