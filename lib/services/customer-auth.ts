import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { customers } from '@/db/schema';
import { consumeLoginCode, issueLoginCode, LOGIN_CODE_TTL_SECONDS } from '@/lib/auth/login-codes';
import { bumpSessionVersion } from '@/lib/auth/session-version';
import { signCustomerToken } from '@/lib/auth/tokens';
import { consentRequired, PRIVACY_POLICY_VERSION } from '@/lib/domain/privacy';
import { enqueueEmail, kickOutbox } from '@/lib/email/outbox';
import { loginCodeEmail } from '@/lib/email/templates/login-code';
import { apiMessage } from '@/lib/api-messages';
import { unauthorized } from '@/lib/errors';
import { enforceRateLimits, type RateLimitRule } from '@/lib/rate-limit';
import type { RequestCodeInput, VerifyCodeInput } from '@/lib/validation/auth';
import { applyEmailLinkConsent, consentLinkFor } from './consent-link';

/**
 * Per IP, counted before the body is read. Colombian carriers put many phones behind one public
 * address (carrier-grade NAT), so this only stops one machine mailing codes to thousands of
 * addresses; the per-e-mail limits below protect each mailbox (docs/design-notes.md).
 */
export const REQUEST_CODE_IP_RATE_LIMITS = (ip: string): RateLimitRule[] => [
  { key: `code-ip-hour:${ip}`, limit: 120, windowSeconds: 3600 },
];

/** Per e-mail: one code a minute and five an hour. */
export const REQUEST_CODE_RATE_LIMITS = (email: string): RateLimitRule[] => [
  { key: `code-email-min:${email}`, limit: 1, windowSeconds: 60 },
  { key: `code-email-hour:${email}`, limit: 5, windowSeconds: 3600 },
];

/**
 * Each code allows 5 tries and each e-mail 5 codes an hour, which bounds guessing per account;
 * this stops one IP from spraying guesses over many e-mails, with room for a crowd behind one
 * carrier NAT (docs/design-notes.md).
 */
export const VERIFY_CODE_RATE_LIMITS = (ip: string): RateLimitRule[] => [{ key: `verify-ip-15m:${ip}`, limit: 200, windowSeconds: 900 }];

/**
 * Sends a login code to any well-formed e-mail, known or not: the account is created only at
 * the first successful verification, so the answer and the e-mail are the same for everybody.
 * The IP's limit is counted before `readInput` reads the body, the e-mail's after.
 */
export async function requestLoginCode(ip: string, readInput: () => Promise<RequestCodeInput>): Promise<{ message: string }> {
  const db = await getDb();
  await enforceRateLimits(db, REQUEST_CODE_IP_RATE_LIMITS(ip));
  const input = await readInput();
  await enforceRateLimits(db, REQUEST_CODE_RATE_LIMITS(input.email), 'loginCodes');
  await db.transaction(async (tx) => {
    const code = await issueLoginCode(tx, input.email, ip);
    // A client that never asks for the data policy (one written from the spec alone) still gets
    // the customer to it: the e-mail links to a page that records her acceptance.
    const consentLink = await consentLinkFor(tx, input.email, input.locale);
    await enqueueEmail(
      tx,
      loginCodeEmail({ to: input.email, code, locale: input.locale, validMinutes: LOGIN_CODE_TTL_SECONDS / 60, consentLink }),
    );
  });
  kickOutbox();
  return { message: apiMessage('auth.codeSent', undefined, input.locale) };
}

export type VerifiedCustomer = {
  token: string;
  customer: { id: number; email: string; name: string | null; sessionVersion: number };
  /** The current data policy is not accepted yet: the store asks before going on (lib/domain/privacy.ts). */
  consentRequired: boolean;
};

/**
 * Checks the code and signs the customer in, creating the account on the first success. The
 * spent try commits even when the code is wrong (nothing is thrown inside the transaction).
 * Null for a wrong, expired, used, superseded or exhausted code (its try is spent all the same):
 * the route says so in the answer's body. The IP's limit is counted before `readInput` reads
 * the body.
 */
export async function verifyLoginCode(ip: string, readInput: () => Promise<VerifyCodeInput>): Promise<VerifiedCustomer | null> {
  const db = await getDb();
  await enforceRateLimits(db, VERIFY_CODE_RATE_LIMITS(ip));
  const input = await readInput();
  const customer = await db.transaction(async (tx) => {
    if (!(await consumeLoginCode(tx, input.email, input.code))) return null;
    const [row] = await tx
      .insert(customers)
      .values({ email: input.email, locale: input.locale ?? 'es', lastLoginAt: sql`now()` })
      .onConflictDoUpdate({
        target: customers.email,
        // The language of the latest login is the one its e-mails use (when the client says it).
        set: { lastLoginAt: sql`now()`, ...(input.locale ? { locale: input.locale } : {}) },
      })
      // customers.name mirrors the profile's fullName (kept in sync when the profile is saved).
      .returning({
        id: customers.id,
        email: customers.email,
        name: customers.name,
        sessionVersion: customers.sessionVersion,
        dataPolicyVersion: customers.dataPolicyVersion,
      });
    // Accepted from the e-mail's link before the account existed (or before this sign-in).
    if (consentRequired(row.dataPolicyVersion) && (await applyEmailLinkConsent(tx, row.id, input.email))) {
      return { ...row, dataPolicyVersion: PRIVACY_POLICY_VERSION };
    }
    return row;
  });
  if (!customer) return null;
  const { dataPolicyVersion, ...account } = customer;
  // The upsert matched on this e-mail, so the row has it (only staff create customers without one).
  const signedIn = { ...account, email: account.email ?? input.email };
  return { token: await signCustomerToken(signedIn), customer: signedIn, consentRequired: consentRequired(dataPolicyVersion) };
}

/**
 * 'Cerrar sesión en todos los dispositivos': bumps the customer's session version, so every
 * token signed before (this device's too) is refused at its next request; a new login works.
 */
export async function endCustomerSessions(customerId: number): Promise<void> {
  // The guard has just seen the row; only a concurrent deletion gets here.
  if (!(await bumpSessionVersion('customer', customerId))) throw unauthorized();
}
