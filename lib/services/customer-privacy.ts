import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { consentRecords, contactMessages, customers } from '@/db/schema';
import { type consentSources } from '@/db/schema/people';
import { getProfile, listAddresses, listOrdersForCustomer } from '@/lib/data/customer';
import { consentRequired, PRIVACY_POLICY_VERSION } from '@/lib/domain/privacy';
import { unauthorized } from '@/lib/errors';
import type { ConsentInput } from '@/lib/validation/consent';
import { lockCustomer } from './customer-account';

type ConsentSource = (typeof consentSources)[number];

export type ConsentStatus = {
  currentVersion: string;
  acceptedVersion: string | null;
  acceptedAt: string | null;
  /** True until the current version is accepted: the store asks before going on. */
  required: boolean;
  marketing: boolean;
};

export async function getConsentStatus(customerId: number, q?: Queryable): Promise<ConsentStatus> {
  const db = q ?? (await getDb());
  const [row] = await db
    .select({ version: customers.dataPolicyVersion, at: customers.dataPolicyAcceptedAt, marketing: customers.marketingOptIn })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw unauthorized();
  return {
    currentVersion: PRIVACY_POLICY_VERSION,
    acceptedVersion: row.version,
    acceptedAt: row.at ? row.at.toISOString() : null,
    required: consentRequired(row.version),
    marketing: row.marketing,
  };
}

/** Appends the evidence of one decision; customers' columns hold the current state. */
export async function recordConsent(
  tx: Queryable,
  entry: {
    customerId?: number;
    email?: string;
    kind: 'data_policy' | 'marketing';
    granted: boolean;
    source: ConsentSource;
    ip: string | null;
  },
) {
  await tx.insert(consentRecords).values({
    customerId: entry.customerId ?? null,
    email: entry.customerId ? null : (entry.email ?? null),
    kind: entry.kind,
    granted: entry.granted,
    policyVersion: PRIVACY_POLICY_VERSION,
    source: entry.source,
    ip: entry.ip,
  });
}

/**
 * Inside the caller's transaction, with the customer locked: the current data policy accepted
 * (evidence row and current state) and, when answered, promotions yes or no.
 */
export async function acceptDataPolicyIn(
  tx: Queryable,
  customerId: number,
  entry: { source: ConsentSource; ip: string | null; marketing?: boolean },
) {
  const { source, ip, marketing } = entry;
  await recordConsent(tx, { customerId, kind: 'data_policy', granted: true, source, ip });
  if (marketing !== undefined) await recordConsent(tx, { customerId, kind: 'marketing', granted: marketing, source, ip });
  await tx
    .update(customers)
    .set({
      dataPolicyVersion: PRIVACY_POLICY_VERSION,
      dataPolicyAcceptedAt: sql`now()`,
      ...(marketing !== undefined ? { marketingOptIn: marketing } : {}),
    })
    .where(eq(customers.id, customerId));
}

/** The customer accepts the current data policy (required) and says yes or no to promotions. */
export async function acceptConsent(customerId: number, input: ConsentInput, ip: string | null, source: ConsentSource = 'account') {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    await acceptDataPolicyIn(tx, customerId, { source, ip, marketing: input.marketing });
    return getConsentStatus(customerId, tx);
  });
}

/** Promotions by WhatsApp and e-mail, on or off, at any time (recorded like the first answer). */
export async function setMarketingConsent(customerId: number, marketing: boolean, ip: string | null) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    await recordConsent(tx, { customerId, kind: 'marketing', granted: marketing, source: 'profile', ip });
    await tx.update(customers).set({ marketingOptIn: marketing }).where(eq(customers.id, customerId));
    return getConsentStatus(customerId, tx);
  });
}

/**
 * 'Descargar mis datos' (Ley 1581, art. 8: the right to know): everything stored about the
 * customer, and nothing about anybody else: account, profile, addresses, orders with their lines,
 * history and shipments as her order screens show them, consent records, contact messages sent
 * with her e-mail.
 */
export async function exportCustomerData(customerId: number) {
  const db = await getDb();
  const [account] = await db
    .select({
      email: customers.email,
      name: customers.name,
      locale: customers.locale,
      createdAt: customers.createdAt,
      lastLoginAt: customers.lastLoginAt,
      dataPolicyVersion: customers.dataPolicyVersion,
      dataPolicyAcceptedAt: customers.dataPolicyAcceptedAt,
      marketingOptIn: customers.marketingOptIn,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!account) throw unauthorized();
  const [profile, savedAddresses, customerOrders, consents, messages] = await Promise.all([
    getProfile(customerId, db),
    listAddresses(customerId, db),
    listOrdersForCustomer(customerId, db),
    db
      .select({
        kind: consentRecords.kind,
        granted: consentRecords.granted,
        policyVersion: consentRecords.policyVersion,
        source: consentRecords.source,
        ip: consentRecords.ip,
        at: consentRecords.createdAt,
      })
      .from(consentRecords)
      .where(eq(consentRecords.customerId, customerId))
      .orderBy(asc(consentRecords.createdAt), asc(consentRecords.id)),
    db
      .select({
        nombre: contactMessages.nombre,
        asunto: contactMessages.asunto,
        mensaje: contactMessages.mensaje,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(contactMessages.email, account.email ?? ''))
      .orderBy(asc(contactMessages.createdAt)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    policyVersion: PRIVACY_POLICY_VERSION,
    account,
    profile,
    addresses: savedAddresses,
    orders: customerOrders,
    consents,
    contactMessages: messages,
  };
}
