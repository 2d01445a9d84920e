import { isTypoWord, oneDeletionVariants, parseSearchQuery, type QueryTerm, synonymSpans } from './search';

/*
 * The store search's engine (docs/search.md): an inverted index over the products'
 * search documents (buildSearchDocument), held in each app process and rebuilt from the
 * database when the documents change (lib/data/search.ts). The rules are those the search has
 * always had: every query term must start a word of the name, the category path, the attribute
 * values or the description, or be one typo from a whole word of the first three, or be
 * satisfied through a synonym group; the rank is the sum of each term's best class.
 *
 * Costs are kept in half units so they fit a byte: name 0, category 2, attributes 4,
 * description 6, a typo in the name 8, a typo elsewhere 10; a synonym match costs its field's
 * class plus 1 (just below what the shopper typed in the same field), 7 when its words are
 * spread over several fields. An unmatched term costs NO_MATCH.
 */

/** One product's document, as product_search holds it (space-padded lists of words). */
export type IndexedDocument = { productId: number; name: string; category: string; attributes: string; description: string };

const FIELDS = ['name', 'category', 'attributes', 'description'] as const;
const FIELD_COUNT = FIELDS.length;
/** Typos are forgiven in what a product is called and filed under, not in its prose. */
const TYPO_FIELDS = 3;
const TYPO_IN_NAME = 8;
const TYPO_ELSEWHERE = 10;
const SYNONYM_SPREAD = 7;
const NO_MATCH = 255;
/** What an unmatched term adds to the rank of a product that is ranked anyway (closest products, staff search). */
const UNMATCHED_COST = TYPO_ELSEWHERE;
/** A synonym member's key as stored (synonymKey): anything else written by hand is ignored. */
const MEMBER_KEY = /^[a-z0-9]+( [a-z0-9]+)*$/;

export class SearchIndex {
  /** Product ids in the store's name order (name, then id): a document's number is its place in it. */
  private readonly productIds: Int32Array;
  private readonly docOf = new Map<number, number>();
  /** Every distinct word, sorted, so the words a prefix starts are one contiguous run. */
  private readonly words: string[];
  private readonly wordId = new Map<string, number>();
  /** postings[field][word]: the documents holding that word in that field, ascending. */
  private readonly postings: Int32Array[][];
  /** One-deletion key → the name, category and attribute words that have it. */
  private readonly typoWords = new Map<string, number[]>();
  /** Member key → the member keys of every group holding it (itself included). */
  private readonly synonymMembers = new Map<string, string[]>();

  /** `documents` in the store's name order; `synonymGroups` the member keys of each group. */
  constructor(documents: readonly IndexedDocument[], synonymGroups: readonly (readonly string[])[]) {
    this.productIds = Int32Array.from(documents, (d) => d.productId);
    documents.forEach((d, i) => this.docOf.set(d.productId, i));

    const perField = FIELDS.map(() => new Map<string, number[]>());
    documents.forEach((document, doc) => {
      FIELDS.forEach((field, f) => {
        for (const word of document[field].split(' ')) {
          if (!word) continue;
          const list = perField[f].get(word);
          if (!list) perField[f].set(word, [doc]);
          else if (list[list.length - 1] !== doc) list.push(doc);
        }
      });
    });
    this.words = [...new Set(perField.flatMap((m) => [...m.keys()]))].sort();
    this.words.forEach((word, id) => this.wordId.set(word, id));
    const empty = new Int32Array(0);
    this.postings = perField.map((map) => this.words.map((word) => (map.has(word) ? Int32Array.from(map.get(word)!) : empty)));

    this.words.forEach((word, id) => {
      if (!isTypoWord(word) || !this.postings.slice(0, TYPO_FIELDS).some((p) => p[id].length)) return;
      for (const key of oneDeletionVariants(word)) {
        const list = this.typoWords.get(key);
        if (list) list.push(id);
        else this.typoWords.set(key, [id]);
      }
    });

    for (const group of synonymGroups) {
      const members = [...new Set(group.filter((key) => MEMBER_KEY.test(key)))];
      for (const key of members) this.synonymMembers.set(key, [...new Set([...(this.synonymMembers.get(key) ?? []), ...members])]);
    }
  }

  get size(): number {
    return this.productIds.length;
  }

  /** The products matching every word of `query`, best first (rank, then name); null when the query has no words. */
  search(query: string): number[] | null {
    const terms = parseSearchQuery(query);
    if (terms.length === 0) return null;
    const costs = this.termCosts(terms);
    const buckets: number[][] = [];
    for (let doc = 0; doc < this.productIds.length; doc++) {
      const rank = rankOf(costs, doc, false);
      if (rank >= 0) (buckets[rank] ??= []).push(this.productIds[doc]);
    }
    return buckets.flat();
  }

