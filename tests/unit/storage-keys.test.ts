import { describe, expect, it } from 'vitest';
import {
  customerProofKey,
  isSafeObjectKey,
  isValidCustomerProofKey,
  isValidStaffKey,
  isValidUploadKey,
  MAX_KEY_LENGTH,
  orderIdOfProofKey,
  PROOF_TIMESTAMP_SKEW_MS,
  proofKeyTimestamp,
  proofKeyTimestampValid,
  staffUploadKey,
} from '@/lib/storage/keys';

const hostile = [
  '',
  '../payment-confirmation/order-1-1700000000000.webp',
  'payment-confirmation/../order-1-1700000000000.webp',
  '/payment-confirmation/order-1-1700000000000.webp',
  'payment-confirmation\\order-1-1700000000000.webp',
  'payment-confirmation/order-1-1700000000000.webp/',
  'payment-confirmation//order-1-1700000000000.webp',
  'payment-confirmation/order-1-1700000000000.webp\0',
  'payment-confirmation/order-1-1700000000000.webp\n',
  'payment-confirmation/order-1-1700000000000.png',
  'payment-confirmation/order-1-1700000000000.WEBP',
  'payment-confirmation/order-1-17000%2e.webp',
  'products/../../etc/passwd',
  'products/vaso 7oz-1700000000000.webp',
  'products/Vaso-1700000000000.webp',
  'products/vaso.-1700000000000.webp',
  'products/vaso-.webp',
  'products/vaso-17000000000x.webp',
  'products/sub/vaso-1700000000000.webp',
  'orders/vaso-1700000000000.webp',
  'products/vasó-1700000000000.webp',
];

describe('customer payment-proof keys', () => {
  it('builds the key for an order and a timestamp', () => {
    expect(customerProofKey(42, 1700000000000)).toBe('payment-confirmation/order-42-1700000000000.webp');
    expect(() => customerProofKey(0, 1)).toThrow();
    expect(() => customerProofKey(1.5, 1)).toThrow();
    expect(() => customerProofKey(1, -1)).toThrow();
  });

  it('accepts only keys of the same order', () => {
    const key = customerProofKey(42, 1700000000000);
    expect(isValidCustomerProofKey(key, 42)).toBe(true);
    expect(orderIdOfProofKey(key)).toBe(42);
    expect(isValidCustomerProofKey(key, 4)).toBe(false);
    expect(isValidCustomerProofKey(customerProofKey(4, 1700000000000), 42)).toBe(false);
    expect(isValidCustomerProofKey('payment-confirmation/order-042-1700000000000.webp', 42)).toBe(false);
  });

  it('reads the order and the timestamp of the name without a dash: the timestamp is the last 13 digits', () => {
    expect(orderIdOfProofKey('payment-confirmation/order-421700000000000.webp')).toBe(42);
    expect(proofKeyTimestamp('payment-confirmation/order-421700000000000.webp')).toBe(1700000000000);
    expect(orderIdOfProofKey('payment-confirmation/order-11700000000000.webp')).toBe(1);
    expect(orderIdOfProofKey('payment-confirmation/order-1700000000000.webp')).toBeNull();
    expect(orderIdOfProofKey('payment-confirmation/order-42170000000000.webp')).toBe(4);
    expect(proofKeyTimestamp(customerProofKey(42, 1700000000000))).toBe(1700000000000);
  });

  it('takes a timestamp up to a day ahead of the clock, never one from the far future', () => {
    const now = 1_764_800_000_000;
    expect(proofKeyTimestampValid(customerProofKey(42, now), now)).toBe(true);
    expect(proofKeyTimestampValid(customerProofKey(42, 1), now)).toBe(true);
    expect(proofKeyTimestampValid(customerProofKey(42, now + PROOF_TIMESTAMP_SKEW_MS), now)).toBe(true);
    expect(proofKeyTimestampValid(customerProofKey(42, now + PROOF_TIMESTAMP_SKEW_MS + 1), now)).toBe(false);
    // Past what a date can hold: once a 500 from the database.
    expect(proofKeyTimestampValid('payment-confirmation/order-1002-9999999999999997.webp', now)).toBe(false);
    expect(proofKeyTimestampValid('payment-confirmation/order-421700000000000.webp', now)).toBe(true);
    expect(proofKeyTimestampValid('products/vaso-1700000000000.webp', now)).toBe(false);
  });

  it.each(hostile)('rejects %j', (key) => {
    expect(isValidCustomerProofKey(key, 1)).toBe(false);
    expect(isValidUploadKey(key)).toBe(false);
  });
});

describe('staff image keys', () => {
  it.each([
    'products/vaso-termico-12-oz-1700000000000.webp',
    'categories/desechables-1700000000000.webp',
    'payment-methods/nequi-1700000000.webp',
    'product/vaso-1700000000000.webp',
    'product/vaso/VASO-BLA-7OZ-UNI-1700000000000.webp',
    'category/vasos-1700000000000.webp',
    'payment-method/nequi-1700000000000.webp',
    'vaso-1700000000000.webp',
  ])('accepts %j', (key) => {
    expect(isValidStaffKey(key)).toBe(true);
    expect(isValidUploadKey(key)).toBe(true);
    expect(isSafeObjectKey(key)).toBe(true);
  });

  it.each(hostile)('rejects %j', (key) => {
    expect(isValidStaffKey(key)).toBe(false);
  });

  it('says what each name is for and rebuilds the key from its parts', () => {
    expect(staffUploadKey('product/vaso/VASO-1-1700000000000.webp')).toEqual({
      key: 'product/vaso/VASO-1-1700000000000.webp',
      kind: 'variant',
    });
    expect(staffUploadKey('payment-method/nequi-1.webp')?.kind).toBe('payment-method');
    expect(staffUploadKey('payment-methods/nequi-1.webp')?.kind).toBe('payment-method');
    expect(staffUploadKey('vaso-1.webp')).toEqual({ key: 'vaso-1.webp', kind: 'unfiled' });
    expect(staffUploadKey('payment-confirmation/order-1-1.webp')).toBeNull();
    expect(staffUploadKey('product/vaso/VASO-1.webp/x-1.webp')).toBeNull();
  });

  it('rejects a payment proof as a staff key and over-long keys', () => {
    expect(isValidStaffKey(customerProofKey(1, 1))).toBe(false);
    const long = `products/${'a'.repeat(MAX_KEY_LENGTH)}-1700000000000.webp`;
    expect(isValidStaffKey(long)).toBe(false);
    expect(isSafeObjectKey(long)).toBe(false);
  });
});

describe('object keys', () => {
  it('allows nested server-written keys and refuses traversal, dot files and odd characters', () => {
    expect(isSafeObjectKey('seed/products/vaso-7oz.webp')).toBe(true);
    expect(isSafeObjectKey('payment-methods/qr-nequi.png')).toBe(true);
    for (const key of [
      '../x.webp',
      'a/../x.webp',
      'a/..x.webp',
      '.hidden.webp',
      'a/.x.webp.tmp',
      '/x.webp',
      'a\\x.webp',
      'a/x y.webp',
      'a//x.webp',
      'a/',
    ]) {
      expect(isSafeObjectKey(key), key).toBe(false);
    }
  });
});
