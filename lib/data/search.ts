import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { products } from '@/db/schema';
import { parseSearchQuery, type QueryTerm } from '@/lib/domain/search';

/**
 * The store search as SQL over product_search (db/schema/search.ts). Every term must match a
 * word's start in the name, the category path, the attribute values or the description, or
 * be one typo away from a whole word of the first three (search_typo_keys finds which). A
 * product's rank is the sum of its terms' best classes: name 0, category 1, attributes 2, description 3, a typo in the name 4,
 * a typo elsewhere 5; ties go by name.
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

/** null when the query has no words (every product matches, in the usual order). */
export function searchSql(query: string): SearchSql | null {
  const terms = parseSearchQuery(query);
  if (terms.length === 0) return null;
  const all = sql.join(terms.map(termMatches), sql` and `);
  const cost = sql.join(terms.map(termCost), sql` + `);
  return {
    where: sql`exists (select 1 from product_search ps where ps.product_id = ${products.id} and ${all})`,
    rank: sql`(select ${cost} from product_search ps where ps.product_id = ${products.id})`,
  };
}
