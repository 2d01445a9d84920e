import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { products, searchSynonyms } from '@/db/schema';
import { cachedCatalogRead } from '@/lib/cache/catalog-cache';
import { buildSynonymIndex, expandSynonyms, parseSearchQuery, type QueryTerm, type SearchTerm } from '@/lib/domain/search';
import type { StoreFilters } from '@/lib/domain/store-filters';

/**
 * The store search as SQL over product_search (db/schema/search.ts). Every term must match a
 * word's start in the name, the category path, the attribute values or the description, or
 * be one typo away from a whole word of the first three (search_typo_keys finds which). A
 * product's rank is the sum of its terms' best classes: name 0, category 1, attributes 2, description 3, a typo in the name 4,
 * a typo elsewhere 5; ties go by name.
 *
 * Synonyms (search_synonyms): a query word or phrase that is a member of a group is one term
 * that also matches when every word of another member starts a whole word of the document
 * (any field). Such a match costs its worst field's class plus 0.5: just below the same field
 * matched by the words the shopper typed ('Pitillo' before 'Pajilla' for `pitillo`), above the
 * next field.
 *
 * Terms hold only [a-z0-9], so they need no LIKE escaping; they are bound parameters anyway.
 * The relational query builder renders drizzle columns as the outer table's, so the document
 * table is named in plain SQL with its own alias.
 */
export type SearchSql = { where: SQL; rank: SQL };

const CLASSES = ['name', 'category', 'attributes', 'description'] as const;
/** Typos are forgiven in what a product is called and filed under, not in its prose. */
const TYPO_CLASSES = ['name', 'category', 'attributes'] as const;

function startsAWord(column: string, term: QueryTerm): SQL {
  const tests = term.prefixes.map((prefix) => sql`${sql.raw(`ps.${column}`)} like ${`% ${prefix}%`}`);
  return sql`(${sql.join(tests, sql` or `)})`;
}

/**
 * The catalogue words one edit from the term, as LIKE patterns of whole words. `array(select …)`
 * is uncorrelated, so PostgreSQL runs it once per query (an InitPlan), by primary-key lookups.
 */
function typoPatterns(term: QueryTerm): SQL | null {
  if (term.typoKeys.length === 0) return null;
  return sql`array(select distinct '% ' || k.word || ' %' from search_typo_keys k where k.key in (${sql.join(term.typoKeys.map((k) => sql`${k}`), sql`, `)}))`;
}

function termMatches(term: QueryTerm): SQL {
  const tests = CLASSES.map((c) => startsAWord(c, term));
  const typos = typoPatterns(term);
  if (typos) for (const c of TYPO_CLASSES) tests.push(sql`${sql.raw(`ps.${c}`)} like any (${typos})`);
  return sql`(${sql.join(tests, sql` or `)})`;
}

function termCost(term: QueryTerm): SQL {
  const whens = CLASSES.map((c, i) => sql`when ${startsAWord(c, term)} then ${sql.raw(String(i))}`);
  const typos = typoPatterns(term);
  if (typos) whens.push(sql`when ps.name like any (${typos}) then ${sql.raw(String(CLASSES.length))}`);
  return sql`(case ${sql.join(whens, sql` `)} else ${sql.raw(String(CLASSES.length + 1))} end)`;
}

/** A whole document word, in any field (a synonym's word: 'film' must not find 'filmico'). */
function isAWord(column: string, word: string): SQL {
  return sql`${sql.raw(`ps.${column}`)} like ${`% ${word} %`}`;
}

function synonymMatches(words: readonly string[]): SQL {
  return sql`(${sql.join(words.map((w) => sql`(${sql.join(CLASSES.map((c) => isAWord(c, w)), sql` or `)})`), sql` and `)})`;
}

/** Class of the worst field any of the words is in, plus 0.5; 99 when one is missing. */
function synonymCost(words: readonly string[]): SQL {
  const costs = words.map(
    (w) => sql`(case ${sql.join(CLASSES.map((c, i) => sql`when ${isAWord(c, w)} then ${sql.raw(String(i))}`), sql` `)} else 99 end)`,
  );
  return sql`(greatest(${sql.join(costs, sql`, `)}) + 0.5)`;
}

function searchTermMatches(term: SearchTerm): SQL {
  const typed = sql`(${sql.join(term.words.map(termMatches), sql` and `)})`;
  if (term.synonyms.length === 0) return typed;
  return sql`(${sql.join([typed, ...term.synonyms.map(synonymMatches)], sql` or `)})`;
}

function searchTermCost(term: SearchTerm): SQL {
  const typed = term.words.length === 1 ? termCost(term.words[0]) : sql`greatest(${sql.join(term.words.map(termCost), sql`, `)})`;
  if (term.synonyms.length === 0) return typed;
  return sql`least(${sql.join([typed, ...term.synonyms.map(synonymCost)], sql`, `)})`;
}

/** The synonym groups as staff wrote them: one small read, cached and dropped with the catalogue (catalog_version). */
export function listSynonymGroups(): Promise<string[][]> {
  return cachedCatalogRead('search-synonyms', async () => {
    const db = await getDb();
    const rows = await db.select({ terms: searchSynonyms.terms }).from(searchSynonyms);
    return rows.map((r) => r.terms);
  });
}

/** The search's SQL for these terms (synonyms already attached); null when there are none. */
export function searchSqlFor(terms: readonly SearchTerm[]): SearchSql | null {
  if (terms.length === 0) return null;
  const all = sql.join(terms.map(searchTermMatches), sql` and `);
  const cost = sql.join(terms.map(searchTermCost), sql` + `);
  return {
    where: sql`exists (select 1 from product_search ps where ps.product_id = ${products.id} and ${all})`,
    rank: sql`(select ${cost} from product_search ps where ps.product_id = ${products.id})`,
  };
}

/** null when the query has no words (every product matches, in the usual order). Reads the synonyms only then. */
export async function searchSql(query: string): Promise<SearchSql | null> {
  const terms = parseSearchQuery(query);
  if (terms.length === 0) return null;
  return searchSqlFor(expandSynonyms(terms, buildSynonymIndex(await listSynonymGroups())));
}

/** The search part of the store's filters. */
export function storeSearch(filters: StoreFilters | undefined): Promise<SearchSql | null> {
  return filters ? searchSql(filters.search) : Promise.resolve(null);
}
