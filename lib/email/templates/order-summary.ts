import 'server-only';
import { business } from '@/lib/business';
import { cartItemDetails } from '@/lib/cart/cart-text';
import { wholeDigits } from '@/lib/domain/digits';
import { formatCOP } from '@/lib/domain/money';
import { isPack, piecesFor, sellingUnitLabel } from '@/lib/domain/packs';
import type { EmailLocale } from '@/lib/email/layout';

/**
 * What every e-mail about an existing order shows the customer: whom it greets, the lines and
 * the total (the same table as the order-received e-mail), and how to reach the business.
 */
export type EmailOrderLine = {
  productName: string;
  variantDescription: string;
  unitOfMeasure: string | null;
  /** Pieces per selling unit (issue 22); absent or 1 = sold by the piece. */
  unitsPerItem?: number;
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
    pieces: (n: number) => `${wholeDigits(n, '.', 5)} ${n === 1 ? 'unidad' : 'unidades'}`,
    help: `¿Tienes preguntas? Escríbenos al ${business.phone} o a ${business.email}.`,
  },
  en: {
    greeting: (name: string | null) => (name ? `Hi ${name},` : 'Hi,'),
    total: 'Total',
    pieces: (n: number) => `${wholeDigits(n, ',', 4)} ${n === 1 ? 'piece' : 'pieces'}`,
    help: `Any questions? Write to us at ${business.phone} or ${business.email}.`,
  },
} satisfies Record<EmailLocale, unknown>;

export const greeting = (locale: EmailLocale, name: string | null) => copy[locale].greeting(name);
export const helpLine = (locale: EmailLocale) => copy[locale].help;

/**
 * `2 × Vaso Plástico 7 oz - Blanco / 7 oz (Unidad)`; a pack line counts in its unit and says the
 * pieces: `10 paquetes × Vaso - 7 oz (Paquete x50) = 500 unidades` (issue 22).
 */
export function emailLineLabel(locale: EmailLocale, item: EmailOrderLine): string {
  const details = cartItemDetails(item);
  const name = `${item.productName}${details ? ` - ${details}` : ''}`;
  if (!isPack(item.unitsPerItem)) return `${item.quantity} × ${name}`;
  const unit = sellingUnitLabel(item.unitOfMeasure ?? 'Paquete', item.quantity);
  return `${item.quantity} ${unit} × ${name} = ${copy[locale].pieces(piecesFor(item.quantity, item.unitsPerItem))}`;
}

/** `2 × Vaso Plástico 7 oz - Blanco / 7 oz (Unidad)` → `$ 300`, then the total. */
export function orderLineRows(locale: EmailLocale, order: CustomerOrderEmailInput['order']): [string, string][] {
  return [
    ...order.items.map((item): [string, string] => [emailLineLabel(locale, item), formatCOP(item.lineTotal)]),
    [copy[locale].total, formatCOP(order.total)],
  ];
}
