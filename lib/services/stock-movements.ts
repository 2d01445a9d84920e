import 'server-only';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '@/db';
import { stockMovements, variants } from '@/db/schema';
import type { AdjustmentReason, StockReason } from '@/lib/domain/stock';
import { variantThresholdSql } from '@/lib/data/store-settings';
import { ApiError, sentenceIn } from '@/lib/errors';
import { message } from '@/lib/i18n/validation-message';
import { stockVersionSql } from '@/db/stock-ledger';

/**
 * THE way a variant's units on hand change (docs/stock.md). Every write of variants.on_hand goes
 * through applyStockChange inside the caller's transaction: it moves on hand and appends the
 * movement in the same transaction, so the ledger always sums to on hand. Reservations (what
 * orders promise) move variants.reserved instead: lib/services/stock-reservations.ts.
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
  /** 'shipment': the units leave the shelf and their reservation ends in the same write. */
  releaseReserved?: number;
} & (
  | { /** Signed units to add (negative takes away). */ change: number; newStock?: never }
  | { /** The units on hand to set (a count); the movement records the difference. */ newStock: number; change?: never }
);

export type StockChangeResult = {
  /** Units on hand after the change. */
  onHand: number;
  /** Units the store can sell after it (on hand − reserved). */
  available: number;
  /** The change actually made (0 when newStock equalled on hand: then no movement is written). */
  change: number;
  /** The movement written, or null when nothing changed. */
  movementId: number | null;
};

const figures = { onHand: variants.onHand, available: variants.available };

/**
 * Applies one change to one variant and records it. Returns null when the variant does not
 * exist or when the change would take on hand below zero, or below what a shipment releases
 * (nothing is written then): callers turn that into their own 404 / 409. The variant row is
 * locked until the caller's transaction ends, so concurrent changes of one variant queue up. A
 * rise of the available units above the variant's threshold clears its low-stock alert, so the
 * next fall is reported again by the daily digest.
 */
export async function applyStockChange(tx: Queryable, input: StockChange): Promise<StockChangeResult | null> {
  const release = input.releaseReserved ?? 0;
  if (!Number.isInteger(release) || release < 0) return null;
  let change: number;
  let row: { onHand: number; available: number } | undefined;
  if (input.newStock !== undefined) {
    if (!Number.isInteger(input.newStock) || input.newStock < 0) return null;
    const [current] = await tx.select(figures).from(variants).where(eq(variants.id, input.variantId)).for('update');
    if (!current) return null;
    change = input.newStock - current.onHand;
    if (change === 0) return { ...current, change, movementId: null };
    [row] = await tx
      .update(variants)
      .set(stockSet(sql`${input.newStock}::int`, 0))
      .where(eq(variants.id, input.variantId))
      .returning(figures);
  } else {
    if (!Number.isInteger(input.change)) return null;
    change = input.change;
    if (change === 0 && release === 0) {
      const [current] = await tx.select(figures).from(variants).where(eq(variants.id, input.variantId));
      return current ? { ...current, change, movementId: null } : null;
    }
    // Conditional: a decrement below zero (or a shipment of more than is reserved) changes nothing.
    [row] = await tx
      .update(variants)
      .set(stockSet(sql`${variants.onHand} + ${change}::int`, release))
      .where(
        and(eq(variants.id, input.variantId), sql`${variants.onHand} + ${change}::int >= 0`, sql`${variants.reserved} >= ${release}::int`),
      )
      .returning(figures);
  }
  if (!row) return null;
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      variantId: input.variantId,
      change,
      stockAfter: row.onHand,
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
  return { ...row, change, movementId: movement.id };
}

/**
 * applyStockChange's `newStock` for many variants in three statements instead of three per
 * variant (the batches of a catalogue import): the variants locked in id order, each one's on
 * hand set, and one movement per variant whose figure changed, with the same fields and the
 * same low-stock reset. Answers the ids that could not take their figure (no such variant, or
 * not a whole number ≥ 0); nothing is written for those.
 */
