import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { products } from '@/db/schema';
import { parseSearchQuery, type QueryTerm, synonymSpans } from '@/lib/domain/search';

/**
 * The store search as SQL over product_search (db/schema/search.ts). Every term must match a
 * word's start in the name, the category path, the attribute values or the description, or
 * be one typo away from a whole word of the first three (search_typo_keys finds which). A
 * product's rank is the sum of its terms' best classes: name 0, category 1, attributes 2, description 3, a typo in the name 4,
 * a typo elsewhere 5; ties go by name.
 *
 * Synonyms (search_synonyms, read in this same statement): a term is also satisfied when a run
 * of query words holding it is a member of a group and every word of a member of that group is
 * a whole word of the document. Such a match costs the class of the field that holds all those
 * words plus 0.5 (words spread over several fields: description's), so it comes just below the
 * same field matched by what the shopper typed ('Pitillo' before 'Pajilla' for `pitillo`).
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

const DOCUMENT = sql.raw(`(${CLASSES.map((c) => `ps.${c}`).join(' || ')})`);

/**
 * The members of every group that holds one of `spans` (synonymSpans), each as a regular
 * expression that needs all its words as whole words, in any order: 'poliestireno expandido' →
 * `^(?=.* poliestireno )(?=.* expandido )`. Uncorrelated, so it runs once per query over the
 * small table (an InitPlan). Keys hold only [a-z0-9] and spaces (synonymKey); anything else
 * written by hand is skipped, so no stored text can become regular-expression syntax.
 */
function synonymPatterns(spans: readonly string[]): SQL {
  const keys = sql.join(spans.map((key) => sql`${key}`), sql`, `);
  return sql`array(select '^' || (select string_agg('(?=.* ' || w || ' )', '') from unnest(string_to_array(m.key, ' ')) w)
    from search_synonyms g cross join unnest(g.keys) as m(key)
    where g.keys && array[${keys}]::text[] and m.key ~ '^[a-z0-9]+( [a-z0-9]+)*$')`;
}

function searchTermMatches(term: QueryTerm, spans: readonly string[]): SQL {
  return sql`(${termMatches(term)} or ${DOCUMENT} ~ any (${synonymPatterns(spans)}))`;
}

function searchTermCost(term: QueryTerm, spans: readonly string[]): SQL {
  // The group's patterns are looked up once (syn.p) for the five fields they are tried on.
  const whens = [...CLASSES.map((c) => sql.raw(`ps.${c}`)), DOCUMENT].map(
    (field, i) => sql`when ${field} ~ any (syn.p) then ${sql.raw(String(Math.min(i, CLASSES.length - 1) + 0.5))}`,
  );
  return sql`least(${termCost(term)}, (select case ${sql.join(whens, sql` `)} else 99 end from (select ${synonymPatterns(spans)} as p) syn))`;
}

/** null when the query has no words (every product matches, in the usual order). */
export function searchSql(query: string): SearchSql | null {
  const terms = parseSearchQuery(query);
  if (terms.length === 0) return null;
  const spans = synonymSpans(terms);
  const all = sql.join(terms.map((term, i) => searchTermMatches(term, spans[i])), sql` and `);
  const cost = sql.join(terms.map((term, i) => searchTermCost(term, spans[i])), sql` + `);
  return {
    where: sql`exists (select 1 from product_search ps where ps.product_id = ${products.id} and ${all})`,
    rank: sql`(select ${cost} from product_search ps where ps.product_id = ${products.id})`,
  };
}
