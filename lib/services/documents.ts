import 'server-only';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { firstRow, getDb } from '@/db';
import { type AddressSnapshot, orderItems, orders, variants } from '@/db/schema';
import { variantDescription } from '@/lib/cart/cart';
import { getStoreSettings } from '@/lib/data/store-settings';
import { formatBillingDocument } from '@/lib/domain/billing';
import type { DeliveryLine } from '@/lib/domain/delivery';
import { MAX_INT4 } from '@/lib/domain/id';
import { DELIVERY_IVA_CLASS, IVA_RATES } from '@/lib/domain/iva';
import { priceLine } from '@/lib/domain/pricing';
import { cachedDocument, contentKey } from '@/lib/documents/cache';
import {
  addDays,
  colombiaDate,
  type DocumentDeliverTo,
  type DocumentLine,
  type DocumentLocale,
  documentFileName,
  formatQuoteNumber,
  type QuoteDocument,
  type ReceiptDocument,
} from '@/lib/documents/model';
import { renderDocument } from '@/lib/documents/render';
import { getEnv } from '@/lib/env';
import { apiError, notFound } from '@/lib/errors';
import { enforceRateLimits } from '@/lib/rate-limit';
import type { QuoteInput } from '@/lib/validation/quote';
import { mergeOrderLines } from '@/lib/domain/order-lines';
import { quoteForAddress } from './delivery';
import { ORDER_NOT_FOUND } from './orders';

/**
 * The PDF documents (issue 26 §3, docs/documents.md): a quote from the cart, for anyone, and an
 * order's receipt, for its customer and staff. One layout (lib/documents/render.ts); each
 * rendered once per content (lib/documents/cache.ts).
 */
export type RenderedDocument = { fileName: string; bytes: Buffer; cached: boolean };

export const QUOTE_RATE_LIMITS = (ip: string) => [
  { key: `quote-ip-10m:${ip}`, limit: 30, windowSeconds: 600 },
  { key: `quote-ip-day:${ip}`, limit: 300, windowSeconds: 86_400 },
];

const businessNit = () => getEnv().BUSINESS_NIT;

/**
 * POST /api/quotes: prices the lines on the server (tiers as the cart and the order), adds the
 * delivery fee when the municipality is known and has a rule, and numbers the quote. The per-IP
 * limit is counted before the body is read. A quote holds nothing personal: products, prices,
 * the business and at most a municipality's fee (the municipality itself is not printed).
 * The same lines on the same day in the same language answer the same quote (number included)
 * from the cache, without a new number.
 */
export async function createQuote(
  ip: string,
  locale: DocumentLocale,
  readInput: () => Promise<QuoteInput>,
  now = new Date(),
): Promise<RenderedDocument> {
  const db = await getDb();
  await enforceRateLimits(db, QUOTE_RATE_LIMITS(ip), 'quotes');
  const input = await readInput();

  const merged = mergeOrderLines(input.lines.map((l) => ({ ...l, unitPrice: 0 })));
  const rows = await db.query.variants.findMany({
    where: and(
      inArray(
        variants.id,
        merged.map((l) => l.variantId),
      ),
      isNull(variants.archivedAt),
    ),
    columns: { id: true, sku: true, price: true, salePrice: true, unitOfMeasure: true, unitsPerItem: true, weightGrams: true },
    with: {
      product: { columns: { name: true, archivedAt: true, ivaClass: true } },
      volumeDiscounts: { columns: { minQuantity: true, price: true } },
      variantValues: {
        columns: {},
        with: { attributeValue: { columns: { id: true, value: true }, with: { attribute: { columns: { id: true, name: true } } } } },
      },
    },
  });
  // An archived product is no longer on sale (issue 24 §5): as if it did not exist.
  const byId = new Map(rows.filter((r) => r.product.archivedAt === null).map((r) => [r.id, r]));
  const lines: DocumentLine[] = [];
  const weighed: DeliveryLine[] = [];
  for (const [i, line] of merged.entries()) {
    const variant = byId.get(line.variantId);
    if (!variant) {
      throw apiError({ code: 'bad_request', key: 'orders.productUnavailable', fields: [`lines.${i}.variantId`] });
    }
    const priced = priceLine(variant, line.quantity);
    lines.push({
      productName: variant.product.name,
      variantDescription: variantDescription(variant),
      sku: variant.sku,
      unitOfMeasure: variant.unitOfMeasure,
      unitsPerItem: variant.unitsPerItem,
      quantity: line.quantity,
      unitPrice: priced.unitPrice,
      lineTotal: priced.lineTotal,
      ivaClass: variant.product.ivaClass,
      ivaRate: IVA_RATES[variant.product.ivaClass],
    });
    weighed.push({ quantity: line.quantity, weightGrams: variant.weightGrams });
  }
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  if (subtotal > MAX_INT4) throw apiError({ code: 'order_too_large', key: 'documents.tooLarge' });

  let deliveryFee: number | null = null;
  if (input.destination) {
    const quote = await quoteForAddress(db, input.destination, subtotal, weighed, now);
    deliveryFee = quote.options.find((o) => o.option === quote.defaultOption)?.fee ?? null;
  }
  const { quoteValidityDays, deliveryIvaRule } = await getStoreSettings();
  const issuedOn = colombiaDate(now);
  const content: Omit<QuoteDocument, 'number'> = {
    kind: 'quote',
    locale,
    issuedOn,
    validUntil: addDays(issuedOn, quoteValidityDays),
    lines,
    subtotal,
    deliveryFee,
    deliveryIvaRate: IVA_RATES[DELIVERY_IVA_CLASS],
    deliveryIvaRule,
    total: subtotal + (deliveryFee ?? 0),
  };
  const entry = await cachedDocument(contentKey('quote', content), async () => {
    const next = firstRow<{ n: string | number }>(await db.execute(sql`select nextval('quote_number_seq') as n`));
    const doc: QuoteDocument = { ...content, number: formatQuoteNumber(Number(next.n)) };
    return { bytes: await renderDocument(doc, businessNit()), meta: documentFileName(doc) };
  });
  return { fileName: entry.meta, bytes: entry.bytes, cached: entry.cached };
}

