import 'server-only';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '@/db';
import { orderItems, variants } from '@/db/schema';
import { apiError } from '@/lib/errors';
import { applyStockChange, lowStockAlertAfter } from './stock-movements';

/**
 * What orders promise (docs/stock.md): placing an order reserves its units (variants.reserved),
 * cancelling, expiring or rejecting it releases them, and shipping it takes them off the shelf
 * (a 'shipment' row of the ledger) and ends the reservation in the same write. On hand changes
 * only with the goods themselves. Every function runs inside the caller's transaction and
 * touches variants in id order, as order placement does, so two transactions cannot deadlock.
 * The order's status update, conditional on the status it leaves, makes each happen once.
 */

/**
 * Reserves `quantity` units of a variant for an order being placed, only while that many are
 * available. The units available after it, or null (nothing written) when fewer were.
 */
export async function reserveUnits(tx: Queryable, variantId: number, quantity: number): Promise<number | null> {
  const [row] = await tx
    .update(variants)
    .set({ reserved: sql`${variants.reserved} + ${quantity}::int` })
    .where(and(eq(variants.id, variantId), sql`${variants.available} >= ${quantity}::int`))
    .returning({ available: variants.available });
  return row ? row.available : null;
}

/** Per order and variant, in variant-id order: what the orders' lines hold (deleted variants hold nothing). */
async function linesOf(tx: Queryable, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  const lines = await tx
    .select({
      orderId: orderItems.orderId,
      variantId: orderItems.variantId,
      quantity: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
    })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, [...orderIds]), isNotNull(orderItems.variantId)))
    .groupBy(orderItems.orderId, orderItems.variantId)
    .orderBy(asc(orderItems.variantId), asc(orderItems.orderId));
  return lines.map((line) => ({ ...line, variantId: line.variantId! }));
}

/**
 * Ends the reservations of these unshipped orders (cancelled, expired, rejected, refunded before
 * they left). True when a variant the store showed as sold out can be sold again: only that
 * changes what the store shows.
 */
export async function releaseReservations(tx: Queryable, orderIds: readonly number[]): Promise<boolean> {
  let backInStock = false;
  // One write per variant, whatever the number of orders holding it (expiry releases many at once).
  const byVariant = new Map<number, number>();
  for (const { variantId, quantity } of await linesOf(tx, orderIds)) byVariant.set(variantId, (byVariant.get(variantId) ?? 0) + quantity);
  for (const [variantId, quantity] of byVariant) {
    // Never below zero: a drift the books check reports rather than a cancellation that fails.
    const next = sql`greatest(${variants.reserved} - ${quantity}::int, 0)`;
    const [row] = await tx
      .update(variants)
      .set({ reserved: next, lowStockAlertedAt: lowStockAlertAfter(sql`${variants.onHand} - ${next}`) })
      .where(eq(variants.id, variantId))
      .returning({ available: variants.available });
    if (row && row.available > 0 && row.available <= quantity) backInStock = true;
  }
  return backInStock;
}

/**
 * The goods of these orders went back on the shelf after they had left (a cash-on-delivery
 * order refused at the door): a 'return' row per line. True when a sold-out variant came back.
 */
export async function returnShippedUnits(tx: Queryable, orderIds: readonly number[], actorId: number | null): Promise<boolean> {
  let backInStock = false;
  for (const { orderId, variantId, quantity } of await linesOf(tx, orderIds)) {
    const row = await applyStockChange(tx, { variantId, change: quantity, reason: 'return', orderId, actorId });
    if (row && row.available > 0 && row.available <= quantity) backInStock = true;
  }
  return backInStock;
}

/**
 * The goods of this order leave the shelf: on hand and the reservation both go down by each
 * line, recorded as a 'shipment'. A 409 when the shelf holds fewer than the order (staff counted
 * fewer than were promised): count again, or cancel the order, before shipping it.
 */
export async function shipReservedUnits(tx: Queryable, orderId: number, actorId: number | null): Promise<void> {
  for (const { variantId, quantity } of await linesOf(tx, [orderId])) {
    const row = await applyStockChange(tx, {
      variantId,
      change: -quantity,
      releaseReserved: quantity,
      reason: 'shipment',
      orderId,
      actorId,
    });
    if (!row) {
      const [current] = await tx
        .select({ sku: variants.sku, onHand: variants.onHand, reserved: variants.reserved })
        .from(variants)
        .where(eq(variants.id, variantId));
      const sku = current?.sku ?? String(variantId);
      const onHand = current?.onHand ?? 0;
      throw apiError({
        code: 'insufficient_on_hand',
        key: 'stock.insufficientOnHand',
        values: { onHand, sku, quantity },
        details: { variantId, sku, onHand, reserved: current?.reserved ?? 0, quantity },
      });
    }
  }
}
