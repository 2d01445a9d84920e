import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { IVA_CLASSES } from '../../lib/domain/iva';
import { METHOD_PAYMENT_MEANS } from '../../lib/domain/payment-means';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text(),
    // Deleting a category deletes its subcategories (spec: the delete dialog warns about it).
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    imageUrl: text(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // The store filters categories by name, so names are unique regardless of case.
    uniqueIndex('categories_name_lower_uq').on(sql`lower(${t.name})`),
    uniqueIndex('categories_slug_uq').on(t.slug),
    index('categories_parent_idx').on(t.parentId),
    check('categories_not_own_parent', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);

export const attributes = pgTable(
  'attributes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('attributes_name_lower_uq').on(sql`lower(${t.name})`)],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_values_attr_value_uq').on(t.attributeId, sql`lower(${t.value})`)],
);

export const providers = pgTable('providers', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  contactName: text(),
  contactEmail: text(),
  contactPhone: text(),
  address: text(),
  website: text(),
  notes: text(),
  ...timestamps,
});

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    providerId: integer().references(() => providers.id, { onDelete: 'set null' }),
    isFeatured: boolean().notNull().default(false),
    imageUrl: text(),
    /** IVA class (lib/domain/iva.ts): prices are final prices with this IVA included. */
    ivaClass: text({ enum: IVA_CLASSES }).notNull().default('iva_19'),
    /** Normalised name (lower case, no accents, alphanumerics and spaces) for the store search. */
    searchText: text().notNull().default(''),
    /**
     * Set when staff delete a product that has sold (it appears in order items):
     * hidden from the store, kept for orders and reports, restorable. Null = on sale.
     */
    archivedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_category_idx').on(t.categoryId),
    index('products_featured_idx')
      .on(t.isFeatured)
      .where(sql`${t.isFeatured}`),
    index('products_name_idx').on(t.name),
    check('products_iva_class_check', sql`${t.ivaClass} in (${sql.raw(IVA_CLASSES.map((c) => `'${c}'`).join(', '))})`),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text().notNull(),
    /** Whole Colombian pesos. */
    price: integer().notNull(),
    salePrice: integer(),
    /**
     * On hand (docs/stock.md): the units on the shelf, what staff count, receive and adjust. The
     * stock ledger sums to it. The spec's `stock` field of staff screens is this figure.
     */
    onHand: integer().notNull().default(0),
    /** Units promised to orders that are neither shipped nor cancelled (lib/services/stock-reservations.ts). */
    reserved: integer().notNull().default(0),
    /** What the store can still sell: on hand − reserved (below zero when staff counted fewer than were promised). */
    available: integer()
      .notNull()
      .generatedAlwaysAs(sql`on_hand - reserved`),
    costPrice: integer(),
    imageUrl: text(),
    unitOfMeasure: text(),
    unitsPerItem: integer().notNull().default(1),
    /** Shipping weight of one item, grams; null = unknown (national shipping then uses the flat fee). */
    weightGrams: integer(),
    position: integer().notNull().default(0),
    /** Low-stock alert level (docs/stock.md); null = the store-wide LOW_STOCK_THRESHOLD. */
    lowStockThreshold: integer(),
    /** Who restocks it (docs/stock.md 'Reponer'); null = the product's provider. */
    preferredProviderId: integer().references(() => providers.id, { onDelete: 'set null' }),
    /** When the low-stock digest last listed it; cleared when its stock rises above the threshold. */
    lowStockAlertedAt: timestamp({ withTimezone: true }),
    /**
     * Set when a product save leaves out a variant that has history (order lines or stock ledger
     * rows): hidden from the store and the product form, kept for those lines and the ledger.
     * Null = part of its product. A variant without history is deleted instead.
     */
    archivedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('variants_sku_uq').on(t.sku),
    index('variants_product_idx').on(t.productId, t.position),
    index('variants_available_idx').on(t.available),
    check('variants_price_nonneg', sql`${t.price} >= 0`),
    check('variants_sale_price_nonneg', sql`${t.salePrice} is null or ${t.salePrice} >= 0`),
    check('variants_cost_price_nonneg', sql`${t.costPrice} is null or ${t.costPrice} >= 0`),
    check('variants_on_hand_nonneg', sql`${t.onHand} >= 0`),
    check('variants_reserved_nonneg', sql`${t.reserved} >= 0`),
    check('variants_units_per_item_pos', sql`${t.unitsPerItem} >= 1`),
    check('variants_low_stock_threshold_nonneg', sql`${t.lowStockThreshold} is null or ${t.lowStockThreshold} >= 0`),
    check('variants_weight_grams_pos', sql`${t.weightGrams} is null or ${t.weightGrams} > 0`),
  ],
);

export const variantAttributeValues = pgTable(
  'variant_attribute_values',
  {
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    attributeValueId: integer()
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.attributeValueId] }), index('variant_attribute_values_value_idx').on(t.attributeValueId)],
);

export const volumeDiscounts = pgTable(
  'volume_discounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    minQuantity: integer().notNull(),
    price: integer().notNull(),
  },
  (t) => [
    uniqueIndex('volume_discounts_variant_min_uq').on(t.variantId, t.minQuantity),
    check('volume_discounts_min_qty_pos', sql`${t.minQuantity} >= 1`),
    check('volume_discounts_price_nonneg', sql`${t.price} >= 0`),
  ],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    qrCodeUrl: text(),
    instructions: text(),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    /** How a payment with it is coded on the electronic invoice (lib/domain/payment-means.ts). */
    means: text({ enum: METHOD_PAYMENT_MEANS }).notNull().default('transfer'),
    /** A Bre-B key the shopper can transfer to (lib/domain/breb-key.ts), shown with a copy button. */
    brebKey: text(),
    ...timestamps,
  },
  (t) => [check('payment_methods_means_check', sql`${t.means} in (${sql.raw(METHOD_PAYMENT_MEANS.map((v) => `'${v}'`).join(', '))})`)],
);
