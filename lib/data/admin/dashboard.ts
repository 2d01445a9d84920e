import 'server-only';
import type { AdminDashboard, DashboardOrder } from '@/lib/contracts/admin/operations';
import { and, asc, desc, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { firstRow, getDb, type Queryable, rowsOf } from '@/db';
import { contactMessages, customerProfiles, customers, orders, products, variants } from '@/db/schema';
import { type OrderSource, orderSources } from '@/lib/domain/order-status';
import { awaitingShipmentSql, proofToCheckSql } from '@/lib/data/order-conditions';
import { readStoreSettings, variantThresholdSql } from '@/lib/data/store-settings';
import { customerNameColumns, customerNombre } from './orders';

/** The dashboard's shape is the API's (lib/contracts/admin/operations.ts). */
export type { AdminDashboard, DashboardOrder };

/**
 * The back office's first screen: what waits for staff (proofs to check, orders to prepare and
 * ship, cash on delivery among them), how the month sells, what runs out, and who wrote. Five independent queries (run side by side),
 * one per card; a card's count comes from the same query as its rows (`count(*) over ()`).
 */

export const BUSINESS_TIME_ZONE = 'America/Bogota';
const QUEUE_SIZE = 5;
const LOW_STOCK_SIZE = 10;
const CONTACT_SIZE = 5;

export async function getDashboard(now: Date = new Date()): Promise<AdminDashboard> {
  const db = await getDb();
  const [pendingConfirmation, awaitingShipment, sales, lowStock, messages, bySource] = await Promise.all([
    // Cash on delivery has no proof: it waits under what is to be prepared and shipped, from its creation.
    oldestOrders(db, proofToCheckSql(), orders.paymentSubmittedAt),
    oldestOrders(db, awaitingShipmentSql(), orders.paidAt),
    monthlySales(db, now),
    lowStockVariants(db),
    latestContactMessages(db),
    monthBySource(db, now),
  ]);
  return { pendingConfirmation, awaitingShipment, sales, bySource, lowStock, contactMessages: messages };
}

async function oldestOrders(q: Queryable, where: SQL | undefined, since: PgColumn) {
  const waitingSince = sql<Date>`coalesce(${since}, ${orders.createdAt})`.mapWith(orders.createdAt);
  const rows = await q
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      total: orders.total,
      paymentStatus: orders.paymentStatus,
      shippingStatus: orders.shippingStatus,
      cashOnDelivery: orders.cashOnDelivery,
      waitingSince,
      customer: customerNameColumns,
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(customerProfiles, eq(customerProfiles.customerId, orders.customerId))
    .where(where)
    .orderBy(asc(waitingSince), asc(orders.id))
    .limit(QUEUE_SIZE);
  return {
    count: rows[0]?.count ?? 0,
    oldest: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      total: row.total,
      paymentStatus: row.paymentStatus,
      shippingStatus: row.shippingStatus,
      cashOnDelivery: row.cashOnDelivery,
      user: { nombre: customerNombre(row.customer), email: row.customer.email ?? '' },
      waitingSince: row.waitingSince.toISOString(),
    })),
  };
}

/** Month boundaries are computed in SQL in Bogotá time, so the server's own time zone never matters. */
async function monthlySales(q: Queryable, now: Date): Promise<AdminDashboard['sales']> {
  const monthStart = (offset: string) =>
    sql`((date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${BUSINESS_TIME_ZONE}) + ${offset}::interval) at time zone ${BUSINESS_TIME_ZONE})`;
  const thisMonth = sql`${orders.paidAt} >= ${monthStart('0 months')}`;
  const row = firstRow<Record<'thisMonth' | 'lastMonth' | 'thisMonthOrders' | 'lastMonthOrders', string | number>>(
    await q.execute(sql`
      select
        coalesce(sum(${orders.total}) filter (where ${thisMonth}), 0)::text as "thisMonth",
        count(*) filter (where ${thisMonth})::int as "thisMonthOrders",
        coalesce(sum(${orders.total}) filter (where not ${thisMonth}), 0)::text as "lastMonth",
        count(*) filter (where not ${thisMonth})::int as "lastMonthOrders"
      from ${orders}
      where ${orders.paymentStatus} = 'paid'
        and ${orders.paidAt} >= ${monthStart('-1 months')}
        and ${orders.paidAt} < ${monthStart('1 months')}`),
  );
  return {
    thisMonth: Number(row.thisMonth),
    lastMonth: Number(row.lastMonth),
    thisMonthOrders: Number(row.thisMonthOrders),
    lastMonthOrders: Number(row.lastMonthOrders),
  };
}

async function monthBySource(q: Queryable, now: Date): Promise<AdminDashboard['bySource']> {
  const monthStart = sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${BUSINESS_TIME_ZONE}) at time zone ${BUSINESS_TIME_ZONE})`;
  const rows = rowsOf<{ source: OrderSource; orders: number; sales: string }>(
    await q.execute(sql`
      select ${orders.source} as source,
        count(*) filter (where ${orders.createdAt} >= ${monthStart} and ${orders.paymentStatus} <> 'cancelled')::int as orders,
        coalesce(sum(${orders.total}) filter (where ${orders.paymentStatus} = 'paid' and ${orders.paidAt} >= ${monthStart}), 0)::text as sales
      from ${orders}
      where ${orders.createdAt} >= ${monthStart} or ${orders.paidAt} >= ${monthStart}
      group by 1`),
  );
  const of = new Map(rows.map((row) => [row.source, row]));
  return orderSources.map((source) => ({ source, orders: Number(of.get(source)?.orders ?? 0), sales: Number(of.get(source)?.sales ?? 0) }));
}

async function lowStockVariants(q: Queryable): Promise<AdminDashboard['lowStock']> {
  const threshold = variantThresholdSql();
  const [settings, rows] = await Promise.all([
    readStoreSettings(q),
    q
      .select({
        id: variants.id,
        sku: variants.sku,
        productId: products.id,
        productName: products.name,
        stock: variants.onHand,
        available: variants.available,
        threshold,
        count: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      // Issue 24: each variant's own threshold, else the store default (docs/stock.md).
      // Archived products (issue 24 §5) are no longer sold: not worth restocking.
      .where(and(lte(variants.available, threshold), isNull(products.archivedAt), isNull(variants.archivedAt)))
      .orderBy(asc(variants.available), asc(products.name), asc(variants.id))
      .limit(LOW_STOCK_SIZE),
  ]);
  return {
    threshold: settings.lowStockThreshold,
    count: rows[0]?.count ?? 0,
    variants: rows.map(({ count: _count, ...variant }) => variant),
  };
}

async function latestContactMessages(q: Queryable): Promise<AdminDashboard['contactMessages']> {
  const rows = await q
    .select({
      id: contactMessages.id,
      nombre: contactMessages.nombre,
      email: contactMessages.email,
      asunto: contactMessages.asunto,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(CONTACT_SIZE);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
