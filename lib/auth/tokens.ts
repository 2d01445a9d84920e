import 'server-only';
import { randomUUID } from 'node:crypto';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { StaffRole } from '@/db/schema';
import { parseId } from '@/lib/domain/id';
import { getEnv } from '@/lib/env';

const ALGORITHM = 'HS256';
const ISSUER = 'store';
export const CUSTOMER_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const STAFF_TOKEN_TTL_SECONDS = 12 * 3600;

export type CustomerClaims = { customerId: number; name: string; email: string; sessionVersion: number };
export type StaffClaims = {
  userId: number;
  nombre: string;
  email: string;
  rol: StaffRole;
  jti: string;
  expiresAt: Date;
  sessionVersion: number;
};

const key = () => new TextEncoder().encode(getEnv().AUTH_SECRET);

export function signCustomerToken(customer: {
  id: number;
  name: string | null;
  email: string | null;
  sessionVersion: number;
}): Promise<string> {
  return new SignJWT({ name: customer.name ?? '', email: customer.email ?? '', sv: customer.sessionVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience('customer')
    .setSubject(String(customer.id))
    .setIssuedAt()
    .setExpirationTime(`${CUSTOMER_TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

export async function signStaffToken(user: { id: number; nombre: string; email: string; rol: StaffRole; sessionVersion: number }) {
  const jti = randomUUID();
  const token = await new SignJWT({ nombre: user.nombre, email: user.email, rol: user.rol, sv: user.sessionVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience('admin')
    .setSubject(String(user.id))
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(`${STAFF_TOKEN_TTL_SECONDS}s`)
    .sign(key());
  return { token, jti };
}

/** Verifies signature (HS256 only), issuer, audience and expiry. Null when anything is off. */
async function verify(token: string, audience: 'customer' | 'admin'): Promise<(JWTPayload & { id: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: [ALGORITHM], issuer: ISSUER, audience });
    const id = parseId(payload.sub);
    if (id === null) return null;
    return { ...payload, id };
  } catch {
    return null;
  }
}

/**
 * The session version a token was signed with (claim `sv`). Tokens signed before the claim
 * existed count as version 1: every row started at 1 and any bump since (password, role,
 * 'sign out everywhere') makes them mismatch, so they end exactly when a new one would, without
 * signing everybody out at the deploy. Anything else than a positive integer is a bad token.
 */
function sessionVersionOf(payload: JWTPayload): number | null {
  if (payload.sv === undefined) return 1;
  return Number.isSafeInteger(payload.sv) && (payload.sv as number) > 0 ? (payload.sv as number) : null;
}

export async function verifyCustomerToken(token: string): Promise<CustomerClaims | null> {
  const payload = await verify(token, 'customer');
  if (!payload || typeof payload.email !== 'string') return null;
  const sessionVersion = sessionVersionOf(payload);
  if (sessionVersion === null) return null;
  return { customerId: payload.id, email: payload.email, name: typeof payload.name === 'string' ? payload.name : '', sessionVersion };
}

export async function verifyStaffToken(token: string): Promise<StaffClaims | null> {
  const payload = await verify(token, 'admin');
  if (!payload || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
  if (payload.rol !== 'ADMIN' && payload.rol !== 'VENDEDOR') return null;
  const sessionVersion = sessionVersionOf(payload);
  if (sessionVersion === null) return null;
  return {
    userId: payload.id,
    nombre: String(payload.nombre ?? ''),
    email: String(payload.email ?? ''),
    rol: payload.rol,
    jti: payload.jti,
    expiresAt: new Date(payload.exp * 1000),
    sessionVersion,
  };
}

export function bearerToken(req: Request): string | null {
  const header = req.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}
