/**
 * Object keys that clients may ask to upload to. Pure (no I/O): the upload-url routes and the
 * local upload endpoint share these checks. Each rule is a whitelist regex, so `..`, a leading
 * `/`, backslashes, `%`, spaces and any other character are rejected by construction.
 */

export const MAX_KEY_LENGTH = 200;

export const STAFF_UPLOAD_FOLDERS = ['products', 'categories', 'payment-methods'] as const;
export type StaffUploadFolder = (typeof STAFF_UPLOAD_FOLDERS)[number];

const CUSTOMER_PROOF_KEY = /^payment-confirmation\/order-([1-9]\d{0,9})-(\d{1,16})\.webp$/;
const STAFF_KEY = new RegExp(`^(?:${STAFF_UPLOAD_FOLDERS.join('|')})/[a-z0-9-]+-\\d{1,16}\\.webp$`);
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
  const match = withinLength(key) ? CUSTOMER_PROOF_KEY.exec(key) : null;
  return match ? Number(match[1]) : null;
}

/** When the customer's page made the proof's key (ms since the epoch): the timestamp it carries. */
export function proofKeyTimestamp(key: string): number | null {
  const match = withinLength(key) ? CUSTOMER_PROOF_KEY.exec(key) : null;
  return match ? Number(match[2]) : null;
}

export function isValidCustomerProofKey(key: string, orderId: number): boolean {
  return orderIdOfProofKey(key) === orderId;
}

/** `<products|categories|payment-methods>/<slug>-<timestamp>.webp` */
export function isValidStaffKey(key: string): boolean {
  return withinLength(key) && STAFF_KEY.test(key);
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
