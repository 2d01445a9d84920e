import 'server-only';
import { errors, jwtVerify, SignJWT } from 'jose';
import { parseId } from '@/lib/domain/id';
import type { PaymentStatus } from '@/lib/domain/order-status';
import {
  isAwaitingPayment,
  looksLikePaymentToken,
  orderPaymentDueAt,
  PAYMENT_LINK_PATH,
  paymentDueAt,
  type PaymentWindowOrder,
} from '@/lib/domain/payment-link';
import { getEnv, siteUrl } from '@/lib/env';
import { derivedKey } from './derived-key';

/**
 * The token of an order's payment link (issue 23 §3, docs/payment-links.md): a JWT, HS256,
 * signed with a key DERIVED from AUTH_SECRET (HKDF, its own label), so neither a customer's nor a
 * staff member's session token verifies here, nor a link token there. It names one order (`sub`),
 * says what it is for (`purpose`) and ends with the order's payment window (`exp`).
 */

const ALGORITHM = 'HS256';
const ISSUER = 'store';
const AUDIENCE = 'payment-link';
export const PAYMENT_LINK_PURPOSE = 'order_payment';

/** HKDF-SHA256(AUTH_SECRET, info 'payment-link v1'). */
const key = () => derivedKey('ecoplast-payment-link', 'payment-link v1');

/**
 * `issuedAt` (the order's creation) makes the link of an order the same on every read: staff who
 * copy it twice, or a screen that re-renders between showing it and building its WhatsApp
 * message, get one link, not two valid ones that differ.
 */
export function signPaymentLinkToken(order: { id: number; expiresAt: Date; issuedAt?: Date }): Promise<string> {
  return new SignJWT({ purpose: PAYMENT_LINK_PURPOSE })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(String(order.id))
    .setIssuedAt(order.issuedAt ? Math.floor(order.issuedAt.getTime() / 1000) : undefined)
    .setExpirationTime(Math.floor(order.expiresAt.getTime() / 1000))
    .sign(key());
}

export type PaymentLinkCheck = { status: 'valid'; orderId: number } | { status: 'expired'; orderId: number } | { status: 'invalid' };

const INVALID: PaymentLinkCheck = { status: 'invalid' };

/**
 * Valid (signature, issuer, audience, purpose, order id, not expired), expired (all of that but
 * the time: the signature was checked first, so an expired token is still one we signed), or
 * invalid, whatever the reason: callers answer 'not found' without saying which.
 */
export async function verifyPaymentLinkToken(token: string, now: Date = new Date()): Promise<PaymentLinkCheck> {
  if (!looksLikePaymentToken(token)) return INVALID;
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      currentDate: now,
    });
    const orderId = payload.purpose === PAYMENT_LINK_PURPOSE ? parseId(payload.sub) : null;
    return orderId === null ? INVALID : { status: 'valid', orderId };
  } catch (error) {
    if (!(error instanceof errors.JWTExpired)) return INVALID;
    // jose checks the signature before the claims, and the other claims before `exp`.
    const { payload } = error;
    const orderId =
      payload.purpose === PAYMENT_LINK_PURPOSE && payload.iss === ISSUER && payload.aud === AUDIENCE ? parseId(payload.sub) : null;
    return orderId === null ? INVALID : { status: 'expired', orderId };
  }
}

/** The link's path (`/pagar/<token>`, `/en/pagar/<token>`). */
export function paymentLinkPath(token: string, locale: 'es' | 'en' = 'es'): string {
  return `${locale === 'en' ? '/en' : ''}${PAYMENT_LINK_PATH}/${token}`;
}

/** The absolute link of an order that waits for payment (its language's path); null for any other order. */
export async function paymentLinkFor(
  order: PaymentWindowOrder & {
    id: number;
    paymentStatus: PaymentStatus;
    cashOnDelivery: boolean;
    locale?: 'es' | 'en';
  },
): Promise<string | null> {
  if (!isAwaitingPayment(order)) return null;
  const windowHours = getEnv().ORDER_PAYMENT_WINDOW_HOURS;
  // While the fee is pending the order does not expire; a link read then lasts one window, and
  // the one staff copy once the fee is set lasts until the new deadline.
  const expiresAt = orderPaymentDueAt(order, windowHours) ?? paymentDueAt(new Date(), windowHours);
  const token = await signPaymentLinkToken({ id: order.id, expiresAt, issuedAt: new Date(order.createdAt) });
  return `${siteUrl()}${paymentLinkPath(token, order.locale ?? 'es')}`;
}
