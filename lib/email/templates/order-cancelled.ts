import 'server-only';
import { formatCOP } from '@/lib/domain/money';
import { type EmailLocale, renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { backOfficeUrl, storefrontUrl } from './links';
import { type CustomerOrderEmailInput, greeting, helpLine, orderLineRows } from './order-summary';

export const ORDER_CANCELLED_EMAIL_KIND = 'order_cancelled';
export const ORDER_CANCELLED_STAFF_EMAIL_KIND = 'order_cancelled_staff';

const copy = {
  es: {
    subject: (id: number) => `Cancelaste tu pedido #${id}`,
    intro: (id: number) => `Cancelaste tu pedido #${id} antes de pagarlo. No tienes que hacer nada más: no se cobró nada.`,
    again: 'Si todavía necesitas los productos, haz un pedido nuevo cuando quieras.',
    cta: 'Ir a la tienda',
  },
  en: {
    subject: (id: number) => `You cancelled your order #${id}`,
    intro: (id: number) => `You cancelled your order #${id} before paying for it. There is nothing else to do: nothing was charged.`,
    again: 'If you still need the products, place a new order whenever you like.',
    cta: 'Go to the store',
  },
} satisfies Record<EmailLocale, unknown>;

/** To the customer, in their language, when she cancels her unpaid order from 'Mis Pedidos'. */
export function orderCancelledEmail(input: CustomerOrderEmailInput): OutboxEmail {
  const { locale, order } = input;
  const t = copy[locale];
  const { html, text } = renderEmail({
    locale,
    title: t.subject(order.id),
    preheader: t.intro(order.id),
    paragraphs: [greeting(locale, input.customerName), t.intro(order.id), t.again, helpLine(locale)],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t.cta, url: storefrontUrl('/tienda', locale) },
  });
  return { kind: ORDER_CANCELLED_EMAIL_KIND, to: input.to, subject: t.subject(order.id), html, text };
}

/** To staff, in Spanish (the back office's language): the customer cancelled an unpaid order. */
export function orderCancelledStaffEmail(input: {
  to: string;
  order: { id: number; total: number };
  customer: { email: string | null; name: string | null };
}): OutboxEmail {
  const { order, customer } = input;
  const who = customer.name ? `${customer.name}${customer.email ? ` (${customer.email})` : ''}` : (customer.email ?? '');
  const { html, text } = renderEmail({
    locale: 'es',
    title: `Pedido #${order.id} cancelado por el cliente`,
    preheader: `${who} canceló el pedido antes de pagarlo`,
    paragraphs: [
      `${who} canceló el pedido #${order.id} antes de pagarlo.`,
      'Las unidades que reservaba volvieron al inventario. No hay que hacer nada más.',
    ],
    table: {
      rows: [
        ['Pedido', `#${order.id}`],
        ['Cliente', customer.name ?? '—'],
        ['Correo', customer.email ?? '—'],
        ['Total', formatCOP(order.total)],
      ],
    },
    cta: { label: 'Ver el pedido', url: backOfficeUrl(`/orders/${order.id}`) },
  });
  return { kind: ORDER_CANCELLED_STAFF_EMAIL_KIND, to: input.to, subject: `Pedido #${order.id} cancelado por el cliente`, html, text };
}
