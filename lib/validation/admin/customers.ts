import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { phoneField } from '@/lib/validation/address';
import {
  checkProfileRules,
  normalizeProfile,
  optionalText,
  profileFields,
  type ProfileMessages,
  SPANISH_PROFILE_MESSAGES,
} from '@/lib/validation/profile';
import { pageQuery, searchText } from './orders';

/**
 * The back office's customers (issue 23 §4): the customer's profile fields (the same pieces the
 * customer's 'Mis Datos' form uses, lib/validation/profile.ts) plus the e-mail, which staff may
 * leave blank (a WhatsApp-only customer), and a phone that is required and stored canonical
 * (`+573001234567`, lib/domain/phone.ts) so a chat link and the search always work.
 */

export type CustomerMessages = ProfileMessages & {
  /** The customer's phone is missing. */
  phoneRequired: string;
  /** The customer's phone is not a Colombian mobile or landline. */
  phoneInvalid: string;
};

export const SPANISH_CUSTOMER_MESSAGES: CustomerMessages = {
  ...SPANISH_PROFILE_MESSAGES,
  phoneRequired: message('customerPhoneRequired'),
  phoneInvalid: message('phoneInvalid'),
};

// What the store accepts as an e-mail: the same shape the login asks for.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** POST /api/admin/customers and the create/edit form: name and phone required, the rest optional. */
export function customerInput(m: CustomerMessages = SPANISH_CUSTOMER_MESSAGES) {
  return z
    .object(
      {
        ...profileFields(m),
        phone: phoneField({ phone: m.phoneInvalid, phoneRequired: m.phoneRequired }),
        email: optionalText(m, 254, EMAIL, m.email).transform((v) => v?.toLowerCase() ?? null),
      },
      { error: message('jsonObject') },
    )
    .superRefine(checkProfileRules(m))
    .transform(normalizeProfile);
}

export type CustomerInput = z.output<ReturnType<typeof customerInput>>;
export type CustomerFormValues = z.input<ReturnType<typeof customerInput>>;

/** `name` is accepted for `fullName` (the list's item calls it `name`); `fullName` wins when both come. */
function nameAsFullName(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  return record.fullName === undefined && record.name !== undefined ? { ...record, fullName: record.name } : body;
}

/** The body of POST /api/admin/customers. */
export const customerCreateBody = z.preprocess(nameAsFullName, customerInput());

/**
 * The body of PATCH /api/admin/customers/{id}: any of the create body's fields. The service lays
 * them over the stored values and checks the result with `customerInput` (same rules as create).
 */
export const customerPatchBody = z.preprocess(nameAsFullName, z.record(z.string(), z.unknown(), { error: message('jsonObject') }));
export type CustomerPatch = z.output<typeof customerPatchBody>;

export const MAX_CUSTOMER_SEARCH_LENGTH = 100;

/** GET /api/admin/customers?q=&limit=&cursor= */
export const customerListQuery = z.object({
  q: searchText(MAX_CUSTOMER_SEARCH_LENGTH),
  ...pageQuery,
});
export type CustomerListQuery = z.output<typeof customerListQuery>;
