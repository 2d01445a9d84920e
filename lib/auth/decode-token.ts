import { decodeJwt } from 'jose';

export type CustomerSession = { name: string; email: string };

/**
 * Name and e-mail of the stored customer token, in the browser (spec 1 §3 "Customer session",
 * §5 "Stored token"). jose's decodeJwt checks the form: three parts, a base64url payload holding
 * a JSON object. The signature is NOT verified (only the server can); this only decides whether
 * the value looks like one of our tokens and what to show. It throws on an unsigned token, a
 * payload with no e-mail, or an `exp` not in the future of `nowMs`; the session then forgets it.
 */
export function decodeCustomerToken(token: string, nowMs: number = Date.now()): CustomerSession {
  const claims = decodeJwt(token);
  if (!token.slice(token.lastIndexOf('.') + 1)) throw new TypeError('Token has no signature');
  if (typeof claims.email !== 'string' || claims.email === '') throw new TypeError('Token payload has no e-mail');
  if (claims.exp !== undefined && !(typeof claims.exp === 'number' && claims.exp * 1000 > nowMs)) {
    throw new TypeError('Token has expired');
  }
  return { name: typeof claims.name === 'string' ? claims.name : '', email: claims.email };
}
