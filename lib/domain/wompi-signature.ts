/**
 * The checksum of a Wompi event (docs/payments.md "Events"): the values of the properties the
 * event names in `signature.properties` (paths such as 'transaction.id', read inside `data`),
 * in that order, then its `timestamp`, then the events secret, concatenated and hashed with
 * SHA-256, in hexadecimal. Compared in constant time, so a forger learns nothing from the timing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export type SignedEvent = {
  data: Record<string, unknown>;
  signature: { properties: readonly string[]; checksum: string };
  timestamp: number;
};

/** The value at a dotted path inside `data` as Wompi writes it in the concatenation; undefined when absent. */
function valueAt(data: Record<string, unknown>, path: string): string | undefined {
  let node: unknown = data;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  if (node === null || node === undefined || typeof node === 'object') return node === null ? '' : undefined;
  return String(node);
}

/** The checksum the event should carry with this secret; null when a named property is missing. */
export function wompiEventChecksum(event: SignedEvent, eventsSecret: string): string | null {
  const values: string[] = [];
  for (const property of event.signature.properties) {
    const value = valueAt(event.data, property);
    if (value === undefined) return null;
    values.push(value);
  }
  return createHash('sha256')
    .update(values.join('') + String(event.timestamp) + eventsSecret, 'utf8')
    .digest('hex');
}

/** True when the event's checksum is the one its properties, timestamp and the secret give. */
export function verifyWompiEvent(event: SignedEvent, eventsSecret: string): boolean {
  const expected = wompiEventChecksum(event, eventsSecret);
  if (expected === null) return false;
  const given = Buffer.from(event.signature.checksum.toLowerCase(), 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  // timingSafeEqual needs equal lengths; a wrong length is refused without comparing.
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Signs an event as Wompi does: the local mock and the tests send events this way. */
export function signWompiEvent<E extends Omit<SignedEvent, 'signature'> & { signature: { properties: readonly string[] } }>(
  event: E,
  eventsSecret: string,
): E & { signature: { properties: readonly string[]; checksum: string } } {
  const checksum = wompiEventChecksum({ ...event, signature: { ...event.signature, checksum: '' } }, eventsSecret);
  if (checksum === null) throw new Error('the event lacks a property its signature names');
  return { ...event, signature: { ...event.signature, checksum } };
}