/** GET /api/orders/{id}/receipt: the customer's own order only (another's is a 404, as if it did not exist). */
export function receiptForCustomer(customerId: number, orderId: number): Promise<RenderedDocument> {
  return renderReceipt(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
}

/** GET /api/admin/orders/{id}/receipt: any order, for staff. */
export function receiptForStaff(orderId: number): Promise<RenderedDocument> {
  return renderReceipt(eq(orders.id, orderId));
}

/** The order as its receipt shows it, in the customer's language (orders.locale). */
async function renderReceipt(where: SQL | undefined): Promise<RenderedDocument> {
  const db = await getDb();
  const order = await db.query.orders.findFirst({
    where,
    columns: {
      id: true,
      createdAt: true,
      locale: true,
      subtotal: true,
      total: true,
      paymentStatus: true,
      shippingStatus: true,
      cashOnDelivery: true,
      deliveryOption: true,
      shippingFee: true,
      shippingIvaRate: true,
      shippingIvaRule: true,
      billing: true,
      shippingAddress: true,
    },
    with: {
      items: { orderBy: [asc(orderItems.id)] },
      paymentMethod: { columns: { name: true } },
    },
  });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const doc: ReceiptDocument = {
    kind: 'receipt',
    locale: order.locale === 'en' ? 'en' : 'es',
    orderId: order.id,
    issuedOn: colombiaDate(order.createdAt),
    paymentStatus: order.paymentStatus,
    shippingStatus: order.shippingStatus,
    paymentMethod: order.paymentMethod?.name ?? null,
    cashOnDelivery: order.cashOnDelivery,
    deliveryOption: order.deliveryOption,
    billTo: order.billing
      ? {
          name: order.billing.name,
          documentType: order.billing.documentType,
          document: formatBillingDocument(order.billing),
          email: order.billing.email,
        }
      : null,
    deliverTo: deliverToOf(order.shippingAddress),
    lines: order.items.map((item) => ({
      productName: item.productName,
      variantDescription: item.variantDescription,
      sku: item.sku,
      unitOfMeasure: item.unitOfMeasure,
      unitsPerItem: item.unitsPerItem,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      lineTotal: item.lineTotal,
      ivaClass: item.ivaClass,
      ivaRate: item.ivaRate,
    })),
    subtotal: order.subtotal,
    deliveryFee: order.shippingFee,
    deliveryIvaRate: order.shippingIvaRate,
    deliveryIvaRule: order.shippingIvaRule,
    total: order.total,
  };
  const entry = await cachedDocument(contentKey('receipt', doc), async () => ({
    bytes: await renderDocument(doc, businessNit()),
    meta: documentFileName(doc),
  }));
  return { fileName: entry.meta, bytes: entry.bytes, cached: entry.cached };
}

const deliverToOf = (a: AddressSnapshot): DocumentDeliverTo => ({
  recipientName: a.recipientName,
  street: a.street,
  details: a.details,
  city: a.city,
  state: a.state,
  phone: a.phone ?? null,
});
