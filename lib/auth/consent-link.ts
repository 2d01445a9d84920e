import 'server-only';
import { errors, jwtVerify, SignJWT } from 'jose';
import { derivedKey } from './derived-key';

/**
 * The token of the consent link in the login-code e-mail (docs/privacy.md): a JWT, HS256, signed
 * with a key DERIVED from AUTH_SECRET (HKDF, its own label, as payment links), so no session or
 * payment-link token verifies here, nor this one there. It names the mailbox it was sent to
 * (`email`), the data policy version the e-mail offered (`pv`), what it is for (`purpose`), and
 * lasts CONSENT_LINK_TTL_SECONDS: long enough to read the e-mail later, short enough that an old
 * mail does not stay a standing credential.
 */

const ALGORITHM = 'HS256';
const ISSUER = 'store';
const AUDIENCE = 'consent-link';
export const CONSENT_LINK_PURPOSE = 'data_policy_consent';
export const CONSENT_LINK_TTL_SECONDS = 7 * 24 * 3600;
/** A token we sign is ~300 characters; anything much longer is refused before any work. */
const MAX_TOKEN_LENGTH = 1000;

/** HKDF-SHA256(AUTH_SECRET, info 'consent-link v1'). */
const key = () => derivedKey('ecoplast-consent-link', 'consent-link v1');

export function signConsentLinkToken(input: { email: string; policyVersion: string; now?: Date }): Promise<string> {
  const issuedAt = Math.floor((input.now ?? new Date()).getTime() / 1000);
  return new SignJWT({ purpose: CONSENT_LINK_PURPOSE, email: input.email, pv: input.policyVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CONSENT_LINK_TTL_SECONDS)
    .sign(key());
}

export type ConsentLinkCheck =
  | { status: 'valid'; email: string; policyVersion: string }
  | { status: 'expired'; email: string; policyVersion: string }
  | { status: 'invalid' };

const INVALID: ConsentLinkCheck = { status: 'invalid' };

function claimsOf(payload: Record<string, unknown>): { email: string; policyVersion: string } | null {
  const { purpose, email, pv } = payload;
  if (purpose !== CONSENT_LINK_PURPOSE || typeof email !== 'string' || typeof pv !== 'string') return null;
  if (email === '' || email.length > 320 || pv === '') return null;
  return { email, policyVersion: pv };
}

/**
 * Valid (signature, issuer, audience, purpose, claims, not expired), expired (all of that but the
 * time: jose checks the signature before the claims, so an expired token is still one we signed),
 * or invalid, whatever the reason.
 */
export async function verifyConsentLinkToken(token: string, now: Date = new Date()): Promise<ConsentLinkCheck> {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return INVALID;
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp'],
      currentDate: now,
    });
    const claims = claimsOf(payload);
    return claims ? { status: 'valid', ...claims } : INVALID;
  } catch (error) {
    if (!(error instanceof errors.JWTExpired)) return INVALID;
    const { payload } = error;
    const claims = payload.iss === ISSUER && payload.aud === AUDIENCE ? claimsOf(payload) : null;
    return claims ? { status: 'expired', ...claims } : INVALID;
  }
}

/** The page the link opens: the token travels in the query, so the path stays a plain page. */
export const CONSENT_LINK_PATH = '/privacidad/aceptar';

export function consentLinkPath(token: string, locale: 'es' | 'en' = 'es'): string {
  return `${locale === 'en' ? '/en' : ''}${CONSENT_LINK_PATH}?token=${encodeURIComponent(token)}`;
}
