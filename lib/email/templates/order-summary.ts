import 'server-only';
import { business } from '@/lib/business';
import { cartItemDetails } from '@/lib/cart/cart-text';
import type { DeliveryOptionKind } from '@/lib/domain/delivery';
import { type DeliveryIvaRule, IVA_RATES, type IvaClass, ivaBreakdown } from '@/lib/domain/iva';
import { formatCOP } from '@/lib/domain/money';
import { isPack, piecesFor } from '@/lib/domain/packs';
import { piecesLabel, soldByPiece, unitCountLabel } from '@/lib/domain/units';
import { type EmailLocale, renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { emailCopy } from '@/lib/email/copy';
import { storefrontUrl } from './links';

/**
 * What every e-mail about an existing order shows the customer: whom it greets, the lines and
 * the total (the same table as the order-received e-mail), and how to reach the business.
 */
export type EmailOrderLine = {
  productName: string;
  variantDescription: string;
  unitOfMeasure: string | null;
  /** Pieces per selling unit; absent or 1 = sold by the piece. */
  unitsPerItem?: number;
  quantity: number;
  lineTotal: number;
  /** The line's IVA as ordered; absent on callers that predate it (then no IVA rows). */
  ivaClass?: IvaClass;
  ivaRate?: number;
};

export type CustomerOrderEmailInput = {
  to: string;
  locale: EmailLocale;
  customerName: string | null;
  order: {
    id: number;
    total: number;
    items: EmailOrderLine[];
    /** The goods and the delivery line, shown before the total; absent on orders without them. */
    subtotal?: number;
    delivery?: EmailDelivery | null;
  };
};

/** How the order is delivered and its fee (null while 'por confirmar'). */
export type EmailDelivery = { option: DeliveryOptionKind; fee: number | null; ivaRate?: number; ivaRule?: DeliveryIvaRule };

export const greeting = (locale: EmailLocale, name: string | null) => {
  const t = emailCopy(locale, 'common');
  return name ? t('greeting', { name }) : t('greetingAnonymous');
};
/**
 * The closing line of every order e-mail: where the order's receipt (PDF) is, then
 * how to reach the business. An e-mail carries no session, so it links to the profile's orders
 * (sign-in first), where each order has 'Comprobante (PDF)' (docs/documents.md).
 */
export const helpLine = (locale: EmailLocale) =>
  `${receiptLine(locale)} ${emailCopy(locale, 'common')('help', { phone: business.phone, email: business.email })}`;

export function receiptLine(locale: EmailLocale): string {
  return emailCopy(locale, 'common')('receipt', { url: storefrontUrl('/perfil?tab=pedidos', locale) });
}

/** The delivery line's value: its fee, 'Gratis' or 'Por confirmar'. */
export function deliveryFeeText(locale: EmailLocale, fee: number | null): string {
  const t = emailCopy(locale, 'common');
  return fee === null ? t('toConfirm') : fee === 0 ? t('free') : formatCOP(fee);
}

/** Subtotal and the delivery line ('Domicilio: $ 5.000', 'Recoger en tienda: Gratis', 'Envío: Por confirmar'), when the order has them. */
export function deliveryRows(
  locale: EmailLocale,
  order: Pick<CustomerOrderEmailInput['order'], 'subtotal' | 'delivery'>,
): [string, string][] {
  if (!order.delivery || order.subtotal === undefined) return [];
  const t = emailCopy(locale, 'common');
  return [
    [t('subtotal'), formatCOP(order.subtotal)],
    [t(`delivery_${order.delivery.option}`), deliveryFeeText(locale, order.delivery.fee)],
  ];
}

/**
 * `2 × Vaso Plástico 7 oz - Blanco / 7 oz (Unidad)`; a line sold by another unit counts in it
 * (`2 cajas × …`), and a pack says its pieces: `10 paquetes × Vaso - 7 oz (Paquete x50) = 500
 * unidades` (lib/domain/units.ts).
 */
export function emailLineLabel(locale: EmailLocale, item: EmailOrderLine): string {
  const details = cartItemDetails(item);
  const name = `${item.productName}${details ? ` - ${details}` : ''}`;
  if (soldByPiece(item)) return `${item.quantity} × ${name}`;
  const pieces = isPack(item.unitsPerItem) ? ` = ${piecesLabel(piecesFor(item.quantity, item.unitsPerItem), locale)}` : '';
  return `${unitCountLabel(item.quantity, item, locale)} × ${name}${pieces}`;
}

/**
 * After the total, the IVA the prices include, per class of the goods ('IVA 19 % (base
 * $ 84.034)' → '$ 15.966'), the delivery fee's and in total; base + IVA = total on every row (lib/domain/iva.ts); the total only when there is more than one row. None
 * when the lines do not carry their IVA (callers that predate it).
 */
export function ivaRows(locale: EmailLocale, order: Pick<CustomerOrderEmailInput['order'], 'items' | 'delivery'>): [string, string][] {
  if (order.items.some((item) => item.ivaClass === undefined)) return [];
  const t = emailCopy(locale, 'common');
  const iva = ivaBreakdown(
    order.items.map((item) => ({ ivaClass: item.ivaClass!, ivaRate: item.ivaRate ?? IVA_RATES[item.ivaClass!], total: item.lineTotal })),
    order.delivery?.fee ?? null,
    order.delivery?.ivaRate,
    order.delivery?.ivaRule,
  );
  const parts: [string, string][] = [
    ...iva.byRate.map((row): [string, string] => [
      t('ivaRow', { label: t(`iva_${row.ivaClass}`), base: formatCOP(row.base) }),
      formatCOP(row.iva),
    ]),
    // The fee's share per class it follows (one row at 19 % under 'flat_19').
    ...(iva.delivery?.parts ?? []).map((part): [string, string] => [
      t('ivaDelivery', { rate: part.rate, base: formatCOP(part.base) }),
      formatCOP(part.iva),
    ]),
  ];
  // One rate and no delivery IVA: that row is already the total, so it is not printed twice.
  return parts.length === 1 ? parts : [...parts, [t('ivaTotal', { base: formatCOP(iva.base) }), formatCOP(iva.iva)]];
}

/** Each line (packs in their unit, with the pieces) → its amount, then subtotal, delivery and the total. */
export function orderLineRows(locale: EmailLocale, order: CustomerOrderEmailInput['order']): [string, string][] {
  return [
    ...order.items.map((item): [string, string] => [emailLineLabel(locale, item), formatCOP(item.lineTotal)]),
    ...deliveryRows(locale, order),
    [emailCopy(locale, 'common')('total'), formatCOP(order.total)],
    ...ivaRows(locale, order),
  ];
}

/** What one e-mail about an order says of its own; the rest is the same in all of them. */
export type OrderEmailBody = {
  subject: string;
  /** The inbox's preview line; the first paragraph when not given. */
  preheader?: string;
  /** The e-mail's own paragraphs, between the greeting and the receipt and help line; empty ones are left out. */
  paragraphs: (string | null | false)[];
  /** Rows above the order's lines (a shipment's carrier and tracking number). */
  rowsBefore?: [string, string][];
  /** The button: a storefront path (in the customer's language) or a whole URL. */
  cta: { label: string; path: string } | { label: string; url: string };
};

/**
 * An e-mail to the customer about an existing order: greeting, its own paragraphs, where the
 * receipt is and how to reach the business, the order's table, one button.
 */
export function orderEmail(kind: string, input: CustomerOrderEmailInput, body: OrderEmailBody): OutboxEmail {
  const { locale, order } = input;
  const paragraphs = body.paragraphs.filter((p): p is string => typeof p === 'string' && p.length > 0);
  const { html, text } = renderEmail({
    locale,
    title: body.subject,
    preheader: body.preheader ?? paragraphs[0],
    paragraphs: [greeting(locale, input.customerName), ...paragraphs, helpLine(locale)],
    table: { rows: [...(body.rowsBefore ?? []), ...orderLineRows(locale, order)] },
    cta: { label: body.cta.label, url: 'url' in body.cta ? body.cta.url : storefrontUrl(body.cta.path, locale) },
  });
  return { kind, to: input.to, subject: body.subject, html, text };
}
