import { and, desc, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import type { Db } from '../../db/client';
import { addresses, customers, emailOutbox } from '../../db/schema';
import { signCustomerToken } from '../../lib/auth/tokens';
import { PRIVACY_POLICY_VERSION } from '../../lib/domain/privacy';

let sequence = 0;

/**
 * A customer row and a valid bearer token for it. She has accepted the current data policy, as
 * every account that signed in through the store has (`consented: false`: one that has not).
 */
export async function createCustomer(
  db: Db,
  overrides: { email?: string; name?: string | null; locale?: 'es' | 'en'; consented?: boolean } = {},
): Promise<{ id: number; email: string; name: string | null; token: string }> {
  const email = overrides.email ?? `cliente${++sequence}-${Date.now()}@example.com`;
  const [{ sessionVersion, ...row }] = await db
    .insert(customers)
    .values({
      email,
      name: overrides.name ?? null,
      locale: overrides.locale ?? 'es',
      ...(overrides.consented === false ? {} : { dataPolicyVersion: PRIVACY_POLICY_VERSION, dataPolicyAcceptedAt: new Date() }),
    })
    .returning({ id: customers.id, email: customers.email, name: customers.name, sessionVersion: customers.sessionVersion });
  return { ...row, email: row.email ?? email, token: await signCustomerToken({ ...row, sessionVersion }) };
}

/** A fresh token for the customer at their current session version ('sign out everywhere' may have moved it). */
export async function liveCustomerToken(db: Db, customerId: number): Promise<string> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) throw new Error(`no customer ${customerId}`);
  return signCustomerToken(row);
}

/** A saved address of `customerId` (the default one unless said otherwise). */
export async function createAddress(
  db: Db,
  customerId: number,
  overrides: Partial<typeof addresses.$inferInsert> = {},
): Promise<typeof addresses.$inferSelect> {
  const [row] = await db
    .insert(addresses)
    .values({
      customerId,
      recipientName: 'Ana Gómez',
      street: 'Calle 10 # 5-20',
      city: 'Cúcuta',
      state: 'Norte de Santander',
      postalCode: '540006',
      isDefault: true,
      ...overrides,
    })
    .returning();
  return row;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  token?: string | null;
  /** Sent as JSON; a string is sent as is (malformed-JSON tests). */
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
};

/** A NextRequest like the browser's API client sends: bearer token, JSON body. */
export function apiRequest(path: string, options: RequestOptions = {}): NextRequest {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? '10.1.0.1', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  return new NextRequest(`http://localhost${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
}

/** The second argument of a route handler. */
export function routeParams(params: Record<string, string> = {}) {
  return { params: Promise.resolve(params) };
}

/** The newest queued e-mail of a kind to an address (null when none). */
export async function lastEmail(db: Db, to: string, kind: string) {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row ?? null;
}
