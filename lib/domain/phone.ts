/**
 * Colombian phone numbers for delivery (issue 21 "A phone to call"): the recipient of an address
 * and the driver of a local delivery. Pure, shared by the browser form and the server.
 *
 * Since 2021 every Colombian number has 10 digits: mobiles start with 3 (`300 123 4567`),
 * landlines with 60 and the area digit (`607 571 2345` is Cúcuta; 601 Bogotá … 608). The
 * country code +57 (or 57) may come first. People type spaces, dots, dashes and parentheses
 * between the digits; anything else (letters, a second '+', an extension) is refused.
 */

export type PhoneKind = 'mobile' | 'landline';

/** The longest input looked at: a number with generous separators, never a paragraph. */
export const MAX_PHONE_INPUT = 30;

const SEPARATORS = /[\s.\-()]/g;
const MOBILE = /^3\d{9}$/;
/** 603 is not assigned to any area. */
const LANDLINE = /^60[124-8]\d{7}$/;

/** The 10 national digits of a valid number, else null. */
export function nationalDigits(input: string): string | null {
  if (input.length > MAX_PHONE_INPUT) return null;
  const compact = input.replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let digits = compact;
  if (digits.startsWith('+')) {
    if (!digits.startsWith('+57')) return null;
    digits = digits.slice(3);
  } else if (digits.length === 12 && digits.startsWith('57')) {
    digits = digits.slice(2);
  }
  return MOBILE.test(digits) || LANDLINE.test(digits) ? digits : null;
}

/** The stored form, `+573001234567`, or null when the input is not a Colombian number. */
export function normalizePhone(input: string): string | null {
  const digits = nationalDigits(input);
  return digits ? `+57${digits}` : null;
}

export const isValidPhone = (input: string): boolean => nationalDigits(input) !== null;

export function phoneKind(phone: string): PhoneKind | null {
  const digits = nationalDigits(phone);
  if (!digits) return null;
  return digits.startsWith('3') ? 'mobile' : 'landline';
}

/** How people read it: `300 123 4567` (a stored value that is not a valid number is shown as it is). */
export function formatPhone(phone: string): string {
  const digits = nationalDigits(phone);
  return digits ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : phone;
}

/** `tel:+573001234567`: a tap calls from any phone, abroad included. Null when not a valid number. */
export function phoneHref(phone: string): string | null {
  const canonical = normalizePhone(phone);
  return canonical ? `tel:${canonical}` : null;
}

/** A mobile's WhatsApp number with the country code (`573001234567`); landlines have none. */
export function whatsappDigits(phone: string): string | null {
  const digits = nationalDigits(phone);
  return digits && digits.startsWith('3') ? `57${digits}` : null;
}

/** A WhatsApp chat with a mobile (`https://wa.me/573001234567`); landlines get none. */
export function whatsappHref(phone: string): string | null {
  const digits = whatsappDigits(phone);
  return digits ? `https://wa.me/${digits}` : null;
}
