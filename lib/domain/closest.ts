import { MAX_QUERY_CHARS, MAX_QUERY_WORDS, searchWords, stemSpanish } from './search';

/**
 * What /tienda offers when a search finds nothing (issue 20 item 7, "no dead end"): the closest
 * categories and products, as links, beside the WhatsApp question. docs/search.md states the rule.
 */
export const MAX_CLOSEST_PRODUCTS = 4;
export const MAX_CLOSEST_CATEGORIES = 4;
/** Shorter query words ('de', 'x') would match half the category names by their start. */
export const CLOSEST_MIN_PREFIX = 3;
/** A category word and a query word this long or longer may be one typo apart. */
export const CLOSEST_MIN_TYPO = 4;

/**
 * The query's distinct words (a plural and its singular are one word) as the search reads them,
 * capped the same way: the closest products are those matching the most of them, each searched
 * alone (lib/data/catalog.ts listClosestProducts).
 */
export function closestQueryWords(query: string): string[] {
  const words = new Map<string, string>();
  for (const word of searchWords(query.slice(0, MAX_QUERY_CHARS))) {
    if (words.size === MAX_QUERY_WORDS) break;
    if (!words.has(stemSpanish(word))) words.set(stemSpanish(word), word);
  }
  return [...words.values()];
}

/** A word as written and singular ('vsos' is compared as 'vsos' and 'vso'). */
const forms = (word: string) => [...new Set([word, stemSpanish(word)])];

/** True when one substitution, insertion, deletion or swap of two neighbours turns a into b (or a = b). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

/** How a query word meets a category word: 2 the start of it, 1 one typo from it, 0 not at all. */
function wordMatch(queryWord: string, categoryWord: string): number {
  if (queryWord.length >= CLOSEST_MIN_PREFIX && categoryWord.startsWith(queryWord)) return 2;
  if (queryWord.length >= CLOSEST_MIN_TYPO && categoryWord.length >= CLOSEST_MIN_TYPO && withinOneEdit(queryWord, categoryWord)) return 1;
  return 0;
}

type Named = { name: string };
type Tree<T> = T & { children: readonly Tree<T>[] };

/**
 * The categories (anywhere in the tree) whose name has a word that a query word starts, or is
 * one typo from (words of 4 letters or more): most query words met first, then the closer
 * meeting (start before typo), then by name. At most MAX_CLOSEST_CATEGORIES.
 */
export function closestCategories<T extends Named>(tree: readonly Tree<T>[], query: string, max = MAX_CLOSEST_CATEGORIES): T[] {
  const words = closestQueryWords(query).filter((word) => !/\d/.test(word));
  if (words.length === 0) return [];
  const scored: { category: T; hits: number; closeness: number }[] = [];
  const visit = (nodes: readonly Tree<T>[]) => {
    for (const node of nodes) {
      const names = searchWords(node.name).flatMap(forms);
      let hits = 0;
      let closeness = 0;
      for (const word of words) {
        const best = Math.max(0, ...forms(word).flatMap((form) => names.map((name) => wordMatch(form, name))));
        if (best > 0) {
          hits++;
          closeness += best;
        }
      }
      if (hits > 0) scored.push({ category: node, hits, closeness });
      visit(node.children);
    }
  };
  visit(tree);
  return scored
    .sort((a, b) => b.hits - a.hits || b.closeness - a.closeness || a.category.name.localeCompare(b.category.name, 'es'))
    .slice(0, max)
    .map((entry) => entry.category);
}
