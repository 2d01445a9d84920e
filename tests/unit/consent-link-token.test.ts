import { hkdfSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { CONSENT_LINK_TTL_SECONDS, consentLinkPath, signConsentLinkToken, verifyConsentLinkToken } from '@/lib/auth/consent-link';
import { signPaymentLinkToken } from '@/lib/auth/payment-link';
import { signCustomerToken } from '@/lib/auth/tokens';
import { getEnv } from '@/lib/env';

const DAY = 24 * 3600_000;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const email = 'ana@example.com';
const policyVersion = '2026-11-26';

/** The same derivation as lib/auth/consent-link.ts, to forge tokens that differ in one claim only. */
const derivedKey = () => new Uint8Array(hkdfSync('sha256', getEnv().AUTH_SECRET, 'ecoplast-consent-link', 'consent-link v1', 32));

function signWith(key: Uint8Array, claims: Record<string, unknown>, { aud = 'consent-link', exp = new Date(Date.now() + DAY) } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('store')
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime(Math.floor(exp.getTime() / 1000))
    .sign(key);
}

describe('consent link tokens', () => {
  it('holds the e-mail and the policy version, valid for 7 days, then expired', async () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const token = await signConsentLinkToken({ email, policyVersion, now });
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ email, pv: policyVersion, purpose: 'data_policy_consent', aud: 'consent-link' });
    expect((claims.exp as number) - (claims.iat as number)).toBe(CONSENT_LINK_TTL_SECONDS);
    expect(CONSENT_LINK_TTL_SECONDS).toBe(7 * 24 * 3600);

    expect(await verifyConsentLinkToken(token, new Date(now.getTime() + 7 * DAY - 1000))).toEqual({
      status: 'valid',
      email,
      policyVersion,
    });
    // One second past the seven days: expired, and still naming what it was for (the signature was checked).
    expect(await verifyConsentLinkToken(token, new Date(now.getTime() + 7 * DAY + 1000))).toEqual({
      status: 'expired',
      email,
      policyVersion,
    });
  });

  it('refuses edited, re-signed, unsigned and malformed tokens', async () => {
    const token = await signConsentLinkToken({ email, policyVersion });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    const bad = [
      // Another mailbox, another version, a later expiry: the signature no longer matches.
      `${header}.${b64({ ...claims, email: 'eva@example.com' })}.${signature}`,
      `${header}.${b64({ ...claims, pv: '2099-01-01' })}.${signature}`,
      `${header}.${b64({ ...claims, exp: (claims.exp as number) + 30 * 24 * 3600 })}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
      '',
      'garbage',
      'a.b.c',
      `${token}.extra`,
      `${header}.${payload}`,
      'x'.repeat(5000),
    ];
    for (const value of bad) expect(await verifyConsentLinkToken(value), value).toEqual({ status: 'invalid' });
  });

  it('refuses tokens of any other purpose: sessions, payment links, the raw app secret, missing claims', async () => {
    const appSecret = new TextEncoder().encode(getEnv().AUTH_SECRET);
    const expired = { exp: new Date(Date.now() - DAY) };
    const tokens = [
      await signCustomerToken({ id: 1001, name: 'Ana', email, sessionVersion: 1 }),
      await signPaymentLinkToken({ id: 1001, expiresAt: new Date(Date.now() + DAY) }),
      await signWith(appSecret, { purpose: 'data_policy_consent', email, pv: policyVersion }),
      await signWith(derivedKey(), { purpose: 'order_payment', email, pv: policyVersion }),
      await signWith(derivedKey(), { purpose: 'data_policy_consent', pv: policyVersion }),
      await signWith(derivedKey(), { purpose: 'data_policy_consent', email }),
      await signWith(derivedKey(), { purpose: 'data_policy_consent', email: 42, pv: policyVersion }),
      await signWith(derivedKey(), { purpose: 'data_policy_consent', email, pv: policyVersion }, { aud: 'payment-link' }),
      // Expired AND forged or of another purpose: still nothing (not 'expired').
      await signWith(appSecret, { purpose: 'data_policy_consent', email, pv: policyVersion }, expired),
      await signWith(derivedKey(), { purpose: 'order_payment', email, pv: policyVersion }, expired),
    ];
    for (const token of tokens) expect(await verifyConsentLinkToken(token), token).toEqual({ status: 'invalid' });
    // Control: the same helper with the right key and claims passes.
    expect(
      await verifyConsentLinkToken(await signWith(derivedKey(), { purpose: 'data_policy_consent', email, pv: policyVersion })),
    ).toEqual({ status: 'valid', email, policyVersion });
  });

  it('opens the page in the e-mail’s language, the token in the query', () => {
    expect(consentLinkPath('a.b-c_d')).toBe('/privacidad/aceptar?token=a.b-c_d');
    expect(consentLinkPath('a.b.c', 'en')).toBe('/en/privacidad/aceptar?token=a.b.c');
  });
});