  /**
   * These products best first for `query` (rank, then name), whether or not they match every
   * word (an unmatched word costs as much as a typo outside the name); products with no
   * document (not on sale) last, by id.
   */
  order(query: string, productIds: readonly number[]): number[] {
    const costs = this.termCosts(parseSearchQuery(query));
    const key = (id: number) => {
      const doc = this.docOf.get(id);
      return doc === undefined ? { rank: Number.MAX_SAFE_INTEGER, place: id } : { rank: rankOf(costs, doc, true), place: doc };
    };
    const keyed = [...new Set(productIds)].map((id) => ({ id, ...key(id) }));
    keyed.sort((a, b) => a.rank - b.rank || a.place - b.place);
    return keyed.map((entry) => entry.id);
  }

  /**
   * The closest products to a search that found nothing: those matching the
   * most of `words` (each searched alone), then by the rank of the whole query (an unmatched
   * word costing a fixed amount), then by name.
   */
  closest(words: readonly string[], limit: number): number[] {
    const whole = this.termCosts(parseSearchQuery(words.join(' ')));
    const hits = new Uint8Array(this.productIds.length);
    for (const word of words) {
      const costs = this.termCosts(parseSearchQuery(word));
      if (costs.length === 0) continue;
      for (let doc = 0; doc < hits.length; doc++) if (rankOf(costs, doc, false) >= 0) hits[doc]++;
    }
    const close: number[] = [];
    for (let doc = 0; doc < hits.length; doc++) if (hits[doc] > 0) close.push(doc);
    close.sort((a, b) => hits[b] - hits[a] || rankOf(whole, a, true) - rankOf(whole, b, true) || a - b);
    return close.slice(0, limit).map((doc) => this.productIds[doc]);
  }

  /** Each term's best cost in every document (NO_MATCH where it does not match). */
  private termCosts(terms: readonly QueryTerm[]): Uint8Array[] {
    const spans = synonymSpans(terms);
    return terms.map((term, i) => {
      const cost = new Uint8Array(this.productIds.length).fill(NO_MATCH);
      const lower = (docs: Int32Array, value: number) => {
        for (let k = 0; k < docs.length; k++) if (cost[docs[k]] > value) cost[docs[k]] = value;
      };
      for (const prefix of term.prefixes) {
        for (let w = lowerBound(this.words, prefix); w < this.words.length && this.words[w].startsWith(prefix); w++) {
          for (let f = 0; f < FIELD_COUNT; f++) lower(this.postings[f][w], 2 * f);
        }
      }
      const typos = new Set(term.typoKeys.flatMap((key) => this.typoWords.get(key) ?? []));
      for (const w of typos) {
        lower(this.postings[0][w], TYPO_IN_NAME);
        for (let f = 1; f < TYPO_FIELDS; f++) lower(this.postings[f][w], TYPO_ELSEWHERE);
      }
      for (const member of new Set(spans[i].flatMap((key) => this.synonymMembers.get(key) ?? []))) this.lowerBySynonym(member, lower);
      return cost;
    });
  }

  /**
   * A member of a matched synonym group: the documents holding every one of its words as whole
   * words, in one field (that field's cost + 1) or spread over several (SYNONYM_SPREAD).
   */
  private lowerBySynonym(member: string, lower: (docs: Int32Array, value: number) => void): void {
    const ids = [...new Set(member.split(' '))].map((word) => this.wordId.get(word));
    if (ids.some((id) => id === undefined)) return;
    const wordIds = ids as number[];
    for (let f = 0; f < FIELD_COUNT; f++) lower(intersect(wordIds.map((w) => this.postings[f][w])), 2 * f + 1);
    const anywhere = wordIds.map((w) => union(this.postings.map((field) => field[w])));
    lower(intersect(anywhere), SYNONYM_SPREAD);
  }
}

/** Sum of the terms' costs in a document; -1 when a term does not match (unless `anyway`, where it costs UNMATCHED_COST). */
function rankOf(costs: readonly Uint8Array[], doc: number, anyway: boolean): number {
  let rank = 0;
  for (const cost of costs) {
    if (cost[doc] !== NO_MATCH) rank += cost[doc];
    else if (anyway) rank += UNMATCHED_COST;
    else return -1;
  }
  return rank;
}

/** The first index whose entry is not below `value` (the list ascending). */
function lowerBound<T extends string | number>(list: ArrayLike<T>, value: T): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Documents in every list (each ascending). */
function intersect(lists: readonly Int32Array[]): Int32Array {
  const [shortest, ...rest] = [...lists].sort((a, b) => a.length - b.length);
  if (!shortest) return new Int32Array(0);
  return shortest.filter((doc) => rest.every((list) => has(list, doc)));
}

/** Documents in any of the lists, ascending. */
function union(lists: readonly Int32Array[]): Int32Array {
  return Int32Array.from(new Set(lists.flatMap((list) => [...list]))).sort();
}

function has(list: Int32Array, doc: number): boolean {
  const at = lowerBound(list, doc);
  return at < list.length && list[at] === doc;
}
