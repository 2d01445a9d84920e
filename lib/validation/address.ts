import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { MAX_PHONE_INPUT, normalizePhone } from '@/lib/domain/phone';
import { keptWhenAbsent } from './admin/fields';
import { HIDDEN_CHARACTERS_MESSAGE, requiredSingleLine, SINGLE_LINE_MESSAGE, SINGLE_LINE_PATTERN } from './plain-text';
import { optionalText } from './profile';

/** Messages of the address schema; the form passes translated ones; the defaults are catalogue references the API says in the request's language. */
export type AddressMessages = {
  required: string;
  tooLong: string;
  invalid: string;
  country: string;
  hiddenCharacters: string;
  /** The recipient's phone is missing (or blank). */
  phoneRequired: string;
  /** The recipient's phone is not a Colombian mobile or landline. */
  phone: string;
};

export const PHONE_REQUIRED_MESSAGE = message('recipientPhoneRequired');
export const PHONE_INVALID_MESSAGE = message('phoneInvalid');

const spanish: AddressMessages = {
  required: message('required'),
  tooLong: message('tooLong'),
  invalid: message('invalid'),
  country: message('countryCode'),
  hiddenCharacters: HIDDEN_CHARACTERS_MESSAGE,
  phoneRequired: PHONE_REQUIRED_MESSAGE,
  phone: PHONE_INVALID_MESSAGE,
};

/**
 * A Colombian phone (lib/domain/phone.ts), stored canonical (`+573001234567`). Blank or null is
 * "required": a client that sends the key must send a number.
 */
export function phoneField(m: Pick<AddressMessages, 'phone' | 'phoneRequired'>) {
  return z
    .string({ error: m.phoneRequired })
    .trim()
    .min(1, { error: m.phoneRequired, abort: true })
    .max(MAX_PHONE_INPUT, { error: m.phone, abort: true })
    .transform((value, ctx) => canonicalPhone(value, ctx, m.phone));
}

/** The stored form of a typed phone, or a field issue with `message`. */
function canonicalPhone(value: string, ctx: z.RefinementCtx, message: string): string {
  const canonical = normalizePhone(value);
  if (canonical) return canonical;
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** An optional phone (the driver's): null or blank → null; anything else must be valid. Wrap it to accept a missing key. */
export function optionalPhoneField(m: Pick<AddressMessages, 'phone'>) {
  return z.union([z.string(), z.null()], { error: m.phone }).transform((value, ctx) => {
    const text = value?.trim();
    // normalizePhone refuses anything longer than MAX_PHONE_INPUT.
    return text ? canonicalPhone(text, ctx, m.phone) : null;
  });
}

/**
 * Spec 1 §3/§5: recipientName, street, city and state (department) required; postalCode and
 * details optional; country defaults to CO. `isDefault` and `country` are not in the spec's form:
 * missing means "leave as it is" on update; on create, "no" (the customer's first address is the
 * default anyway) and CO.
 *
 * `phone` (issue 21, the recipient's phone) is not in the spec's payload either, so it follows
 * the same rule: missing keeps the stored one on update and stores null on create, so a client
 * that follows the spec still saves addresses (tests/integration/spec-contract-saves.test.ts);
 * the store's own form always sends it, and a sent phone must be a valid Colombian number
 * (blank or null is "required"). The checkout asks for the phone of an address without one
 * before the order is placed. docs/phones.md has the reasoning.
 */
export function addressSchema(m: AddressMessages = spanish) {
  const required = (max: number) => requiredSingleLine(m, max);
  return z.object({
    recipientName: required(120),
    street: required(200),
    city: required(100),
    state: required(100),
    postalCode: optionalText(m, 12, /^[0-9A-Za-z -]{3,12}$/),
    details: optionalText(m, 300, SINGLE_LINE_PATTERN, SINGLE_LINE_MESSAGE),
    phone: keptWhenAbsent(phoneField(m)),
    // Not in the spec's address form (spec 1 §5): missing keeps the stored country (CO, the
    // column default, on create); blank or null means CO.
    country: keptWhenAbsent(
      z
        .string({ error: m.country })
        .trim()
        .toUpperCase()
        .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), { error: m.country })
        .nullish()
        .transform((v) => v || 'CO'),
    ),
    isDefault: z.boolean({ error: m.invalid }).optional(),
  });
}

export type AddressInput = z.infer<ReturnType<typeof addressSchema>>;
