import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { variants } from './catalog';
import { staffUsers } from './people';

export type CatalogImportCounts = {
  products: { created: number; updated: number; unchanged: number };
  variants: { created: number; updated: number; unchanged: number };
};

/**
 * One applied CSV import: who, when, what the file held. Stock movements of kind
 * 'import' and the price changes an import made point here.
 */
export const catalogImports = pgTable('catalog_imports', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  staffUserId: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
  separator: text().notNull(),
  encoding: text().notNull(),
  rowCount: integer().notNull(),
  counts: jsonb().$type<CatalogImportCounts>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const priceChangeSources = ['bulk', 'import', 'grid'] as const;
export type PriceChangeSource = (typeof priceChangeSources)[number];

/** One row per variant whose price or sale price changed through bulk prices, an import or the price and stock grid. */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    priceBefore: integer().notNull(),
    priceAfter: integer().notNull(),
    salePriceBefore: integer(),
    salePriceAfter: integer(),
    source: text({ enum: priceChangeSources }).notNull(),
    importId: integer().references(() => catalogImports.id, { onDelete: 'set null' }),
    staffUserId: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    /** What bulk prices were asked for ('+8 %, redondeo a $ 50'), for the history screen. */
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_changes_variant_idx').on(t.variantId, t.createdAt),
    check('price_changes_source_check', sql`${t.source} in ('bulk', 'import', 'grid')`),
  ],
);
