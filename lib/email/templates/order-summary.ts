import 'server-only';
import { business } from '@/lib/business';
import { cartItemDetails } from '@/lib/cart/cart';
import { formatCOP } from '@/lib/domain/money';
import type { EmailLocale } from '@/lib/email/layout';

/**
 * What every e-mail about an existing order shows the customer: whom it greets, the lines and
 * the total (the same table as the order-received e-mail), and how to reach the business.
 */
export type EmailOrderLine = {
  productName: string;
  variantDescription: string;
  unitOfMeasure: string | null;
  quantity: number;
  lineTotal: number;
};

export type CustomerOrderEmailInput = {
  to: string;
  locale: EmailLocale;
  customerName: string | null;
  order: { id: number; total: number; items: EmailOrderLine[] };
};

const copy = {
  es: {
    greeting: (name: string | null) => (name ? `Hola, ${name}:` : 'Hola:'),
    total: 'Total',
    help: `¿Tienes preguntas? Escríbenos al ${business.phone} o a ${business.email}.`,
  },
  en: {
    greeting: (name: string | null) => (name ? `Hi ${name},` : 'Hi,'),
    total: 'Total',
    help: `Any questions? Write to us at ${business.phone} or ${business.email}.`,
  },
} satisfies Record<EmailLocale, unknown>;

export const greeting = (locale: EmailLocale, name: string | null) => copy[locale].greeting(name);
export const helpLine = (locale: EmailLocale) => copy[locale].help;

/** `2 × Vaso Plástico 7 oz - Blanco / 7 oz (Unidad)` → `$ 300`, then the total. */
export function orderLineRows(locale: EmailLocale, order: CustomerOrderEmailInput['order']): [string, string][] {
  return [
    ...order.items.map((item): [string, string] => {
      const details = cartItemDetails(item);
      return [`${item.quantity} × ${item.productName}${details ? ` - ${details}` : ''}`, formatCOP(item.lineTotal)];
    }),
    [copy[locale].total, formatCOP(order.total)],
  ];
}
