import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * Each product's search document (lib/domain/search.ts buildSearchDocument; docs/search.md):
 * normalised, singular-and-plural words per weight class, space-padded lists. Each app process
 * builds its search index from these rows (lib/domain/search-index.ts). Rewritten in the same transaction as every catalogue write
 * that changes what it holds (db/search-index.ts), so every app instance reads the same,
 * current document.
 */
export const productSearch = pgTable('product_search', {
  productId: integer()
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  name: text().notNull().default(''),
  category: text().notNull().default(''),
  attributes: text().notNull().default(''),
  description: text().notNull().default(''),
});

/**
 * Moves (by one, in the writing transaction: statement triggers, migration 0027) with every
 * committed change to what the search index is built from: product_search, search_synonyms and
 * products (a product archived, renamed or deleted). Each app process compares it with the
 * version its in-memory index was built at before every search, and rebuilds on a difference
 * (lib/data/search.ts): no instance answers a search from documents older than the last commit.
 */
export const searchVersion = pgTable(
  'search_version',
  {
    id: smallint().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('search_version_single_row', sql`${t.id} = 1`)],
);

/**
 * Synonyms the trade uses, edited by staff in the back office: each row is
 * one group of equivalent words or phrases ('pitillo', 'pajilla', 'sorbete'; 'icopor',
 * 'poliestireno expandido'), as staff wrote them. The search reads the whole table (it is
 * small) with the documents, and a query word inside a member also matches the products that
 * hold every word of another member (lib/domain/search-index.ts). A member belongs to one group only, checked after normalisation under a lock
 * (lib/services/admin/search-synonyms.ts). Every write moves catalog_version (trigger), so
 * cached search results and stored /tienda pages go with it on every instance.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  terms: text().array().notNull(),
  /**
   * Each member's key (synonymKey: search words, singular, space-separated), written by the
   * service with `terms`; the search index matches query words against these. Only [a-z0-9 ].
   */
  keys: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
