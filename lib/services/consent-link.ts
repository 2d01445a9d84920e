import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { consentRecords, customers } from '@/db/schema';
import { consentLinkPath, signConsentLinkToken, verifyConsentLinkToken } from '@/lib/auth/consent-link';
import { consentRequired, PRIVACY_POLICY_VERSION } from '@/lib/domain/privacy';
import { siteUrl } from '@/lib/env';
import { apiError } from '@/lib/errors';
import { enforceRateLimits, type RateLimitRule } from '@/lib/rate-limit';
import { acceptDataPolicyIn, recordConsent } from './customer-privacy';

/**
 * The consent link of the login-code e-mail (docs/privacy.md): a client that does not know the
 * store's consent step (one written from the spec alone) still lets a first-time customer accept
 * the data policy before her first order, from the e-mail she already reads to sign in. The page
 * the link opens only shows the policy; the 'Acepto' button's POST records it, so a mail scanner
 * that prefetches the link records nothing.
 */

/** Per IP, as the other public writes: a link is worth nothing without its signature anyway. */
export const CONSENT_LINK_RATE_LIMITS = (ip: string): RateLimitRule[] => [
  { key: `consent-link-ip-10m:${ip}`, limit: 30, windowSeconds: 600 },
];

/** Whether the mailbox still has to accept the current policy: no account yet, or an account that has not. */
async function needsConsent(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db.select({ version: customers.dataPolicyVersion }).from(customers).where(eq(customers.email, email));
  return !row || consentRequired(row.version);
}

/** The absolute link for the login-code e-mail, or null when the account has accepted the current policy. */
export async function consentLinkFor(db: Queryable, email: string, locale: 'es' | 'en'): Promise<string | null> {
  if (!(await needsConsent(db, email))) return null;
  const token = await signConsentLinkToken({ email, policyVersion: PRIVACY_POLICY_VERSION });
  return `${siteUrl()}${consentLinkPath(token, locale)}`;
}

/** What the page shows for a token: the button (and the address), that it expired (or names an older policy), or that it is no link of ours. */
export type ConsentLinkView = { state: 'valid'; email: string } | { state: 'expired' | 'invalid' };

export async function describeConsentLink(token: string): Promise<ConsentLinkView> {
  const check = await verifyConsentLinkToken(token);
  if (check.status === 'invalid') return { state: 'invalid' };
  // A link to an older version offers a text that no longer applies: asking again is the point.
  if (check.status === 'expired' || check.policyVersion !== PRIVACY_POLICY_VERSION) return { state: 'expired' };
  return { state: 'valid', email: check.email };
}

const invalidLink = () => apiError({ code: 'bad_request', key: 'consentLink.invalid', fields: ['token'] });

const expiredLink = () => apiError({ code: 'link_expired', key: 'consentLink.expired' });

export type EmailLinkConsent = { success: true; acceptedVersion: string };

/**
 * POST /api/consent/email-link: records the acceptance the link's token stands for. An account
 * with that e-mail accepts at once (evidence row and current state, as the store's own step); an
 * e-mail without an account keeps the evidence under the address, applied when the account is
 * created at its first sign-in (applyEmailLinkConsent). Pressing twice records nothing twice.
 */
export async function acceptConsentByEmailLink(ip: string, readToken: () => Promise<string>): Promise<EmailLinkConsent> {
  const db = await getDb();
  await enforceRateLimits(db, CONSENT_LINK_RATE_LIMITS(ip));
  const link = await describeConsentLink(await readToken());
  if (link.state === 'expired') throw expiredLink();
  if (link.state !== 'valid') throw invalidLink();
  const { email } = link;
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id, version: customers.dataPolicyVersion })
      .from(customers)
      .where(eq(customers.email, email))
      .for('update');
    if (customer) {
      if (consentRequired(customer.version)) await acceptDataPolicyIn(tx, customer.id, { source: 'email_link', ip });
      return;
    }
    // Serialises two presses for the same address: the second sees the first's row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consent-link:${email}`}))`);
    if (await pendingEmailLinkConsent(tx, email)) return;
    await recordConsent(tx, { email, kind: 'data_policy', granted: true, source: 'email_link', ip });
  });
  return { success: true, acceptedVersion: PRIVACY_POLICY_VERSION };
}

/** The newest acceptance of the current policy by e-mail link that no account holds yet. */
async function pendingEmailLinkConsent(tx: Queryable, email: string) {
  const [row] = await tx
    .select({ id: consentRecords.id, at: consentRecords.createdAt })
    .from(consentRecords)
    .where(
      and(
        isNull(consentRecords.customerId),
        eq(consentRecords.email, email),
        eq(consentRecords.source, 'email_link'),
        eq(consentRecords.kind, 'data_policy'),
        eq(consentRecords.policyVersion, PRIVACY_POLICY_VERSION),
      ),
    )
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id))
    .limit(1);
  return row ?? null;
}

/**
 * Inside the sign-in's transaction, with the account's row written (and so locked): an
 * acceptance by e-mail link made before the account existed becomes the account's. Its evidence
 * row moves from the address to the account (as the account's own rows, it then goes with her
 * data export and deletion) and keeps its time and IP; the account's consent date is that time.
 * True when the account has now accepted the current policy.
 */
export async function applyEmailLinkConsent(tx: Queryable, customerId: number, email: string): Promise<boolean> {
  const pending = await pendingEmailLinkConsent(tx, email);
  if (!pending) return false;
  await tx
    .update(consentRecords)
    .set({ customerId, email: null })
    .where(and(isNull(consentRecords.customerId), eq(consentRecords.email, email), eq(consentRecords.source, 'email_link')));
  await tx
    .update(customers)
    .set({ dataPolicyVersion: PRIVACY_POLICY_VERSION, dataPolicyAcceptedAt: pending.at })
    .where(eq(customers.id, customerId));
  return true;
}
