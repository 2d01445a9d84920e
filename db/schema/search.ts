import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * Each product's search document (issue 20; lib/domain/search.ts buildSearchDocument):
 * normalised, singular-and-plural words per weight class, space-padded so `LIKE '% term%'`
 * means "a word starts with term". Rewritten in the same transaction as every catalogue write
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
 * The typo vocabulary: every word of the catalogue's names, categories and attribute values,
 * under each of its one-deletion keys. Two words one edit apart share a key, so a misspelt
 * query word finds its candidates by index lookups. Only ever added to: a word no product
 * holds any more expands a query to a word that matches nothing, which is harmless.
 */
export const searchTypoKeys = pgTable(
  'search_typo_keys',
  {
    key: text().notNull(),
    word: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.word] })],
);

/**
 * Synonyms the trade uses (issue 20 item 6), edited by staff in the back office: each row is
 * one group of equivalent words or phrases ('pitillo', 'pajilla', 'sorbete'; 'icopor',
 * 'poliestireno expandido'), as staff wrote them. The search reads the whole table (it is
 * small) in the same statement as the products, and a query word inside a member also matches
 * the products that hold every word of another member (lib/data/search.ts). A member belongs to one group only, checked after normalisation under a lock
 * (lib/services/admin/search-synonyms.ts). Every write moves catalog_version (trigger), so
 * cached search results and stored /tienda pages go with it on every instance.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  terms: text().array().notNull(),
  /**
   * Each member's key (synonymKey: search words, singular, space-separated), written by the
   * service with `terms`; the search matches query words against these in SQL. Only [a-z0-9 ].
   */
  keys: text().array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
