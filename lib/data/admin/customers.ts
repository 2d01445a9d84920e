import 'server-only';
import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getDb, type Queryable } from '@/db';
import { customerProfiles, customers, orders } from '@/db/schema';
import { listAddresses } from '@/lib/data/customer';
import { orderSearchTerms } from '@/lib/domain/order-search';
import { notFound } from '@/lib/errors';
import type { AdminCustomer, AdminCustomerListItem, AdminCustomerOrder } from '@/lib/contracts/admin/operations';
import { DEFAULT_PAGE_SIZE, encodeCursor, type PageCursor } from '@/lib/validation/admin/orders';
import { customerNombre } from './orders';

/** The customer shapes staff read are the API's (lib/contracts/admin/operations.ts). */
export type { AdminCustomer, AdminCustomerListItem, AdminCustomerOrder };

/**
 * The back office's customer reads (issue 23 §4, docs/customers.md). Deleted accounts
 * (`deleted_at`, anonymised) are never listed nor shown: for staff they no longer exist.
 */

export const CUSTOMER_NOT_FOUND = 'Cliente no encontrado.';

export const MAX_DETAIL_ORDERS = 100;

const digitsOf = (column: PgColumn) => sql`regexp_replace(${column}, '\\D', '', 'g')`;
const foldedOf = (column: PgColumn) => sql`search_fold(${column})`;
const alnumOf = (column: PgColumn) => sql`regexp_replace(${column}, '[^0-9A-Za-z]', '', 'g')`;

/**
 * One search box: name (profile, login name, business; accents and case folded with
 * `search_fold`, migration 0018), e-mail in part, phone however typed (by its digits), document
 * or NIT (letters and digits). The terms are the order search's (lib/domain/order-search.ts), so
 * both boxes understand the same input; the expressions are those of the trigram indexes.
 */
export function customerSearchCondition(q: string): SQL {
  const terms = orderSearchTerms(q);
  return or(
    sql`${customers.email} ilike ${terms.pattern}`,
    sql`${foldedOf(customers.name)} like ${terms.foldedPattern}`,
    sql`${foldedOf(customerProfiles.fullName)} like ${terms.foldedPattern}`,
    sql`${foldedOf(customerProfiles.businessName)} like ${terms.foldedPattern}`,
    terms.phoneDigits ? sql`${digitsOf(customerProfiles.phone)} like ${`%${terms.phoneDigits}%`}` : undefined,
    terms.documentPattern ? sql`${alnumOf(customerProfiles.documentNumber)} ilike ${terms.documentPattern}` : undefined,
    terms.documentPattern ? sql`${alnumOf(customerProfiles.businessTaxId)} ilike ${terms.documentPattern}` : undefined,
  )!;
}

export type AdminCustomerFilter = { q?: string; cursor?: PageCursor; limit?: number };

/**
 * Newest activity first: the latest of the account's creation, its last sign-in and its last
 * order. Keyset-paginated on (activity desc, id desc) like the orders list; `total` counts every
 * match (all pages).
 */
