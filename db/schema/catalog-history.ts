import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { variants } from './catalog';
import { staffUsers } from './people';

export const catalogImportStatuses = ['applying', 'applied', 'rolled_back'] as const;
export type CatalogImportStatus = (typeof catalogImportStatuses)[number];

export type StoredVariantFields = {
  price: number;
  salePrice: number | null;
  costPrice: number | null;
  imageUrl: string | null;
  unitOfMeasure: string | null;
  unitsPerItem: number;
  weightGrams: number | null;
};
export type StoredProductFields = {
  name: string;
  categoryId: number;
  description: string | null;
  isFeatured: boolean;
  ivaClass: string;
  imageUrl: string | null;
};
/**
 * See catalogImportUndo. `stockChange` is what the batch added to on hand (undone by its
 * opposite); `updatedAt` is put back too, so a rolled-back import does not make the next dry
 * run flag those rows as changed since their export.
 */
export type CatalogImportUndo = {
  createdProducts: number[];
  createdVariants: number[];
  products: ({ id: number; updatedAt: string } & StoredProductFields)[];
  variants: {
    id: number;
    updatedAt: string;
    fields: StoredVariantFields;
    stockChange: number;
    valueIds: number[] | null;
    tiers: { minQuantity: number; price: number }[] | null;
  }[];
};

export type CatalogImportCounts = {
  products: { created: number; updated: number; unchanged: number };
  variants: { created: number; updated: number; unchanged: number };
};

/**
 * One applied CSV import: who, when, what the file held. Stock movements of kind
 * 'import' and the price changes an import made point here.
 */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    staffUserId: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    separator: text().notNull(),
    encoding: text().notNull(),
    rowCount: integer().notNull(),
    counts: jsonb().$type<CatalogImportCounts>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * 'applying' while its batches are written (docs/decisions/catalog-import-batches.md), then
     * 'applied', or 'rolled_back' when a batch failed and the applied ones were undone.
     */
    status: text({ enum: catalogImportStatuses }).notNull().default('applied'),
    /** Writes of the plan (products and variants created or changed), and how many are done. */
    rowsTotal: integer().notNull().default(0),
    rowsApplied: integer().notNull().default(0),
    /** Moves with every batch: an 'applying' import whose heartbeat stopped was cut by a restart. */
    heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('catalog_imports_status_check', sql`${t.status} in ('applying', 'applied', 'rolled_back')`),
    // One import is applied at a time: the second one's insert fails.
    uniqueIndex('catalog_imports_one_applying')
      .on(sql`(true)`)
      .where(sql`${t.status} = 'applying'`),
  ],
);

/**
 * What one applied batch changed, to put back if a later batch fails (the compensation of a
 * batched import): the rows it created and the stored values it overwrote.
 */
export const catalogImportUndo = pgTable(
  'catalog_import_undo',
  {
    importId: integer()
      .notNull()
      .references(() => catalogImports.id, { onDelete: 'cascade' }),
    batch: integer().notNull(),
    undo: jsonb().$type<CatalogImportUndo>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.batch] })],
);

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
