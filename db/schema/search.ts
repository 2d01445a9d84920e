import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * Each product's search document (issue 20; lib/domain/search.ts buildSearchDocument):
 * normalised, singular-and-plural words per weight class, space-padded so `LIKE '% term%'`
 * means "a word starts with term", and the one-deletion keys that forgive a typo. Rewritten in
 * the same transaction as every catalogue write that changes what it holds
 * (lib/data/search-index.ts), so every app instance reads the same, current document.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull().default(''),
    category: text().notNull().default(''),
    attributes: text().notNull().default(''),
    description: text().notNull().default(''),
    typoKeys: text().array().notNull().default([]),
  },
  (t) => [index('product_search_typo_keys_idx').using('gin', t.typoKeys)],
);