export async function listAdminCustomers(
  filter: AdminCustomerFilter = {},
): Promise<{ items: AdminCustomerListItem[]; total: number; nextCursor: string | null }> {
  const db = await getDb();
  const limit = filter.limit ?? DEFAULT_PAGE_SIZE;
  const stats = db
    .select({
      customerId: orders.customerId,
      ordersCount: sql<number>`count(*)::int`.as('orders_count'),
      lastOrderAt: sql<Date>`max(${orders.createdAt})`.as('last_order_at'),
      lastOrderText: isoText(sql`max(${orders.createdAt})`).as('last_order_text'),
    })
    .from(orders)
    .groupBy(orders.customerId)
    .as('stats');
  // greatest() ignores nulls: a customer without sign-ins or orders sorts by creation.
  const activity = sql`greatest(${customers.createdAt}, ${customers.lastLoginAt}, ${stats.lastOrderAt})`;
  const where = and(isNull(customers.deletedAt), filter.q ? customerSearchCondition(filter.q) : undefined);
  const after = filter.cursor
    ? sql`(${activity}, ${customers.id}) < (${filter.cursor.createdAt}::timestamptz, ${filter.cursor.id}::int)`
    : undefined;

  const rows = await db
    .select({
      id: customers.id,
      email: customers.email,
      loginName: customers.name,
      fullName: customerProfiles.fullName,
      phone: customerProfiles.phone,
      documentType: customerProfiles.documentType,
      documentNumber: customerProfiles.documentNumber,
      ordersCount: stats.ordersCount,
      lastOrderAt: stats.lastOrderText,
      cursorKey: sql<string>`to_char(${activity} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(customers)
    .leftJoin(customerProfiles, eq(customerProfiles.customerId, customers.id))
    .leftJoin(stats, eq(stats.customerId, customers.id))
    .where(and(where, after))
    .orderBy(desc(activity), desc(customers.id))
    .limit(limit + 1);
  const [{ total }] = await db
    .select({ total: count() })
    .from(customers)
    .leftJoin(customerProfiles, eq(customerProfiles.customerId, customers.id))
    .where(where);

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      name: customerNombre({ email: row.email, name: row.loginName, fullName: row.fullName }),
      email: row.email,
      phone: row.phone,
      documentType: row.documentType,
      documentNumber: row.documentNumber,
      ordersCount: row.ordersCount ?? 0,
      lastOrderAt: isoOf(row.lastOrderAt),
    })),
    total,
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.cursorKey, id: last.id }) : null,
  };
}

/** The detail for staff: contact and fiscal data, addresses, orders and what they add up to. 404 when absent or deleted. */
export async function getAdminCustomer(customerId: number, q?: Queryable): Promise<AdminCustomer> {
  const db = q ?? (await getDb());
  const [row] = await db
    .select({ customer: customers, profile: customerProfiles })
    .from(customers)
    .leftJoin(customerProfiles, eq(customerProfiles.customerId, customers.id))
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  const { customer, profile } = row;

  const [totals] = await db
    .select({
      ordersCount: sql<number>`count(*)::int`,
      totalSpent: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.paymentStatus} = 'paid'), 0)::int`,
      lastOrderAt: isoText(sql`max(${orders.createdAt})`),
    })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  const orderRows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      paymentStatus: orders.paymentStatus,
      shippingStatus: orders.shippingStatus,
      total: orders.total,
      source: orders.source,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MAX_DETAIL_ORDERS);

  return {
    id: customer.id,
    name: customerNombre({ email: customer.email, name: customer.name, fullName: profile?.fullName ?? null }),
    fullName: profile?.fullName ?? null,
    email: customer.email,
    phone: profile?.phone ?? null,
    documentType: profile?.documentType ?? null,
    documentNumber: profile?.documentNumber ?? null,
    isBusiness: profile?.isBusiness ?? false,
    businessName: profile?.businessName ?? null,
    businessTaxId: profile?.businessTaxId ?? null,
    invoiceEmail: profile?.invoiceEmail ?? null,
    createdAt: customer.createdAt.toISOString(),
    lastLoginAt: isoOf(customer.lastLoginAt),
    hasSignedIn: customer.lastLoginAt !== null,
    dataPolicyAccepted: customer.dataPolicyVersion !== null,
    marketingOptIn: customer.marketingOptIn,
    addresses: await listAddresses(customerId, db),
    orders: orderRows.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
    ordersCount: totals.ordersCount,
    totalSpent: Number(totals.totalSpent),
    lastOrderAt: isoOf(totals.lastOrderAt),
  };
}

/** An aggregate timestamp as ISO text in SQL: drivers differ in what they hand back for one. */
const isoText = (value: SQL) => sql<string | null>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const isoOf = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : value;
