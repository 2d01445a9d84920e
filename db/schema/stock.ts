import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { adjustmentReasons, stockReasons } from '../../lib/domain/stock';
import { providers, variants } from './catalog';
import { orders } from './orders';
import { staffUsers } from './people';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The stock ledger (docs/stock.md): one row per change of a variant's stock, written only by
 * applyStockChange (lib/services/stock-movements.ts). A variant's stock always equals the sum
 * of its rows' `change`, and `stock_after` is the running sum.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    change: integer().notNull(),
    stockAfter: integer().notNull(),
    reason: text({ enum: stockReasons }).notNull(),
    /** For 'adjustment': conteo, daño, pérdida or otro. */
    adjustmentReason: text({ enum: adjustmentReasons }),
    /** The staff member who made it; null for the system (expiry, the customer, the seed). */
    actorId: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    /** The CSV import it came from. */
    importId: integer(),
    /** For 'received': who delivered it and what one unit cost (whole pesos). */
    providerId: integer().references(() => providers.id, { onDelete: 'set null' }),
    unitCost: integer(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.variantId, t.id),
    index('stock_movements_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    check('stock_movements_reason_check', sql`${t.reason} in (${inList(stockReasons)})`),
    check(
      'stock_movements_adjustment_reason_check',
      sql`${t.adjustmentReason} is null or ${t.adjustmentReason} in (${inList(adjustmentReasons)})`,
    ),
    check('stock_movements_stock_after_nonneg', sql`${t.stockAfter} >= 0`),
    check('stock_movements_unit_cost_nonneg', sql`${t.unitCost} is null or ${t.unitCost} >= 0`),
  ],
);

/** One row per day the low-stock digest ran (Bogotá date): the first instance to insert it sends. */
export const lowStockDigests = pgTable('low_stock_digests', {
  day: date({ mode: 'string' }).primaryKey(),
  variantCount: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
