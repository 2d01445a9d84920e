import { hkdfSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { paymentLinkFor, paymentLinkPath, signPaymentLinkToken, verifyPaymentLinkToken } from '@/lib/auth/payment-link';
import { signCustomerToken, signStaffToken } from '@/lib/auth/tokens';
import { isAwaitingPayment, isDeliveryFeePending, looksLikePaymentToken, orderPaymentDueAt, paymentDueAt } from '@/lib/domain/payment-link';
import { getEnv } from '@/lib/env';

const HOUR = 3600_000;
const inAnHour = () => new Date(Date.now() + HOUR);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The same derivation as lib/auth/payment-link.ts, to forge tokens that differ in one claim only. */
const derivedKey = () => new Uint8Array(hkdfSync('sha256', getEnv().AUTH_SECRET, 'ecoplast-payment-link', 'payment-link v1', 32));

function signWith(key: Uint8Array, claims: Record<string, unknown>, { aud = 'payment-link', exp = inAnHour(), sub = '1001' } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('store')
    .setAudience(aud)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(exp.getTime() / 1000))
    .sign(key);
}

const localDelivery = { deliveryOption: 'local_delivery', shippingFee: 8000, shippingFeeChangedAt: null };

describe('payment link tokens', () => {
  it('verifies a token for its order until the payment window ends', async () => {
    const expiresAt = inAnHour();
    const token = await signPaymentLinkToken({ id: 1042, expiresAt });
    expect(looksLikePaymentToken(token)).toBe(true);
    expect(await verifyPaymentLinkToken(token)).toEqual({ status: 'valid', orderId: 1042 });
    // One second past the end of the window: expired, and it still names the order (the signature was checked).
    expect(await verifyPaymentLinkToken(token, new Date(expiresAt.getTime() + 1000))).toEqual({ status: 'expired', orderId: 1042 });
  });

  it('ends with the window: exp is the order creation plus ORDER_PAYMENT_WINDOW_HOURS', async () => {
    const createdAt = new Date('2026-11-20T10:00:00Z');
    expect(paymentDueAt(createdAt, 72).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    const link = await paymentLinkFor({ id: 1001, createdAt, paymentStatus: 'pending_payment', cashOnDelivery: false, ...localDelivery });
    const token = link!.split('/pagar/')[1];
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number };
    expect(exp * 1000).toBe(createdAt.getTime() + getEnv().ORDER_PAYMENT_WINDOW_HOURS * HOUR);
    expect(await verifyPaymentLinkToken(token, new Date('2026-11-21T00:00:00Z'))).toEqual({ status: 'valid', orderId: 1001 });
  });

  it('is the same link on every read of the same order (a re-render must not show two links)', async () => {
    const order = {
      id: 1001,
      createdAt: new Date(Date.now() - HOUR),
      paymentStatus: 'pending_payment',
      cashOnDelivery: false,
      ...localDelivery,
    } as const;
    const first = await paymentLinkFor(order);
    vi.useFakeTimers({ now: Date.now() + 5_000, toFake: ['Date'] }); // a later read: a per-read iat would differ
    try {
      expect(await paymentLinkFor(order)).toBe(first);
    } finally {
      vi.useRealTimers();
    }
    const token = first!.split('/pagar/')[1];
    const { iat } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { iat: number };
    expect(iat).toBe(Math.floor(order.createdAt.getTime() / 1000));
  });

  it('counts the window from the last time staff set the fee, and has no deadline while the fee is pending (issue 34 §2)', () => {
    const createdAt = new Date('2026-11-20T10:00:00Z');
    const feeSet = new Date('2026-11-21T15:00:00Z');
    const pending = { createdAt, deliveryOption: 'to_confirm', shippingFee: null, shippingFeeChangedAt: null };
    expect(isDeliveryFeePending(pending)).toBe(true);
    expect(orderPaymentDueAt(pending, 72)).toBeNull();
    const set = { ...pending, shippingFee: 45_000, shippingFeeChangedAt: feeSet };
    expect(isDeliveryFeePending(set)).toBe(false);
    expect(orderPaymentDueAt(set, 72)?.toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(orderPaymentDueAt({ ...localDelivery, createdAt }, 72)?.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    // Free delivery (fee 0) and pickup are known totals; an order without a delivery choice (the spec's API) too.
    expect(isDeliveryFeePending({ deliveryOption: 'to_confirm', shippingFee: 0 })).toBe(false);
    expect(isDeliveryFeePending({ deliveryOption: 'pickup', shippingFee: null })).toBe(false);
    expect(isDeliveryFeePending({ deliveryOption: null, shippingFee: null })).toBe(false);
  });

  it('gives a link only to an order that waits for payment (not cash on delivery), in its language', async () => {
    const order = { id: 7, createdAt: new Date(), cashOnDelivery: false, ...localDelivery };
    expect(await paymentLinkFor({ ...order, paymentStatus: 'pending_payment' })).toMatch(
      /^https?:\/\/[^/]+\/pagar\/[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    expect(await paymentLinkFor({ ...order, paymentStatus: 'pending_payment', locale: 'en' })).toMatch(/\/en\/pagar\//);
    for (const paymentStatus of ['pending_confirmation', 'paid', 'refunded', 'cancelled'] as const) {
      expect(await paymentLinkFor({ ...order, paymentStatus })).toBeNull();
    }
    expect(await paymentLinkFor({ ...order, paymentStatus: 'pending_payment', cashOnDelivery: true })).toBeNull();
    expect(isAwaitingPayment({ paymentStatus: 'pending_payment', cashOnDelivery: false })).toBe(true);
    expect(paymentLinkPath('a.b.c')).toBe('/pagar/a.b.c');
  });

  it('refuses tokens of any other purpose: session tokens, another purpose, the raw app secret, another audience', async () => {
    const customer = await signCustomerToken({ id: 1001, name: 'Ana', email: 'ana@example.com', sessionVersion: 1 });
    const staff = (await signStaffToken({ id: 1001, nombre: 'A', email: 'a@example.com', rol: 'ADMIN', sessionVersion: 1 })).token;
    const appSecret = new TextEncoder().encode(getEnv().AUTH_SECRET);
    const tokens = [
      customer,
      staff,
      await signWith(derivedKey(), { purpose: 'password_reset' }),
      await signWith(derivedKey(), {}),
      await signWith(derivedKey(), { purpose: 'order_payment' }, { aud: 'customer' }),
      await signWith(derivedKey(), { purpose: 'order_payment' }, { sub: '0' }),
      await signWith(derivedKey(), { purpose: 'order_payment' }, { sub: 'abc' }),
      // Signed with the app secret itself instead of the derived key.
      await signWith(appSecret, { purpose: 'order_payment' }),
      // Expired AND of another purpose: still nothing (not 'expired').
      await signWith(derivedKey(), { purpose: 'password_reset' }, { exp: new Date(Date.now() - HOUR) }),
      await signWith(appSecret, { purpose: 'order_payment' }, { exp: new Date(Date.now() - HOUR) }),
    ];
    for (const token of tokens) expect(await verifyPaymentLinkToken(token), token).toEqual({ status: 'invalid' });
    // Control: the same helper with the right key and purpose passes.
    expect(await verifyPaymentLinkToken(await signWith(derivedKey(), { purpose: 'order_payment' }))).toEqual({
      status: 'valid',
      orderId: 1001,
    });
  });

  it('refuses forged, edited, unsigned and malformed tokens', async () => {
    const token = await signPaymentLinkToken({ id: 1042, expiresAt: inAnHour() });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    const bad = [
      `${header}.${b64({ ...claims, sub: '1043' })}.${signature}`,
      `${header}.${b64({ ...claims, exp: (claims.exp as number) + 10 * 24 * 3600 })}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
      '',
      'garbage',
      'a.b.c',
      `${token}.extra`,
      `${token}%00`,
      'x'.repeat(5000),
      `${header}.${payload}`,
    ];
    for (const value of bad) expect(await verifyPaymentLinkToken(value), value).toEqual({ status: 'invalid' });
    expect(looksLikePaymentToken('x'.repeat(2000))).toBe(false);
  });
});

describe('payment link paths', () => {
  it('are pages for the proxy (locale routing) though their token has dots; dotted files stay files', async () => {
    const { isPaymentLinkPath } = await import('@/lib/domain/payment-link');
    const { isFileLikePath } = await import('@/proxy');
    const token = await signPaymentLinkToken({ id: 1001, expiresAt: inAnHour() });
    for (const path of [`/pagar/${token}`, `/en/pagar/${token}`, '/pagar/a.b.c']) {
      expect(isPaymentLinkPath(path), path).toBe(true);
      expect(isFileLikePath(path), path).toBe(false);
    }
    for (const path of [
      '/pagar/x.php',
      '/pagar/a.b',
      `/pagar/${token}/x`,
      `/es/pagar/${token}`,
      '/robots.txt',
      '/images/a.webp',
      `/pagar/${'a'.repeat(1100)}.b.c`,
    ]) {
      expect(isPaymentLinkPath(path), path).toBe(false);
    }
    expect(isFileLikePath('/pagar/x.php')).toBe(true);
  });
});
