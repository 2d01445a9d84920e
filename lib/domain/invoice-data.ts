/**
 * What an electronic invoice needs, taken from what the store already holds (issue 26 §4,
 * docs/invoicing.md): the order's lines with their IVA, the delivery fee as one more line, and
 * the buyer as ONE unit fixed on the order when the invoice was requested (lib/domain/invoice-buyer.ts;
 * before payment, the unit as it would be fixed now). Pure: the outbox calls it before each
 * attempt, the back office to warn staff before the order is paid. The provider's own body is
 * built from this by its driver.
 */
import type { BillingSnapshot, InvoiceTarget, ProfileFiscalData } from './billing';
import { buyerIdentification, finalConsumerLimit, fixedBuyerOf, type InvoiceBuyer, invoiceBuyerOf } from './invoice-buyer';
import { type DeliveryIvaRule, deliveryIvaParts, splitIva, type IvaClass } from './iva';
import { orderPaymentMeans, type PaymentMeans } from './payment-means';

export { municipalityCodeOf } from './invoice-buyer';

/** What can be missing, in the order staff read it ('Falta para la factura: …'). */
export const INVOICE_GAPS = [
  'name',
  'document_number',
  'document_over_limit',
  'check_digit',
  'email',
  'address',
  'municipality',
  'lines',
] as const;
export type InvoiceGap = (typeof INVOICE_GAPS)[number];

export type InvoiceSource = {
  orderId: number;
  /** The buyer, one unit: as fixed on the order, or (not invoiced yet) as it would be fixed now. */
  buyer: InvoiceBuyer;
  address: { street: string; city: string; state: string; details?: string | null; phone?: string | null };
  items: {
    sku: string | null;
    productName: string;
    variantDescription: string;
    quantity: number;
    unitPrice: number;
    ivaClass: IvaClass;
    ivaRate: number;
  }[];
  /** null while 'por confirmar' (what was paid then did not include it). */
  shippingFee: number | null;
  shippingIvaRate: number;
  /** How the fee was taxed when ordered (lib/domain/iva.ts deliveryIvaParts); 'flat_19' when absent. */
  shippingIvaRule?: DeliveryIvaRule;
  /** true when the order is delivered (a pickup has no delivery line). */
  hasDelivery: boolean;
  cashOnDelivery: boolean;
  /** The means of the payment method the order was paid with (lib/domain/payment-means.ts); null when none. */
  methodMeans?: string | null;
};

/** The profile as read with a left join: every column null when the customer has none. */
export type JoinedProfile = { [K in keyof ProfileFiscalData]: ProfileFiscalData[K] | null } | null;

/** A left-joined profile → the profile, or null when there is none. */
export function profileOf(profile: JoinedProfile): ProfileFiscalData | null {
  if (!profile || profile.fullName === null) return null;
  return {
    fullName: profile.fullName,
    documentType: profile.documentType ?? 'CC',
    documentNumber: profile.documentNumber,
    isBusiness: profile.isBusiness ?? false,
    businessName: profile.businessName,
    businessTaxId: profile.businessTaxId,
    invoiceEmail: profile.invoiceEmail,
  };
}

/** An order row (with its customer's account and profile) and its lines → what invoiceData reads. */
export function invoiceSourceOf(
  row: {
    id: number;
    invoiceTo: InvoiceTarget;
    billing: BillingSnapshot | null;
    shippingAddress: InvoiceSource['address'];
    shippingFee: number | null;
    shippingIvaRate: number;
    shippingIvaRule?: DeliveryIvaRule;
    deliveryOption: string | null;
    cashOnDelivery: boolean;
    methodMeans?: string | null;
    /** Null for a customer staff created without one: the invoice then lacks an e-mail (a gap staff see). */
    email: string | null;
    /** The account's name (customers.name), for a customer without a profile. */
    name: string | null;
    profile: JoinedProfile;
  },
  items: InvoiceSource['items'],
  now: Date = new Date(),
): InvoiceSource {
  const buyer =
    fixedBuyerOf(row.billing) ??
    invoiceBuyerOf(
      { invoiceTo: row.invoiceTo, billing: row.billing, address: row.shippingAddress },
      profileOf(row.profile),
      { email: row.email, name: row.name },
      now,
    );
  return {
    orderId: row.id,
    buyer,
    address: row.shippingAddress,
    items,
    shippingFee: row.shippingFee,
    shippingIvaRate: row.shippingIvaRate,
    shippingIvaRule: row.shippingIvaRule,
    // Orders placed before delivery options existed carry no delivery fee at all.
    hasDelivery: row.deliveryOption !== null && row.deliveryOption !== 'pickup',
    cashOnDelivery: row.cashOnDelivery,
    methodMeans: row.methodMeans ?? null,
  };
}

export type InvoiceLine = {
  code: string;
  name: string;
  quantity: number;
  /** Whole pesos, IVA included (the store's prices are final prices). */
  unitPrice: number;
  ivaRate: number;
  /** Outside IVA (E.T. art. 424): providers flag it apart from a 0 % exempt line. */
  excluded: boolean;
};

