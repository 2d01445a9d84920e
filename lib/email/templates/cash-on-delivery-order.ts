import 'server-only';
import { formatCOP } from '@/lib/domain/money';
import { renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { emailCopy } from '@/lib/email/copy';
import { customerWho, type StaffEmailCustomer, staffOrderLink, staffOrderRows } from './staff-summary';

export const CASH_ON_DELIVERY_ORDER_STAFF_EMAIL_KIND = 'cash_on_delivery_order_staff';

export type CashOnDeliveryOrderEmailInput = {
  to: string;
  order: { id: number; total: number; deliveryRuleName: string | null };
  customer: StaffEmailCustomer;
};

/**
 * To staff, in Spanish (the back office's language): a cash-on-delivery order was placed. Any
 * other order reaches staff with its proof (proof_received); this one has no proof, so staff
 * hear of it when it is placed: it is to be prepared and shipped, and the driver collects the total.
 */
export function cashOnDeliveryOrderEmail(input: CashOnDeliveryOrderEmailInput): OutboxEmail {
  const { order, customer } = input;
  const t = emailCopy('es', 'cashOnDeliveryOrder');
  const total = formatCOP(order.total);
  const subject = t('subject', { id: order.id });
  const { html, text } = renderEmail({
    locale: 'es',
    title: subject,
    preheader: t('preheader', { total }),
    paragraphs: [t('intro', { who: customerWho(customer), id: order.id }), t('next', { total })],
    table: {
      rows: [...staffOrderRows(order, customer), [t('delivery'), order.deliveryRuleName ?? '—'], [t('collect'), total]],
    },
    cta: staffOrderLink(order.id),
  });
  return { kind: CASH_ON_DELIVERY_ORDER_STAFF_EMAIL_KIND, to: input.to, subject, html, text };
}
