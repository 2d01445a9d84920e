import 'server-only';
import { formatCOP } from '@/lib/domain/money';
import { renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { backOfficeUrl } from './links';

export const CASH_ON_DELIVERY_ORDER_STAFF_EMAIL_KIND = 'cash_on_delivery_order_staff';

export type CashOnDeliveryOrderEmailInput = {
  to: string;
  order: { id: number; total: number; deliveryRuleName: string | null };
  customer: { email: string | null; name: string | null };
};

/**
 * To staff, in Spanish (the back office's language): a cash-on-delivery order was placed. Any
 * other order reaches staff with its proof (proof_received); this one has no proof, so staff
 * hear of it when it is placed: it is to be prepared and shipped, and the driver collects the total.
 */
export function cashOnDeliveryOrderEmail(input: CashOnDeliveryOrderEmailInput): OutboxEmail {
  const { order, customer } = input;
  const who = customer.name ? `${customer.name}${customer.email ? ` (${customer.email})` : ''}` : (customer.email ?? '');
  const subject = `Pedido contra entrega #${order.id}: por preparar y enviar`;
  const { html, text } = renderEmail({
    locale: 'es',
    title: subject,
    preheader: `Cobrar ${formatCOP(order.total)} en efectivo`,
    paragraphs: [
      `${who} hizo el pedido #${order.id} con pago contra entrega.`,
      `No hay comprobante que revisar: prepáralo y envíalo desde Pendientes de Envío. El domiciliario cobra ${formatCOP(order.total)} en efectivo.`,
    ],
    table: {
      rows: [
        ['Pedido', `#${order.id}`],
        ['Cliente', customer.name ?? '—'],
        ['Correo', customer.email ?? '—'],
        ['Entrega', order.deliveryRuleName ?? '—'],
        ['Cobrar en efectivo', formatCOP(order.total)],
      ],
    },
    cta: { label: 'Ver el pedido', url: backOfficeUrl(`/orders/${order.id}`) },
  });
  return { kind: CASH_ON_DELIVERY_ORDER_STAFF_EMAIL_KIND, to: input.to, subject, html, text };
}
