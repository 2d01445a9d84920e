/**
 * Reads the customer token in the browser (its claims, stored under the brand-prefixed key).
 * Pure and dependency-free: it does NOT verify the signature (only the server can); it only
 * decides whether the stored value looks like one of our tokens and what to show (name, e-mail).
 * Kept instead of jose's decodeJwt: that costs every store route ~250 B of gzipped
 * JavaScript, and the product page sits at its 160 KiB budget (tests/e2e/budgets.spec.ts).
 * Anything else throws, and the session then forgets the token.
 */

export type CustomerSession = { name: string; email: string };

export type DecodedCustomerToken = CustomerSession & {
  /** Customer id (the token's subject), when present. */
  subject: string | null;
  /** Expiry in seconds since the epoch, when present. */
  expiresAt: number | null;
};

export class InvalidTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** base64url (no padding, RFC 7515) → UTF-8 text; throws on anything that is not exactly that. */
export function decodeBase64Url(segment: string): string {
  // A length of 4n+1 cannot come from any byte sequence.
  if (!BASE64URL.test(segment) || segment.length % 4 === 1) {
    throw new InvalidTokenError('Token segment is not base64url');
  }
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  // fatal: invalid UTF-8 is an error, not a replacement character in the customer's name.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function decodeJsonObject(segment: string, part: string): Record<string, unknown> {
  const text = decodeBase64Url(segment);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InvalidTokenError(`Token ${part} is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidTokenError(`Token ${part} is not a JSON object`);
  }
  return value as Record<string, unknown>;
}

/**
 * Decodes a signed token (header.payload.signature). Throws InvalidTokenError when it is not
 * three base64url parts, when header or payload are not JSON objects, when the payload has no
 * e-mail, or when `exp` is present and not in the future of `nowMs`.
 */
export function decodeCustomerToken(token: string, nowMs: number = Date.now()): DecodedCustomerToken {
  if (typeof token !== 'string') throw new InvalidTokenError('Token is not a string');
  const parts = token.split('.');
  if (parts.length !== 3) throw new InvalidTokenError('Token must have three parts');
  const [header, payload, signature] = parts;
  if (!BASE64URL.test(signature)) throw new InvalidTokenError('Token signature is not base64url');
  decodeJsonObject(header, 'header');
  const claims = decodeJsonObject(payload, 'payload');

  if (typeof claims.email !== 'string' || claims.email === '') {
    throw new InvalidTokenError('Token payload has no e-mail');
  }
  let expiresAt: number | null = null;
  if (claims.exp !== undefined) {
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) throw new InvalidTokenError('Token exp is not a number');
    if (claims.exp * 1000 <= nowMs) throw new InvalidTokenError('Token has expired');
    expiresAt = claims.exp;
  }
  return {
    name: typeof claims.name === 'string' ? claims.name : '',
    email: claims.email,
    subject: typeof claims.sub === 'string' ? claims.sub : null,
    expiresAt,
  };
}
