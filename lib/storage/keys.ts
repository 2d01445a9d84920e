/**
 * Object keys that clients may ask to upload to. Pure (no I/O): the upload-url routes and the
 * local upload endpoint share these checks. Each rule is a whitelist regex, so `..`, a leading
 * `/`, backslashes, `%`, spaces and any other character are rejected by construction.
 */

export const MAX_KEY_LENGTH = 200;

export const STAFF_UPLOAD_FOLDERS = ['products', 'categories', 'payment-methods'] as const;
export type StaffUploadFolder = (typeof STAFF_UPLOAD_FOLDERS)[number];

/**
 * `order-<id>-<timestamp>` (this store's checkout) or `order-<id><timestamp>` (the name other
 * clients of the API send): there the timestamp is the last 13 digits, as Date.now() has until
 * the year 2286, and the order id the digits before them.
 */
const CUSTOMER_PROOF_KEY = /^payment-confirmation\/order-(?:([1-9]\d{0,9})-(\d{1,16})|([1-9]\d{0,9}?)(\d{13}))\.webp$/;

/** What a staff image is for: who may upload it depends on it (payment methods are ADMIN's). */
export type StaffUploadKind = 'product' | 'variant' | 'category' | 'payment-method' | 'unfiled';

/** `<slug>-<timestamp>`: the name the admin screens give every image. */
const SLUG_STAMP = '[a-z0-9][a-z0-9-]*-\\d{1,16}';
/** A SKU as the catalogue writes it (letters, digits, dashes, underscores). */
const SKU = '[A-Za-z0-9][A-Za-z0-9_-]*';

/**
 * The image names staff clients send: this store's admin (plural folders), and the singular
 * folders, a variant's `product/<slug>/<sku>-<timestamp>` and a bare `<slug>-<timestamp>` of
 * other clients of the API. Each keeps its folder, because such a client expects the image at
 * the public storage address plus the name it sent.
 */
const STAFF_KEYS: [RegExp, StaffUploadKind][] = [
  [new RegExp(`^(products?)/(${SLUG_STAMP})\\.webp$`), 'product'],
  [new RegExp(`^(product/[a-z0-9][a-z0-9-]*)/(${SKU}-\\d{1,16})\\.webp$`), 'variant'],
  [new RegExp(`^(categor(?:y|ies))/(${SLUG_STAMP})\\.webp$`), 'category'],
  [new RegExp(`^(payment-methods?)/(${SLUG_STAMP})\\.webp$`), 'payment-method'],
  [new RegExp(`^()(${SLUG_STAMP})\\.webp$`), 'unfiled'],
];
/** Any key the app itself writes (seed images, QR codes): path segments that never start with a dot. */
const OBJECT_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

const withinLength = (key: string) => key.length > 0 && key.length <= MAX_KEY_LENGTH;

/** `payment-confirmation/order-<id>-<timestamp>.webp`, the only key a customer may upload to. */
export function customerProofKey(orderId: number, timestamp: number = Date.now()): string {
  if (!Number.isSafeInteger(orderId) || orderId < 1) throw new Error(`Invalid order id: ${orderId}`);
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw new Error(`Invalid timestamp: ${timestamp}`);
  return `payment-confirmation/order-${orderId}-${timestamp}.webp`;
}

/** The order a payment-proof key belongs to, or null when the key is not one. */
export function orderIdOfProofKey(key: string): number | null {
  return parseProofKey(key)?.orderId ?? null;
}

/** The timestamp a proof's key carries (ms since the epoch, as the client wrote it), or null when the key is not one. */
export function proofKeyTimestamp(key: string): number | null {
  return parseProofKey(key)?.timestamp ?? null;
}

/**
 * How far ahead of the server's clock a proof name's timestamp may be: a phone whose clock is
 * off by hours still uploads; a name from the year 318,857 does not.
 */
export const PROOF_TIMESTAMP_SKEW_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a proof key's timestamp is a moment that has come (within the skew). The name is the
 * client's to choose, so nothing trusts it as a time: this only keeps nonsense out of the names.
 */
export function proofKeyTimestampValid(key: string, now: number = Date.now()): boolean {
  const timestamp = proofKeyTimestamp(key);
  return timestamp !== null && timestamp <= now + PROOF_TIMESTAMP_SKEW_MS;
}

function parseProofKey(key: string): { orderId: number; timestamp: number } | null {
  const match = withinLength(key) ? CUSTOMER_PROOF_KEY.exec(key) : null;
  if (!match) return null;
  return { orderId: Number(match[1] ?? match[3]), timestamp: Number(match[2] ?? match[4]) };
}

export function isValidCustomerProofKey(key: string, orderId: number): boolean {
  return orderIdOfProofKey(key) === orderId;
}

/**
 * The storage key of a staff image name and what it is for, or null when the name is not one
 * of STAFF_KEYS. The key is rebuilt from the parts the rules matched, never the string as sent.
 */
export function staffUploadKey(filename: string): { key: string; kind: StaffUploadKind } | null {
  if (!withinLength(filename)) return null;
  for (const [rule, kind] of STAFF_KEYS) {
    const match = rule.exec(filename);
    if (match) return { key: match[1] ? `${match[1]}/${match[2]}.webp` : `${match[2]}.webp`, kind };
  }
  return null;
}

export function isValidStaffKey(key: string): boolean {
  return staffUploadKey(key)?.key === key;
}

/**
 * Payment proofs show a customer's bank and account: readable only through a short-lived signed
 * address handed to the order's customer and to staff, never from the public storage address.
 */
export const PRIVATE_FOLDER = 'payment-confirmation';

export function isPrivateKey(key: string): boolean {
  return key.startsWith(`${PRIVATE_FOLDER}/`);
}

/** Keys the signed upload endpoint accepts: a payment proof (any order) or a staff image. */
export function isValidUploadKey(key: string): boolean {
  return orderIdOfProofKey(key) !== null || isValidStaffKey(key);
}

/** Keys that may name a stored object at all (served, written server-side, parsed from URLs). */
export function isSafeObjectKey(key: string): boolean {
  return withinLength(key) && OBJECT_KEY.test(key) && !key.includes('..');
}
