/**
 * A Bre-B key ('llave'): what Colombia's instant-payment system routes a transfer by instead of an
 * account number. A key is one of: a mobile number, an e-mail address, an identity document
 * number, or an alphanumeric key (chosen by the holder or given by the bank, often written with a
 * leading '@', and the merchant codes banks give stores). See docs/online-payment-screens.md "Bre-B keys".
 *
 * Only the shape is checked here: whether the key exists is for the bank's app to say when the
 * shopper types it.
 */
export type BrebKeyKind = 'phone' | 'email' | 'document' | 'alias';

export const BREB_KEY_MAX = 60;

const EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;
/** A Colombian mobile: ten digits starting with 3, optionally written with +57 and spaces. */
const PHONE = /^(?:\+?57)?3\d{9}$/;
/** A cédula, NIT or passport number: digits only, between 5 and 15 of them. */
const DOCUMENT = /^\d{5,15}$/;
/**
 * Letters and digits (with '.', '-' or '_' inside), 3 to 30 of them, an optional '@' first, and
 * at least one letter: a key of digits only is a phone or a document number.
 */
const ALIAS = /^@?[A-Za-z0-9](?:[A-Za-z0-9._-]{1,28}[A-Za-z0-9])$/;

/** The key as stored and copied: trimmed; phone and document numbers without spaces, dots or dashes. */
export function normalizeBrebKey(raw: string): string {
  const text = raw.trim();
  if (EMAIL.test(text)) return text.toLowerCase();
  const compact = text.replace(/[\s.-]/g, '');
  if (/^\+?\d+$/.test(compact)) {
    const digits = compact.replace(/^\+/, '');
    // '+57 300 123 4567': the apps take the ten-digit number.
    return digits.length === 12 && digits.startsWith('573') ? digits.slice(2) : digits;
  }
  return text;
}

/** What kind of key `raw` is, or null when it is none of them. */
export function brebKeyKind(raw: string): BrebKeyKind | null {
  const key = normalizeBrebKey(raw);
  if (key.length === 0 || key.length > BREB_KEY_MAX) return null;
  if (EMAIL.test(key)) return 'email';
  if (PHONE.test(key)) return 'phone';
  if (DOCUMENT.test(key)) return 'document';
  if (ALIAS.test(key) && /[A-Za-z]/.test(key)) return 'alias';
  return null;
}
