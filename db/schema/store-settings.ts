import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_DELIVERY_IVA_RULE, DELIVERY_IVA_RULES } from '../../lib/domain/iva';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  DEFAULT_QUOTE_VALIDITY_DAYS,
  MAX_LOW_STOCK_THRESHOLD,
  MAX_QUOTE_VALIDITY_DAYS,
} from '../../lib/domain/store-settings';

/**
 * The store-wide settings staff (ADMIN) change in the back office (docs/store-settings.md): one
 * row (id 1), created by its migration with the defaults. A setting that is a business decision
 * rather than a deployment's lives here, not in the environment.
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: integer().primaryKey().default(1),
    /** 'Quedan N' on the storefront and the back office's 'Stock bajo' when a variant sets none. */
    lowStockThreshold: integer().notNull().default(DEFAULT_LOW_STOCK_THRESHOLD),
    /** Days a quote's prices hold ('Válida hasta'). */
    quoteValidityDays: integer().notNull().default(DEFAULT_QUOTE_VALIDITY_DAYS),
    /** How a new order's delivery fee is taxed (lib/domain/iva.ts DELIVERY_IVA_RULES; docs/iva-and-fiscal-data.md). */
    deliveryIvaRule: text({ enum: DELIVERY_IVA_RULES }).notNull().default(DEFAULT_DELIVERY_IVA_RULE),
    /** Whether a VENDEDOR may change prices (lib/auth/role-table.ts PRICE_OPERATIONS); off: ADMIN only. */
    sellersChangePrices: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_settings_single_row', sql`${t.id} = 1`),
    check(
      'store_settings_low_stock_threshold_range',
      sql`${t.lowStockThreshold} between 0 and ${sql.raw(String(MAX_LOW_STOCK_THRESHOLD))}`,
    ),
    check('store_settings_delivery_iva_rule_check', sql`${t.deliveryIvaRule} in ('follow_goods', 'flat_19')`),
    check(
      'store_settings_quote_validity_days_range',
      sql`${t.quoteValidityDays} between 1 and ${sql.raw(String(MAX_QUOTE_VALIDITY_DAYS))}`,
    ),
  ],
);

/**
 * Quote numbers: 'COT-000123'. Quotes are not stored (they hold nothing but public
 * prices); the sequence only makes each number unique across instances.
 */
export const quoteNumberSeq = pgSequence('quote_number_seq', { startWith: 1, increment: 1 });
