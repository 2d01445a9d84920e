import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { formatCOP } from '@/lib/domain/money';
import { renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { customerWho, staffCopy, staffOrderLink, staffOrderRows } from './staff-summary';
import { type CustomerOrderEmailInput, orderEmail } from './order-summary';

export const ORDER_CANCELLED_EMAIL_KIND = 'order_cancelled';
export const ORDER_CANCELLED_STAFF_EMAIL_KIND = 'order_cancelled_staff';

/** To the customer, in their language, when she cancels her unpaid order from 'Mis Pedidos'. */
export function orderCancelledEmail(input: CustomerOrderEmailInput): OutboxEmail {
  const t = emailCopy(input.locale, 'orderCancelled');
  const id = input.order.id;
  return orderEmail(ORDER_CANCELLED_EMAIL_KIND, input, {
    subject: t('subject', { id }),
    paragraphs: [t('intro', { id }), t('again')],
    cta: { label: t('cta'), path: '/tienda' },
  });
}

/** To staff, in Spanish (the back office's language): the customer cancelled an unpaid order. */
export function orderCancelledStaffEmail(input: {
  to: string;
  order: { id: number; total: number };
  customer: { email: string | null; name: string | null };
}): OutboxEmail {
  const { order, customer } = input;
  const who = customerWho(customer);
  const t = emailCopy('es', 'orderCancelled');
  const subject = t('staffSubject', { id: order.id });
  const { html, text } = renderEmail({
    locale: 'es',
    title: subject,
    preheader: t('staffPreheader', { who }),
    paragraphs: [t('staffIntro', { who, id: order.id }), t('staffNext')],
    table: { rows: [...staffOrderRows(order, customer), [staffCopy('total'), formatCOP(order.total)]] },
    cta: staffOrderLink(order.id),
  });
  return { kind: ORDER_CANCELLED_STAFF_EMAIL_KIND, to: input.to, subject, html, text };
}
