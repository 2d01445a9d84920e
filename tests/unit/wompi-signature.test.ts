import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWompiEvent, verifyWompiEvent, wompiEventChecksum } from '@/lib/domain/wompi-signature';

const SECRET = 'test_events_2PDUmhMywUkvb1LvxYnayFbmofT7w39N';

// The example of Wompi's documentation: transaction id, status and amount, the timestamp, the secret.
const event = {
  event: 'transaction.updated',
  data: {
    transaction: {
      id: '1234-1610641025-49201',
      amount_in_cents: 4490000,
      reference: 'MZQ3X2DE2SMX',
      status: 'APPROVED',
      payment_link_id: null,
    },
  },
  environment: 'prod',
  signature: {
    properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
    checksum: '',
  },
  timestamp: 1530291411,
};

const byHand = (text: string) => createHash('sha256').update(text).digest('hex');

describe('Wompi event checksum', () => {
  it('concatenates the named values inside data, then the timestamp, then the secret (SHA-256 hex)', () => {
    expect(wompiEventChecksum(event, SECRET)).toBe(byHand(`1234-1610641025-49201APPROVED44900001530291411${SECRET}`));
  });

  it('follows the order the event names, not the object’s', () => {
    const reordered = { ...event, signature: { ...event.signature, properties: ['transaction.status', 'transaction.id'] } };
    expect(wompiEventChecksum(reordered, SECRET)).toBe(byHand(`APPROVED1234-1610641025-492011530291411${SECRET}`));
  });

  it('accepts a correctly signed event, in either letter case', () => {
    const signed = signWompiEvent(event, SECRET);
    expect(verifyWompiEvent(signed, SECRET)).toBe(true);
    expect(
      verifyWompiEvent({ ...signed, signature: { ...signed.signature, checksum: signed.signature.checksum.toUpperCase() } }, SECRET),
    ).toBe(true);
  });

  it('refuses another secret, a changed value, a changed timestamp, a truncated checksum', () => {
    const signed = signWompiEvent(event, SECRET);
    expect(verifyWompiEvent(signed, 'test_events_other')).toBe(false);
    const tampered = { ...signed, data: { transaction: { ...event.data.transaction, amount_in_cents: 100 } } };
    expect(verifyWompiEvent(tampered, SECRET)).toBe(false);
    expect(verifyWompiEvent({ ...signed, timestamp: signed.timestamp + 1 }, SECRET)).toBe(false);
    expect(
      verifyWompiEvent({ ...signed, signature: { ...signed.signature, checksum: signed.signature.checksum.slice(0, 63) } }, SECRET),
    ).toBe(false);
  });

  it('refuses an event naming a property it lacks, or an object where a value should be', () => {
    const missing = { ...event, signature: { properties: ['transaction.nothing'], checksum: 'a'.repeat(64) } };
    expect(wompiEventChecksum(missing, SECRET)).toBeNull();
    expect(verifyWompiEvent(missing, SECRET)).toBe(false);
    const objectValue = { ...event, signature: { properties: ['transaction'], checksum: 'a'.repeat(64) } };
    expect(verifyWompiEvent(objectValue, SECRET)).toBe(false);
    // Inherited properties are not values of the event.
    const inherited = { ...event, signature: { properties: ['transaction.constructor'], checksum: 'a'.repeat(64) } };
    expect(wompiEventChecksum(inherited, SECRET)).toBeNull();
  });
});
