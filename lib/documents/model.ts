/**
 * The data of the two PDF documents (issue 26 §3, docs/documents.md): a quote (cotización) from
 * the cart and an order's receipt (comprobante de pedido). Pure: the services build it from the
 * database, lib/documents/render.ts lays it out, lib/documents/cache.ts keys its bytes by it.
 * Every amount is whole pesos, IVA included; `iva` is lib/domain/iva.ts's breakdown.
 */
import type { DeliveryOptionKind } from '@/lib/domain/delivery';
import { type DeliveryIvaRule, type IvaBreakdown, type IvaClass, ivaBreakdown } from '@/lib/domain/iva';
import { isShippingStatusShown, type PaymentStatus, type ShippingStatus } from '@/lib/domain/order-status';
import { isPack, piecesFor } from '@/lib/domain/packs';

export type DocumentLocale = 'es' | 'en';

export type DocumentLine = {
  productName: string;
  /** 'Rojo / 12 oz'; empty when the product has one plain variant. */
  variantDescription: string;
  sku: string | null;
  /** The selling unit ('Paquete x50'); catalogue data, Spanish in both languages. */
  unitOfMeasure: string | null;
  unitsPerItem: number;
  quantity: number;
  /** After volume tiers. */
  unitPrice: number;
  lineTotal: number;
  ivaClass: IvaClass;
  ivaRate: number;
};

export type DocumentBillTo = {
  name: string;
  documentType: 'CC' | 'NIT' | 'CE' | 'PPT';
  /** '900123456-8' for a NIT; null when never given. */
  document: string | null;
  /** Null for a customer staff created without an e-mail. */
  email: string | null;
};

/** Where the order goes, as it was placed; the receipt says 'Recoge en tienda' instead for pickup. */
export type DocumentDeliverTo = {
  recipientName: string;
  street: string;
  details: string | null;
  city: string;
  state: string;
  /** Canonical '+573001234567'; absent on orders placed before addresses had one. */
  phone?: string | null;
};

type Common = {
  locale: DocumentLocale;
  /** The day it was made, in Colombia: 'AAAA-MM-DD'. */
  issuedOn: string;
  lines: DocumentLine[];
  subtotal: number;
  /** Whole pesos (0 = free), or null when it is not known yet. */
  deliveryFee: number | null;
  deliveryIvaRate: number;
  /** How the fee is taxed (the order's rule; a quote's is the store's): 'flat_19' when absent. */
  deliveryIvaRule?: DeliveryIvaRule;
  total: number;
};

export type QuoteDocument = Common & {
  kind: 'quote';
  /** 'COT-000123'. */
  number: string;
  /** issuedOn + the store's quote validity (days). */
  validUntil: string;
};

export type ReceiptDocument = Common & {
  kind: 'receipt';
  orderId: number;
  paymentStatus: PaymentStatus;
  shippingStatus: ShippingStatus;
  /** The payment method's name; null when none was chosen (cash on delivery says so apart). */
  paymentMethod: string | null;
  cashOnDelivery: boolean;
  deliveryOption: DeliveryOptionKind | null;
  billTo: DocumentBillTo | null;
  deliverTo: DocumentDeliverTo;
};

export type CommercialDocument = QuoteDocument | ReceiptDocument;

export const QUOTE_PREFIX = 'COT-';

/** 123 → 'COT-000123' (six digits at least; more when the sequence passes them). */
export function formatQuoteNumber(n: number): string {
  return `${QUOTE_PREFIX}${String(n).padStart(6, '0')}`;
}

/** 'AAAA-MM-DD' + n calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The calendar day in Colombia (UTC−5, no daylight saving) of an instant. */
export function colombiaDate(instant: Date): string {
  return new Date(instant.getTime() - 5 * 3600_000).toISOString().slice(0, 10);
}

/** The file name a person keeps: 'cotizacion-COT-000123.pdf', 'pedido-123-comprobante.pdf' (ASCII only). */
export function documentFileName(doc: CommercialDocument): string {
  if (doc.kind === 'quote') return `${doc.locale === 'en' ? 'quote' : 'cotizacion'}-${doc.number}.pdf`;
  return doc.locale === 'en' ? `order-${doc.orderId}-receipt.pdf` : `pedido-${doc.orderId}-comprobante.pdf`;
}

/** The document's IVA: every line and the delivery fee split on their own (lib/domain/iva.ts). */
export function documentIva(doc: Pick<Common, 'lines' | 'deliveryFee' | 'deliveryIvaRate' | 'deliveryIvaRule'>): IvaBreakdown {
  return ivaBreakdown(
    doc.lines.map((l) => ({ ivaClass: l.ivaClass, ivaRate: l.ivaRate, total: l.lineTotal })),
    doc.deliveryFee,
    doc.deliveryIvaRate,
    doc.deliveryIvaRule,
  );
}

/** Pieces in a line, only for packs ('3 paquetes x50' holds 150 pieces); null when sold by the piece. */
export function linePieces(line: Pick<DocumentLine, 'quantity' | 'unitsPerItem'>): number | null {
  return isPack(line.unitsPerItem) ? piecesFor(line.quantity, line.unitsPerItem) : null;
}

/** Whether the receipt shows the shipping status beside the payment's (as the customer's order view does). */
export function receiptStatuses(doc: Pick<ReceiptDocument, 'paymentStatus' | 'shippingStatus'>): {
  payment: PaymentStatus;
  shipping: ShippingStatus | null;
} {
  const shown = isShippingStatusShown(doc.paymentStatus, doc.shippingStatus);
  return { payment: doc.paymentStatus, shipping: shown ? doc.shippingStatus : null };
}
