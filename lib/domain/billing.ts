/**
 * Whom an order is invoiced to (issue 26 §2): the person who buys, or the business of a
 * business customer. Chosen at checkout and kept on the order as a snapshot of the fiscal data
 * used, so a later profile change leaves the order (and its documents) as they were.
 */

import { parseNit } from './nit';

export const invoiceTargets = ['person', 'business'] as const;
export type InvoiceTarget = (typeof invoiceTargets)[number];

export type BillingSnapshot = {
  to: InvoiceTarget;
  /** The business name, or the person's full name. */
  name: string;
  documentType: 'CC' | 'NIT' | 'CE' | 'PPT';
  /** Without the check digit for a NIT; null when the person never gave a document number. */
  documentNumber: string | null;
  /** A NIT's check digit; null for other documents. */
  checkDigit: number | null;
  /** Where invoices go: the business's invoice e-mail, else the account's (null: a customer staff created without one). */
  email: string | null;
  /**
   * Set when the order's electronic invoice was requested (at payment, again on 'Reintentar'):
   * from then on this snapshot is the invoice's buyer, whole (lib/domain/invoice-buyer.ts).
   */
  fixedAt?: string;
  /** DANE code of the delivery municipality, fixed with the rest (null: its names are not in DIVIPOLA). */
  municipalityCode?: string | null;
};

export type ProfileFiscalData = {
  fullName: string;
  documentType: BillingSnapshot['documentType'];
  documentNumber: string | null;
  isBusiness: boolean;
  businessName: string | null;
  businessTaxId: string | null;
  invoiceEmail: string | null;
};

export type BillingChoice = { ok: true; billing: BillingSnapshot } | { ok: false; reason: 'not_a_business' };

/**
 * The snapshot for the chosen target. Invoicing to the business needs a business profile with
 * its name and NIT; a customer without a profile is invoiced to the account (its name or e-mail).
 */
export function billingFor(
  to: InvoiceTarget,
  profile: ProfileFiscalData | null,
  account: { email: string | null; name: string | null },
): BillingChoice {
  if (to === 'business') {
    const nit = profile?.businessTaxId ? parseNit(profile.businessTaxId) : null;
    if (!profile?.isBusiness || !profile.businessName || !nit?.ok) return { ok: false, reason: 'not_a_business' };
    return {
      ok: true,
      billing: {
        to,
        name: profile.businessName,
        documentType: 'NIT',
        documentNumber: nit.number,
        checkDigit: nit.checkDigit,
        email: profile.invoiceEmail ?? account.email,
      },
    };
  }
  const personalNit = profile?.documentType === 'NIT' && profile.documentNumber ? parseNit(profile.documentNumber) : null;
  return {
    ok: true,
    billing: {
      to,
      name: profile?.fullName ?? account.name ?? account.email ?? '',
      documentType: profile?.documentType ?? 'CC',
      documentNumber: personalNit?.ok ? personalNit.number : (profile?.documentNumber ?? null),
      checkDigit: personalNit?.ok ? personalNit.checkDigit : null,
      email: account.email,
    },
  };
}

/** '900123456-8' for a NIT, the bare number otherwise. */
export function formatBillingDocument(billing: Pick<BillingSnapshot, 'documentNumber' | 'checkDigit'>): string | null {
  if (!billing.documentNumber) return null;
  return billing.checkDigit === null ? billing.documentNumber : `${billing.documentNumber}-${billing.checkDigit}`;
}
