/**
 * Whom an electronic invoice is made out to (docs/invoicing.md "What is sent"). The buyer's fiscal
 * identity — document type, number, check digit, name or business name, e-mail, municipality — is
 * ONE unit taken from ONE source, fixed on the order when the invoice is requested (at payment;
 * again on 'Reintentar'), so an invoice never pairs a document type from one place with a number
 * from another. A buyer who gave no document goes out as DIAN's final consumer while the order
 * is within the limit below; otherwise staff are told before the order is paid. Pure.
 */
import { type BillingSnapshot, billingFor, type InvoiceTarget, type ProfileFiscalData } from './billing';
import divipola from './colombia-divipola-codes.json';
import { buildLocationIndex, type DivipolaDepartment, type LocationIndex, resolveDestination } from './delivery-locations';
import { nitCheckDigit, parseNit } from './nit';

/** The unit once fixed: the billing snapshot with the delivery municipality and when it was taken. */
export type InvoiceBuyer = BillingSnapshot & { fixedAt: string; municipalityCode: string | null };

let locationIndex: LocationIndex | undefined;
const locations = () => (locationIndex ??= buildLocationIndex(divipola as DivipolaDepartment[]));

/** The municipality's DANE code of an address, or null when its names are not in DIVIPOLA. */
export function municipalityCodeOf(address: { city: string; state: string }): string | null {
  return resolveDestination(locations(), address.state, address.city)?.municipalityCode ?? null;
}

const snapshotFields = (b: BillingSnapshot): BillingSnapshot => ({
  to: b.to,
  name: b.name,
  documentType: b.documentType,
  documentNumber: b.documentNumber,
  checkDigit: b.checkDigit,
  email: b.email,
});

/**
 * The unit as it would be fixed now. Its source is the customer's profile as it is at this moment,
 * for whom the order is invoiced to (the same billingFor the checkout used); when the profile can
 * no longer give it (no profile, a business profile since removed) the order's own snapshot is
 * taken instead — whole, never completed field by field from the other. The municipality is the
 * delivery address's, which the order keeps as it was placed.
 */
export function invoiceBuyerOf(
  order: { invoiceTo: InvoiceTarget; billing: BillingSnapshot | null; address: { city: string; state: string } },
  profile: ProfileFiscalData | null,
  account: { email: string | null; name: string | null },
  now: Date,
): InvoiceBuyer {
  const fresh = profile ? billingFor(order.invoiceTo, profile, account) : null;
  const fallback = billingFor('person', null, account);
  const unit = fresh?.ok ? fresh.billing : order.billing ? snapshotFields(order.billing) : fallback.ok ? fallback.billing : null;
  return { ...unit!, fixedAt: now.toISOString(), municipalityCode: municipalityCodeOf(order.address) };
}

/** The unit fixed on the order, if it was; else null (the order has not been invoiced yet). */
export function fixedBuyerOf(billing: BillingSnapshot | null): InvoiceBuyer | null {
  return billing?.fixedAt ? { ...billing, fixedAt: billing.fixedAt, municipalityCode: billing.municipalityCode ?? null } : null;
}

// ---- the final consumer ('consumidor final') ------------------------------------------------------

/**
 * DIAN's identification for a buyer who gives none (Resolución 000165 de 2023, art. 11 num. 3;
 * the same rule as Resolución 000042 de 2020 art. 11 num. 3 lit. c): the phrase 'consumidor
 * final' (or the buyer's name) and the number 222222222222, with the delivery address.
 */
export const FINAL_CONSUMER_DOCUMENT = '222222222222';
export const FINAL_CONSUMER_NAME = 'Consumidor final';

/**
 * The most an order may come to, before IVA, for it to be invoiced to the final consumer: 5 UVT.
 * The figure is DIAN's limit for a sale supported without identifying the buyer (the POS ticket,
 * Resolución 001092 de 2022 art. 1, 'sin incluir el importe de ningún impuesto'); above it the
 * store asks for the buyer's document instead (docs/invoicing.md explains the choice).
 */
export const FINAL_CONSUMER_LIMIT_UVT = 5;

/** The UVT in pesos, per year (DIAN resolutions 000187 de 2023, 000193 de 2024, 000238 de 2025). */
export const UVT_BY_YEAR: Readonly<Record<number, number>> = { 2024: 47_065, 2025: 49_799, 2026: 52_374 };

/** The year's UVT; a year not in the table yet takes the latest one known (never a smaller limit by surprise). */
export function uvtFor(year: number): number {
  const known = Object.keys(UVT_BY_YEAR)
    .map(Number)
    .sort((a, b) => a - b);
  const at = known.filter((y) => y <= year).pop() ?? known[0];
  return UVT_BY_YEAR[at];
}

/** The final-consumer limit in pesos (before IVA) for an invoice requested in `year`. */
export function finalConsumerLimit(year: number): number {
  return FINAL_CONSUMER_LIMIT_UVT * uvtFor(year);
}

/** How the buyer is identified on the invoice, or what is missing for it. */
export type BuyerIdentification =
  | {
      ok: true;
      kind: 'person' | 'company';
      documentType: BillingSnapshot['documentType'];
      documentNumber: string;
      checkDigit: number | null;
      name: string;
      finalConsumer: boolean;
    }
  | { ok: false; missing: ('name' | 'document_number' | 'document_over_limit' | 'check_digit')[] };

/**
 * The buyer's identification from the fixed unit. A person without a document is the final
 * consumer while `base` (the order's amount before IVA) is at most `limit`; above it, or for a
 * business (which must carry its NIT), the document is missing. A NIT needs a check digit that
 * verifies; a person who gave a document is invoiced with it, never as the final consumer.
 */
export function buyerIdentification(buyer: BillingSnapshot, base: number, limit: number): BuyerIdentification {
  const name = buyer.name.trim();
  let documentNumber = buyer.documentNumber?.replace(/\D/g, '') ?? '';
  let checkDigit = buyer.checkDigit;
  if (buyer.documentType === 'NIT' && checkDigit === null && buyer.documentNumber) {
    // A NIT kept as typed, '900123456-8': number and digit only when the digit verifies.
    const nit = parseNit(buyer.documentNumber);
    if (nit.ok) [documentNumber, checkDigit] = [nit.number, nit.checkDigit];
  }
  if (!documentNumber) {
    if (buyer.to === 'person' && base <= limit) {
      return {
        ok: true,
        kind: 'person',
        documentType: 'CC',
        documentNumber: FINAL_CONSUMER_DOCUMENT,
        checkDigit: null,
        name: name || FINAL_CONSUMER_NAME,
        finalConsumer: true,
      };
    }
    const missing: ('name' | 'document_number' | 'document_over_limit')[] = name ? [] : ['name'];
    missing.push(buyer.to === 'person' ? 'document_over_limit' : 'document_number');
    return { ok: false, missing };
  }
  const badNit =
    buyer.documentType === 'NIT' &&
    (checkDigit === null || !/^\d{1,15}$/.test(documentNumber) || checkDigit !== nitCheckDigit(documentNumber));
  if (!name || badNit) {
    return { ok: false, missing: [...(name ? [] : (['name'] as const)), ...(badNit ? (['check_digit'] as const) : [])] };
  }
  return {
    ok: true,
    kind: buyer.to === 'business' ? 'company' : 'person',
    documentType: buyer.documentType,
    documentNumber,
    checkDigit: buyer.documentType === 'NIT' ? checkDigit : null,
    name,
    finalConsumer: false,
  };
}
