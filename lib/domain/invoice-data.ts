/**
 * What an electronic invoice needs, taken from what the store already holds (issue 26 §4,
 * docs/invoicing.md): the order's lines with their IVA, the delivery fee as one more line, and
 * the buyer from the order's billing snapshot (completed by the profile where the snapshot has
 * a gap). Pure: the outbox calls it before each attempt, the back office to warn staff before
 * the order is paid. The provider's own body is built from this by its driver.
 */
import type { BillingSnapshot } from './billing';
import divipola from './colombia-divipola-codes.json';
import { buildLocationIndex, type DivipolaDepartment, type LocationIndex, resolveDestination } from './delivery-locations';
import type { IvaClass } from './iva';
import { nitCheckDigit, parseNit } from './nit';
import { orderPaymentMeans, type PaymentMeans } from './payment-means';

/** What can be missing, in the order staff read it ('Falta para la factura: …'). */
export const INVOICE_GAPS = ['name', 'document_number', 'check_digit', 'email', 'address', 'municipality', 'lines'] as const;
export type InvoiceGap = (typeof INVOICE_GAPS)[number];

/** Spanish names of the gaps, for the provider-facing failure message and the admin warning. */
export const INVOICE_GAP_LABELS: Record<InvoiceGap, string> = {
  name: 'nombre o razón social',
  document_number: 'número de documento',
  check_digit: 'dígito de verificación del NIT',
  email: 'correo electrónico',
  address: 'dirección',
  municipality: 'municipio (código DANE)',
  lines: 'productos',
};

export type InvoiceSource = {
  orderId: number;
  billing: BillingSnapshot | null;
  /** The customer's profile today: fills what an old or incomplete snapshot lacks. */
  profile: { fullName: string | null; documentType: BillingSnapshot['documentType'] | null; documentNumber: string | null } | null;
  accountEmail: string;
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
  /** true when the order is delivered (a pickup has no delivery line). */
  hasDelivery: boolean;
  cashOnDelivery: boolean;
  /** The means of the payment method the order was paid with (lib/domain/payment-means.ts); null when none. */
  methodMeans?: string | null;
};

/** An order row (with its customer's e-mail and profile) and its lines → what invoiceData reads. */
export function invoiceSourceOf(
  row: {
    id: number;
    billing: InvoiceSource['billing'];
    shippingAddress: InvoiceSource['address'];
    shippingFee: number | null;
    shippingIvaRate: number;
    deliveryOption: string | null;
    cashOnDelivery: boolean;
    methodMeans?: string | null;
    /** Null for a customer staff created without one: the invoice then lacks an e-mail (a gap staff see). */
    email: string | null;
    fullName: string | null;
    documentType: BillingSnapshot['documentType'] | null;
    documentNumber: string | null;
  },
  items: InvoiceSource['items'],
): InvoiceSource {
  return {
    orderId: row.id,
    billing: row.billing,
    profile: row.fullName === null ? null : { fullName: row.fullName, documentType: row.documentType, documentNumber: row.documentNumber },
    accountEmail: row.email ?? '',
    address: row.shippingAddress,
    items,
    shippingFee: row.shippingFee,
    shippingIvaRate: row.shippingIvaRate,
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

let locationIndex: LocationIndex | undefined;
const locations = () => (locationIndex ??= buildLocationIndex(divipola as DivipolaDepartment[]));

/** '1001' with the environment's prefix: 'STG-1001'. */
export function invoiceReferenceCode(orderId: number, prefix = ''): string {
  return prefix ? `${prefix}-${orderId}` : String(orderId);
}

/** The municipality's DANE code of an address, or null when its names are not in DIVIPOLA. */
export function municipalityCodeOf(address: { city: string; state: string }): string | null {
  return resolveDestination(locations(), address.state, address.city)?.municipalityCode ?? null;
}

export function invoiceData(source: InvoiceSource, referenceCode: string): InvoiceData {
  const missing = new Set<InvoiceGap>();
  const billing = source.billing;
  const to = billing?.to ?? 'person';
  const documentType = billing?.documentType ?? source.profile?.documentType ?? 'CC';
  // A person's snapshot without a document (they never gave one) takes the profile's today.
  const rawNumber = billing?.documentNumber ?? (to === 'person' ? (source.profile?.documentNumber ?? null) : null);
  let documentNumber = rawNumber?.replace(/\D/g, '') ?? '';
  let checkDigit = billing?.documentNumber ? billing.checkDigit : null;
  if (documentType === 'NIT' && checkDigit === null && rawNumber) {
    // A NIT from the profile, typed '900123456-8': number and digit only when the digit verifies.
    const nit = parseNit(rawNumber);
    documentNumber = nit.ok ? nit.number : documentNumber;
    checkDigit = nit.ok ? nit.checkDigit : null;
  }
  if (!documentNumber) missing.add('document_number');
  else if (
    documentType === 'NIT' &&
    (checkDigit === null || !/^\d{1,15}$/.test(documentNumber) || checkDigit !== nitCheckDigit(documentNumber))
  ) {
    missing.add('check_digit');
  }

  const name = (billing?.name ?? source.profile?.fullName ?? '').trim();
  if (!name) missing.add('name');
  const email = (billing?.email ?? source.accountEmail).trim();
  if (!email) missing.add('email');
  const street = source.address.street.trim();
  if (!street) missing.add('address');
  const municipalityCode = municipalityCodeOf(source.address);
  if (!municipalityCode) missing.add('municipality');
  if (source.items.length === 0) missing.add('lines');

  if (missing.size > 0) return { ok: false, missing: INVOICE_GAPS.filter((gap) => missing.has(gap)) };

  const lines: InvoiceLine[] = source.items.map((item) => ({
    code: item.sku?.trim() || `ITEM-${item.productName.slice(0, 20)}`,
    name: item.variantDescription ? `${item.productName} (${item.variantDescription})` : item.productName,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    ivaRate: item.ivaRate,
    excluded: item.ivaClass === 'excluido',
  }));
  // The delivery fee is a service of its own, at its own rate. A free delivery adds no line, nor
  // one still 'por confirmar' when paid: the total collected did not include it.
  if (source.hasDelivery && source.shippingFee) {
    lines.push({
      code: DELIVERY_LINE_CODE,
      name: 'Envío',
      quantity: 1,
      unitPrice: source.shippingFee,
      ivaRate: source.shippingIvaRate,
      excluded: false,
    });
  }
  return {
    ok: true,
    request: {
      referenceCode,
      orderId: source.orderId,
      customer: {
        kind: to === 'business' ? 'company' : 'person',
        documentType,
        documentNumber,
        checkDigit: documentType === 'NIT' ? checkDigit : null,
        name,
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

/** 'Falta para la factura: número de documento, municipio (código DANE).' */
export function invoiceGapsMessage(missing: readonly InvoiceGap[]): string {
  return `Falta para la factura: ${missing.map((gap) => INVOICE_GAP_LABELS[gap]).join(', ')}.`;
}

/** Back-off between attempts: 1 min, 2, 4 … capped at 6 h (attempts counts the one that just failed). */
export function invoiceRetryDelaySeconds(attempts: number): number {
  return Math.min(6 * 3600, 60 * 2 ** Math.max(0, Math.min(attempts, 30) - 1));
}
