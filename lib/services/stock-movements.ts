import 'server-only';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '@/db';
import { stockMovements, variants } from '@/db/schema';
import type { AdjustmentReason, StockReason } from '@/lib/domain/stock';
import { variantThresholdSql } from '@/lib/data/store-settings';

/**
 * THE way a variant's stock changes (docs/stock.md). Every write of variants.stock goes through
 * applyStockChange inside the caller's transaction: it moves the stock and appends the movement
 * in the same transaction, so the ledger always sums to the stock.
 */

export type StockChange = {
  variantId: number;
  reason: StockReason;
  /** The staff member making it (null/absent: the system, the customer, a script). */
  actorId?: number | null;
  orderId?: number | null;
  importId?: number | null;
  /** 'received': who delivered and the unit cost (whole pesos). */
  providerId?: number | null;
  unitCost?: number | null;
  /** 'adjustment': conteo, daño, pérdida, otro. */
  adjustmentReason?: AdjustmentReason | null;
  note?: string | null;
} & (
  | { /** Signed units to add (negative takes away). */ change: number; newStock?: never }
  | { /** The stock to set (a count); the movement records the difference. */ newStock: number; change?: never }
);

export type StockChangeResult = {
  /** The stock after the change. */
  stock: number;
  /** The change actually made (0 when newStock equalled the stock: then no movement is written). */
  change: number;
  /** The movement written, or null when nothing changed. */
  movementId: number | null;
};

/**
 * Applies one change to one variant and records it. Returns null when the variant does not
 * exist or when the change would take its stock below zero (nothing is written then): callers
 * turn that into their own 404 / 409. The variant row is locked until the caller's transaction
 * ends, so concurrent changes of one variant queue up. A rise above the variant's threshold
 * clears its low-stock alert, so the next fall is reported again by the daily digest.
 */
export async function applyStockChange(tx: Queryable, input: StockChange): Promise<StockChangeResult | null> {
  let change: number;
  let stock: number;
  if (input.newStock !== undefined) {
    if (!Number.isInteger(input.newStock) || input.newStock < 0) return null;
    const [current] = await tx.select({ stock: variants.stock }).from(variants).where(eq(variants.id, input.variantId)).for('update');
    if (!current) return null;
    change = input.newStock - current.stock;
    stock = input.newStock;
    if (change === 0) return { stock, change, movementId: null };
    await tx
      .update(variants)
      .set(stockSet(sql`${input.newStock}::int`))
      .where(eq(variants.id, input.variantId));
  } else {
    if (!Number.isInteger(input.change)) return null;
    change = input.change;
    if (change === 0) {
      const [current] = await tx.select({ stock: variants.stock }).from(variants).where(eq(variants.id, input.variantId));
      return current ? { stock: current.stock, change, movementId: null } : null;
    }
    // Conditional: a decrement that would go below zero changes nothing (placeOrder's 409 out_of_stock).
    const [row] = await tx
      .update(variants)
      .set(stockSet(sql`${variants.stock} + ${change}::int`))
      .where(and(eq(variants.id, input.variantId), sql`${variants.stock} + ${change}::int >= 0`))
      .returning({ stock: variants.stock });
    if (!row) return null;
    stock = row.stock;
  }
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      variantId: input.variantId,
      change,
      stockAfter: stock,
      reason: input.reason,
      adjustmentReason: input.adjustmentReason ?? null,
      actorId: input.actorId ?? null,
      orderId: input.orderId ?? null,
      importId: input.importId ?? null,
      providerId: input.providerId ?? null,
      unitCost: input.unitCost ?? null,
      note: input.note ?? null,
    })
    .returning({ id: stockMovements.id });
  return { stock, change, movementId: movement.id };
}

/** The stock write plus the low-stock alert reset (above the threshold again: alert cleared). */
function stockSet(next: SQL) {
  return {
    stock: next,
    lowStockAlertedAt: sql`case when ${next} > ${variantThresholdSql()} then null else ${variants.lowStockAlertedAt} end`,
  };
}

/** placeOrder reserves before the order row exists: this ties those movements to it afterwards. */
export async function linkMovementsToOrder(tx: Queryable, movementIds: readonly number[], orderId: number): Promise<void> {
  if (movementIds.length === 0) return;
  await tx
    .update(stockMovements)
    .set({ orderId })
    .where(inArray(stockMovements.id, [...movementIds]));
}