export async function setStockOfMany(
  tx: Queryable,
  items: readonly { variantId: number; newStock: number }[],
  meta: Pick<StockChange, 'reason' | 'actorId' | 'importId' | 'note'>,
): Promise<number[]> {
  const valid = items.filter((i) => Number.isInteger(i.newStock) && i.newStock >= 0);
  const refused = items.filter((i) => !valid.includes(i)).map((i) => i.variantId);
  if (valid.length === 0) return refused;
  const input = () =>
    sql`jsonb_to_recordset(${JSON.stringify(valid.map((i) => ({ id: i.variantId, stock: i.newStock })))}::jsonb) as i(id int, stock int)`;
  const current = await tx
    .select({ id: variants.id, onHand: variants.onHand })
    .from(variants)
    .where(
      inArray(
        variants.id,
        valid.map((i) => i.variantId),
      ),
    )
    .orderBy(asc(variants.id))
    .for('update');
  const onHand = new Map(current.map((v) => [v.id, v.onHand]));
  refused.push(...valid.filter((i) => !onHand.has(i.variantId)).map((i) => i.variantId));
  const changed = valid.filter((i) => onHand.has(i.variantId) && onHand.get(i.variantId) !== i.newStock);
  if (changed.length === 0) return refused;
  await tx.execute(sql`update ${variants} set on_hand = i.stock,
      low_stock_alerted_at = ${lowStockAlertAfter(sql`i.stock - ${variants.reserved}`)}
    from ${input()} where ${variants.id} = i.id and i.stock <> ${variants.onHand}`);
  await tx.insert(stockMovements).values(
    changed.map((i) => ({
      variantId: i.variantId,
      change: i.newStock - onHand.get(i.variantId)!,
      stockAfter: i.newStock,
      reason: meta.reason,
      actorId: meta.actorId ?? null,
      importId: meta.importId ?? null,
      note: meta.note ?? null,
    })),
  );
  return refused;
}

/** The on-hand write (and the reservation a shipment ends) plus the low-stock alert reset. */
function stockSet(nextOnHand: SQL, release: number) {
  const nextReserved = sql`${variants.reserved} - ${release}::int`;
  return {
    onHand: nextOnHand,
    ...(release > 0 ? { reserved: nextReserved } : {}),
    lowStockAlertedAt: lowStockAlertAfter(sql`${nextOnHand} - (${nextReserved})`),
  };
}

/**
 * The low-stock alert mark once a write leaves `nextAvailable` units: cleared when they rise
 * above the variant's threshold, so the daily digest reports the next fall again.
 */
export function lowStockAlertAfter(nextAvailable: SQL): SQL {
  return sql`case when ${nextAvailable} > ${variantThresholdSql()} then null else ${variants.lowStockAlertedAt} end`;
}

/** A stock figure a screen is about to write, with the version it read it at. */
export type LoadedStock = { variantId: number; stockVersion: number };

/** What a variant holds now, sent back when a screen's figure was read before a later change. */
export type CurrentStock = { id: number; sku: string; stock: number; reserved: number; available: number; stockVersion: number };

/**
 * Locks the variants (in id order, as orders and imports do, so they cannot deadlock) and
 * returns those whose on hand changed since the screen read it. Callers answer a non-empty list
 * with `stockChanged` before writing anything.
 */
export async function staleStock(tx: Queryable, loaded: readonly LoadedStock[]): Promise<CurrentStock[]> {
  if (loaded.length === 0) return [];
  const expected = new Map(loaded.map((row) => [row.variantId, row.stockVersion]));
  const rows = await tx
    .select({
      id: variants.id,
      sku: variants.sku,
      stock: variants.onHand,
      reserved: variants.reserved,
      available: variants.available,
      stockVersion: stockVersionSql(),
    })
    .from(variants)
    .where(inArray(variants.id, [...expected.keys()]))
    .orderBy(asc(variants.id))
    .for('update');
  return rows
    .filter((row) => Number(row.stockVersion) !== expected.get(row.id))
    .map((row) => ({ ...row, stockVersion: Number(row.stockVersion) }));
}

/**
 * 409 stock_changed: someone received, counted, shipped or adjusted these variants after the
 * screen was opened. Names the current figures (and carries them in `variants`, with the new
 * versions) so staff decide again; nothing is written.
 */
export function stockChanged(current: readonly CurrentStock[], fieldOf?: (variantId: number) => string | null): ApiError {
  const fields: Record<string, string[]> = {};
  for (const row of current) {
    const field = fieldOf?.(row.id);
    if (field) fields[field] = [message('stockChangedField', { stock: row.stock, reserved: row.reserved })];
  }
  return new ApiError({
    code: 'stock_changed',
    key: 'stock.changed',
    values: (locale) => ({ list: current.map((row) => sentenceIn('stock.changedRow', { ...row }, locale)).join('; ') }),
    fields: Object.keys(fields).length ? fields : undefined,
    details: { variants: current },
  });
}
