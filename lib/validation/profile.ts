import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import type { DocumentType } from '@/db/schema/people';
import { NIT_FORMAT, parseNit } from '@/lib/domain/nit';
import { keptWhenAbsent } from './admin/fields';
import { HIDDEN_CHARACTERS_MESSAGE, isPlainText, requiredSingleLine, SINGLE_LINE_MESSAGE, SINGLE_LINE_PATTERN } from './plain-text';

/** Messages of the profile schema; the form passes translated ones; the defaults are catalogue references the API says in the request's language. */
export type ProfileMessages = {
  required: string;
  tooLong: string;
  invalid: string;
  phone: string;
  document: string;
  businessRequired: string;
  /** A NIT without its check digit: names the expected format. */
  nit: string;
  /** A NIT whose check digit is wrong: names the digit its number has. */
  nitCheckDigit: (nit: { number: string; digit: number }) => string;
  email: string;
  /** Bidi overrides, zero-width and other invisible controls. */
  hiddenCharacters: string;
};

export const SPANISH_PROFILE_MESSAGES: ProfileMessages = {
  required: message('required'),
  tooLong: message('tooLong'),
  invalid: message('invalid'),
  phone: message('profilePhone'),
  document: message('documentNumber'),
  businessRequired: message('businessRequired'),
  nit: message('nitFormat', { format: NIT_FORMAT }),
  nitCheckDigit: ({ number, digit }) => message('nitCheckDigit', { number, digit }),
  email: message('email'),
  hiddenCharacters: HIDDEN_CHARACTERS_MESSAGE,
};

// Kept here (not imported from db/schema) so the browser form does not bundle the Drizzle schema;
// the type below fails to compile if the two lists ever differ.
export const DOCUMENT_TYPES = ['CC', 'NIT', 'CE', 'PPT'] as const;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const documentTypesMatchSchema: Same<(typeof DOCUMENT_TYPES)[number], DocumentType> = true;
void documentTypesMatchSchema;

const PHONE = /^\+?[0-9 ()-]{7,20}$/;
const DOCUMENT = /^[0-9A-Za-z.-]{3,20}$/;
// What the store accepts as an e-mail: the same shape the login asks for, kept simple.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An optional text: trimmed; '' / null / missing are all "not given" and stored as null
 * (spec 1 §5: empty or null fields are omitted when saving).
 */
export function optionalText(
  m: Pick<ProfileMessages, 'invalid' | 'tooLong' | 'hiddenCharacters'>,
  max: number,
  pattern?: RegExp,
  message?: string,
) {
  return z
    .string({ error: m.invalid })
    .trim()
    .max(max, { error: m.tooLong })
    .refine(isPlainText, { error: m.hiddenCharacters })
    .refine((v) => v === '' || !pattern || pattern.test(v), { error: message ?? m.invalid })
    .nullish()
    .transform((v) => (v ? v : null));
}

/**
 * The profile's fields as a zod shape: the back office's customer form (issue 23 §4,
 * lib/validation/admin/customers.ts) builds on the same pieces with its own phone and e-mail.
 */
export function profileFields(m: ProfileMessages = SPANISH_PROFILE_MESSAGES) {
  return {
    fullName: requiredSingleLine(m, 120),
    phone: optionalText(m, 30, PHONE, m.phone),
    documentType: z
      .enum(DOCUMENT_TYPES, { error: m.invalid })
      .nullish()
      .transform((v) => v ?? 'CC'),
    documentNumber: optionalText(m, 20, DOCUMENT, m.document),
    isBusiness: z
      .boolean({ error: m.invalid })
      .nullish()
      .transform((v) => v ?? false),
    businessName: optionalText(m, 160, SINGLE_LINE_PATTERN, SINGLE_LINE_MESSAGE),
    businessTaxId: optionalText(m, 20, DOCUMENT, m.document),
    // Beyond the spec's profile (issue 26): a spec client leaves it out, which keeps the stored one.
    invoiceEmail: keptWhenAbsent(optionalText(m, 254, EMAIL, m.email).transform((v) => v?.toLowerCase() ?? null)),
  };
}

type ProfileRuleInput = {
  documentType: DocumentType;
  documentNumber: string | null;
  isBusiness: boolean;
  businessName: string | null;
  businessTaxId: string | null;
  invoiceEmail?: string | null;
};

/** The profile's cross-field rules: a NIT carries its check digit; a business needs its name and NIT. */
export function checkProfileRules(m: ProfileMessages = SPANISH_PROFILE_MESSAGES) {
  return (p: ProfileRuleInput, ctx: z.RefinementCtx) => {
    // A NIT, as a person's document or the business's, carries its check digit (DIAN modulus 11).
    const nitIssue = (path: 'documentNumber' | 'businessTaxId', text: string) => {
      const message = nitMessage(m, text);
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (p.documentType === 'NIT' && p.documentNumber) nitIssue('documentNumber', p.documentNumber);
    if (!p.isBusiness) return;
    if (!p.businessName) ctx.addIssue({ code: 'custom', path: ['businessName'], message: m.businessRequired });
    if (!p.businessTaxId) ctx.addIssue({ code: 'custom', path: ['businessTaxId'], message: m.businessRequired });
    else nitIssue('businessTaxId', p.businessTaxId);
  };
}

/**
 * What is wrong with a typed NIT, or null when it verifies: someone who typed a digit that does
 * not match is told the right one for her number, not shown the format she already followed.
 */
export function nitMessage(m: Pick<ProfileMessages, 'nit' | 'nitCheckDigit'>, text: string): string | null {
  const nit = parseNit(text);
  if (nit.ok) return null;
  return nit.reason === 'check_digit' ? m.nitCheckDigit({ number: nit.number, digit: nit.expected }) : m.nit;
}

/** What is stored: a person's stale company data dropped, NITs written '900123456-8'. */
export function normalizeProfile<T extends ProfileRuleInput>(p: T): T {
  // A person is not a business: stale company data must not end up on their invoices.
  let out: T = p.isBusiness ? p : { ...p, businessName: null, businessTaxId: null, invoiceEmail: null };
  if (out.isBusiness) {
    const nit = parseNit(out.businessTaxId ?? '');
    if (nit.ok) out = { ...out, businessTaxId: nit.formatted };
  }
  return out.documentType === 'NIT' && out.documentNumber ? { ...out, documentNumber: nitFormatted(out.documentNumber) } : out;
}

/** Spec 1 §3/§5: fullName required, document type CC by default, business fields when isBusiness. */
export function profileSchema(m: ProfileMessages = SPANISH_PROFILE_MESSAGES) {
  return z.object(profileFields(m)).superRefine(checkProfileRules(m)).transform(normalizeProfile);
}

const nitFormatted = (text: string) => {
  const nit = parseNit(text);
  return nit.ok ? nit.formatted : text;
};

/** The business NIT as the database keeps it: number and check digit apart (null for a person). */
export function businessNitColumns(input: Pick<ProfileInput, 'businessTaxId'>): {
  businessNitNumber: string | null;
  businessNitCheckDigit: number | null;
} {
  const nit = input.businessTaxId ? parseNit(input.businessTaxId) : null;
  return nit?.ok
    ? { businessNitNumber: nit.number, businessNitCheckDigit: nit.checkDigit }
    : { businessNitNumber: null, businessNitCheckDigit: null };
}

export type ProfileInput = z.infer<ReturnType<typeof profileSchema>>;