export type InvoiceRequest = {
  /** The provider's idempotency key: one invoice per reference code. */
  referenceCode: string;
  orderId: number;
  customer: {
    kind: 'person' | 'company';
    documentType: BillingSnapshot['documentType'];
    documentNumber: string;
    /** A NIT's check digit; null for other documents. */
    checkDigit: number | null;
    name: string;
    email: string;
    phone: string | null;
    address: string;
    /** DANE DIVIPOLA code of the municipality, 5 digits ('54001' Cúcuta). */
    municipalityCode: string;
  };
  lines: InvoiceLine[];
  /** How it was paid: cash on delivery, else the means of the payment method used. */
  paymentMethod: PaymentMeans;
};

export type InvoiceData = { ok: true; request: InvoiceRequest } | { ok: false; missing: InvoiceGap[] };

export const DELIVERY_LINE_CODE = 'ENVIO';
/** A fee split across classes: one line each, named by the class it follows. */
const DELIVERY_PART_NAMES: Record<IvaClass, string> = { iva_19: 'IVA 19 %', iva_5: 'IVA 5 %', exento: 'exento', excluido: 'excluido' };

/** '1001' with the environment's prefix: 'STG-1001'. */
export function invoiceReferenceCode(orderId: number, prefix = ''): string {
  return prefix ? `${prefix}-${orderId}` : String(orderId);
}

export function invoiceData(source: InvoiceSource, referenceCode: string): InvoiceData {
  const missing = new Set<InvoiceGap>();
  const { buyer } = source;
  const lines = invoiceLines(source);
  // The amount before IVA decides whether a buyer without a document may be the final consumer.
  const base = lines.reduce((sum, line) => sum + splitIva(line.unitPrice * line.quantity, line.ivaRate).base, 0);
  const identification = buyerIdentification(buyer, base, finalConsumerLimit(new Date(buyer.fixedAt).getUTCFullYear()));
  if (!identification.ok) for (const gap of identification.missing) missing.add(gap);
  const email = (buyer.email ?? '').trim();
  if (!email) missing.add('email');
  const street = source.address.street.trim();
  if (!street) missing.add('address');
  const municipalityCode = buyer.municipalityCode ?? null;
  if (!municipalityCode) missing.add('municipality');
  if (source.items.length === 0) missing.add('lines');

  if (missing.size > 0 || !identification.ok) return { ok: false, missing: INVOICE_GAPS.filter((gap) => missing.has(gap)) };
  return {
    ok: true,
    request: {
      referenceCode,
      orderId: source.orderId,
      customer: {
        kind: identification.kind,
        documentType: identification.documentType,
        documentNumber: identification.documentNumber,
        checkDigit: identification.checkDigit,
        name: identification.name,
        email,
        phone: source.address.phone ?? null,
        address: source.address.details ? `${street}, ${source.address.details.trim()}` : street,
        municipalityCode: municipalityCode!,
      },
      lines,
      paymentMethod: orderPaymentMeans({ cashOnDelivery: source.cashOnDelivery, methodMeans: source.methodMeans ?? null }),
    },
  };
}

function invoiceLines(source: InvoiceSource): InvoiceLine[] {
  const lines: InvoiceLine[] = source.items.map((item) => ({
    code: item.sku?.trim() || `ITEM-${item.productName.slice(0, 20)}`,
    name: item.variantDescription ? `${item.productName} (${item.variantDescription})` : item.productName,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    ivaRate: item.ivaRate,
    excluded: item.ivaClass === 'excluido',
  }));
  // The delivery fee, split as the order's breakdown splits it (deliveryIvaParts): one line per
  // class it follows ('flat_19': one at 19 %). A free delivery adds no line, nor one still 'por
  // confirmar' when paid: the total collected did not include it.
  if (source.hasDelivery && source.shippingFee) {
    const parts = deliveryIvaParts(
      source.items.map((item) => ({ ivaClass: item.ivaClass, ivaRate: item.ivaRate, total: item.quantity * item.unitPrice })),
      source.shippingFee,
      source.shippingIvaRule ?? 'flat_19',
      source.shippingIvaRate,
    );
    for (const part of parts) {
      lines.push({
        code: parts.length === 1 ? DELIVERY_LINE_CODE : `${DELIVERY_LINE_CODE}-${part.ivaClass.toUpperCase()}`,
        name: parts.length === 1 ? 'Envío' : `Envío (${DELIVERY_PART_NAMES[part.ivaClass]})`,
        quantity: 1,
        unitPrice: part.total,
        ivaRate: part.rate,
        excluded: part.ivaClass === 'excluido',
      });
    }
  }
  return lines;
}

/** Back-off between attempts: 1 min, 2, 4 … capped at 6 h (attempts counts the one that just failed). */
export function invoiceRetryDelaySeconds(attempts: number): number {
  return Math.min(6 * 3600, 60 * 2 ** Math.max(0, Math.min(attempts, 30) - 1));
}
