/**
 * Store search: accent- and case-insensitive, non-alphanumerics ignored,
 * every word of the query must appear in the product name.
 */
import { normalizeSearchText, searchTerms } from './search-text';

export { normalizeSearchText, searchTerms };

/**
 * What a product name is searched in: its normalised words plus the same words run together,
 * so a term matches whatever separators either side used ('12oz' finds 'Vaso 12 oz', '12-oz'
 * finds 'Vaso 12oz'). Store this in `products.search_text`: `LIKE '%term%'` for every term of
 * `searchTerms(query)` then gives exactly what `matchesSearch` gives. Terms have no spaces, so
 * none can match across the gap between the two halves.
 */
export function searchIndexText(name: string): string {
  const words = normalizeSearchText(name);
  const joined = words.replaceAll(' ', '');
  return joined === words ? words : `${words} ${joined}`;
}

/** Every word of the query must appear in the name; an empty query matches every product. */
export function matchesSearch(name: string, query: string): boolean {
  const haystack = searchIndexText(name);
  return searchTerms(query).every((term) => haystack.includes(term));
}

/*
 * Shopper search (docs/search.md): Spanish singular/plural, word-start (prefix) matching, sizes and
 * units, one-typo tolerance. The same functions turn a product into its search document and a
 * query into terms, so both sides always agree.
 */

/** Longer queries are cut here (the rest is ignored), and at most this many words count. */
export const MAX_QUERY_CHARS = 100;
export const MAX_QUERY_WORDS = 8;
/** Words this long or longer tolerate one wrong, missing, extra or swapped letter. */
export const TYPO_MIN_LENGTH = 5;

/** Spellings of a unit after a number → its canonical token ('12 onzas' → '12oz'). */
const UNIT_ALIASES: Record<string, string> = {
  oz: 'oz',
  onz: 'oz',
  onza: 'oz',
  onzas: 'oz',
  l: 'l',
  lt: 'l',
  lts: 'l',
  ltr: 'l',
  litro: 'l',
  litros: 'l',
  ml: 'ml',
  mililitro: 'ml',
  mililitros: 'ml',
  cc: 'ml',
  g: 'g',
  gr: 'g',
  grs: 'g',
  gramo: 'g',
  gramos: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogramo: 'kg',
  kilogramos: 'kg',
  cm: 'cm',
  cms: 'cm',
  centimetro: 'cm',
  centimetros: 'cm',
  mm: 'mm',
  milimetro: 'mm',
  milimetros: 'mm',
  m: 'm',
  mt: 'm',
  mts: 'm',
  metro: 'm',
  metros: 'm',
};

const VOWEL = /[aeiou]/;

/**
 * Light Spanish plural → singular, on a normalised (accent-free, lower-case) word: '-ces' → '-z'
 * (luces → luz), '-es' after a consonant that ends Spanish words (l, r, n, d, j, y; not after a
 * cluster: tenedores → tenedor, verdes → verde), else a final '-s' after a vowel
 * (vasos → vaso). Words with digits and words under four letters are kept as they are.
 */
export function stemSpanish(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  if (word.endsWith('ces') && word.length > 4 && VOWEL.test(word.at(-4)!)) return `${word.slice(0, -3)}z`;
  if (word.endsWith('es')) {
    const consonant = word.at(-3)!;
    const before = word.at(-4) ?? '';
    if ('lrndjy'.includes(consonant) && VOWEL.test(before)) return word.slice(0, -2);
  }
  if (word.endsWith('s') && VOWEL.test(word.at(-2)!) && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * Normalised words with sizes made single tokens: '12 oz', '12oz', '12 Onzas' → '12oz';
 * '30 × 30 cm' → '30x30cm'; decimals keep their place ('1.5 oz' → '1d5oz', '1.500 m' → '1500m').
 */
export function searchWords(text: string): string[] {
  const prepared = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\d)[.,](\d{3})(?!\d)/g, '$1$2') // thousands separator: 1.500 → 1500
    .replace(/(\d)[.,](\d)/g, '$1d$2') // decimal: 1.5 → 1d5
    .replace(/(\d)\s*[x×*]\s*(?=\d)/g, '$1x'); // dimensions: 30 × 30 → 30x30
  const words = normalizeSearchText(prepared).split(' ').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const glued = /^(\d[\dxd]*)([a-z]+)$/.exec(word);
    if (glued && UNIT_ALIASES[glued[2]] && /\d$/.test(glued[1])) {
      out.push(`${glued[1]}${UNIT_ALIASES[glued[2]]}`);
    } else if (/^\d[\dxd]*\d$|^\d$/.test(word) && UNIT_ALIASES[words[i + 1]]) {
      out.push(`${word}${UNIT_ALIASES[words[i + 1]]}`);
      i++;
    } else {
      out.push(word);
    }
  }
  return out;
}

/** The forms a word is indexed and searched under: as written and singular. */
function wordForms(word: string): string[] {
  const stem = stemSpanish(word);
  return stem === word ? [word] : [word, stem];
}

/** Shortest stem a diminutive is taken off ('vas' of vasito): 'cita', 'pito' and 'rico' stay words. */
const DIMINUTIVE_MIN_BASE = 3;

/**
 * The word a Spanish diminutive is made from, on a normalised singular word (stemSpanish first),
 * or null: '-ito'/'-ita' → '-o'/'-a' (vasito → vaso, bolsita → bolsa, cucharita → cuchara),
 * '-quito' → '-co' (vaquita → vaca), '-guito' → '-go', '-cito' after a consonant or 'e' → the
 * word itself (tenedorcito → tenedor, cafecito → cafe), '-cito' after another vowel → '-zo'
 * (tacita → taza), and the Colombian '-ico'/'-ica' after a vowel and 't' (platico → plato). Only what the
 * shopper typed is read so: the products' documents keep their own words.
 */
export function diminutiveBase(word: string): string | null {
  const m = /^([a-z]+?)(qu|gu|c|t)?i(t|c)([oa])$/.exec(word);
  if (!m) return null;
  const [, head, joint = '', suffix, gender] = m;
  // '-ico' only after a vowel and 't' (platico, ratico): 'plastico', 'practico' or 'medico' are no diminutives.
  if (suffix === 'c' && (joint !== 't' || !/[aeiou]$/.test(head))) return null;
  let base: string;
  if (suffix === 'c') base = `${head}t${gender}`;
  else if (joint === 'qu') base = `${head}c${gender}`;
  else if (joint === 'gu') base = `${head}g${gender}`;
  else if (joint === 'c') base = /[aeiou]$/.test(head) && !head.endsWith('e') ? `${head}z${gender}` : head;
  else base = `${head}${joint}${gender}`;
  const stem = base.replace(/[oa]$/, '');
  return stem.length >= DIMINUTIVE_MIN_BASE && base !== word ? base : null;
}

/** A query word's singular forms: its stem, and the word its diminutive is made from (if any). */
function queryStems(word: string): string[] {
  const stem = stemSpanish(word);
  const base = diminutiveBase(stem);
  return base ? [stem, base] : [stem];
}

/** The word itself and every way of deleting one of its letters: two words one edit apart share one. */
export function oneDeletionVariants(word: string): string[] {
  const out = new Set([word]);
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return [...out];
}

export type SearchSource = {
  name: string;
  /** The category and its ancestors. */
  categoryPath: readonly string[];
  /** Variant attribute values and units of measure. */
  attributeValues: readonly string[];
  description: string | null;
};

/** Name, category and attribute words a misspelt query word may stand for (a query word of five letters may have lost one). */
export function isTypoWord(word: string): boolean {
  return word.length >= TYPO_MIN_LENGTH - 1 && !/\d/.test(word);
}

/** A product's search document: normalised words per weight class. */
export type SearchDocument = { name: string; category: string; attributes: string; description: string };

/** Space-padded, so `LIKE '% term%'` means "a word starts with term". */
function indexWords(texts: readonly string[]): { text: string } {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of searchWords(text)) {
      for (const form of wordForms(word)) words.add(form);
      // '12oz' is also found by the bare unit ('oz').
      const unit = /^\d[\dxd]*([a-z]{2,})$/.exec(word)?.[1];
      if (unit && Object.values(UNIT_ALIASES).includes(unit)) words.add(unit);
    }
  }
  return { text: words.size ? ` ${[...words].join(' ')} ` : '' };
}

export function buildSearchDocument(source: SearchSource): SearchDocument {
  const name = indexWords([source.name]);
  const category = indexWords(source.categoryPath);
  const attributes = indexWords(source.attributeValues);
  const description = indexWords(source.description ? [source.description] : []);
  return { name: name.text, category: category.text, attributes: attributes.text, description: description.text };
}

/**
 * One query word: the prefixes a document word may start with, its typo keys (if long enough)
 * and its singular forms (`stems`: the stem, then the word a diminutive is made from), which
 * the synonym groups are looked up by.
 */
export type QueryTerm = { prefixes: string[]; typoKeys: string[]; stems: string[] };

/** The query, capped (100 characters, 8 words), as terms that must all match. */
export function parseSearchQuery(query: string): QueryTerm[] {
  const terms = new Map<string, QueryTerm>();
  for (const word of searchWords(query.slice(0, MAX_QUERY_CHARS))) {
    if (terms.size === MAX_QUERY_WORDS) break;

    const stems = queryStems(word);
    const stem = stems[0];
    const forms = [...new Set([word, ...stems])];
    // A form another form starts covers it: the stem is usually a prefix of the word, so it
    // alone covers both (luces → luz does not; vasito → vaso neither).
    const prefixes = forms.filter((form) => !forms.some((other) => other !== form && form.startsWith(other)));
    const typoKeys = stem.length >= TYPO_MIN_LENGTH && !/\d/.test(stem) ? oneDeletionVariants(stem) : [];
    // 'vaso vasos' is one term: the same word twice asks nothing more.
    if (!terms.has(stem)) terms.set(stem, { prefixes, typoKeys, stems });
  }
  return [...terms.values()];
}

/*
 * Synonyms the trade uses: groups of equivalent words or phrases that staff
 * keep in the back office ('pitillo' = 'pajilla' = 'sorbete'; 'icopor' = 'poliestireno
 * expandido'). A query word, or a run of query words, that is a member of a group is also
 * satisfied by a product that holds every word of a member of that group.
 */

/** Limits of one group (the back-office form and API check them; the search relies on them). */
export const SYNONYM_MAX_MEMBERS = 10;
export const SYNONYM_MAX_CHARS = 60;

/**
 * How a member is compared: its search words, singular, space-separated ('Bolsas tipo
 * Camiseta' → 'bolsa tipo camiseta', 'Vaso 12 onzas' → 'vaso 12oz'). Two members with the same
 * key are the same member; '' means the member has no searchable word.
 */
export function synonymKey(phrase: string): string {
  return searchWords(phrase)
    .map((word) => stemSpanish(word))
    .join(' ');
}

/** The keys of a group's members, as stored beside them (search_synonyms.keys): distinct, none empty. */
export function synonymKeys(members: readonly string[]): string[] {
  return [...new Set(members.map(synonymKey))].filter(Boolean);
}

/**
 * For each query term, the keys of every run of consecutive terms that contains it
 * ('bolsa tipo camiseta' → for 'tipo': 'tipo', 'bolsa tipo', 'tipo camiseta', 'bolsa tipo
 * camiseta'). A term is also satisfied when one of these runs is a member of a synonym group
 * and the product holds every word of a member of that group (lib/data/search.ts). Only
 * whole query words form keys: 'piti' (still typing) is the key 'piti', which no member has.
 */
export function synonymSpans(terms: readonly QueryTerm[]): string[][] {
  const stems = terms.map((term) => term.stems);
  return stems.map((_, i) => {
    const keys: string[] = [];
    // At most 8 terms (MAX_QUERY_WORDS): at most 20 runs hold any one of them; a diminutive
    // doubles the runs through it ('platicos hondos': 'platico hondo' and 'plato hondo').
    for (let start = 0; start <= i; start++) {
      for (let end = i + 1; end <= stems.length; end++) keys.push(...spellings(stems.slice(start, end)));
    }
    return keys;
  });
}

/** Every way of writing a run of words, one form of each ('platico hondo', 'plato hondo'). */
function spellings(run: readonly string[][]): string[] {
  return run.reduce<string[]>((keys, forms) => keys.flatMap((key) => forms.map((form) => (key ? `${key} ${form}` : form))), ['']);
}

export type SynonymGroupProblem = 'too_few' | 'duplicate' | 'no_words';

/**
 * What is wrong with a group's members as staff typed them (already trimmed), by member:
 * a member with no searchable word ('%%'), a member that repeats another after normalisation
 * ('Pitillos' beside 'pitillo'), and fewer than two distinct members in all.
 */
export function synonymGroupProblems(members: readonly string[]): { index: number; problem: SynonymGroupProblem }[] {
  const problems: { index: number; problem: SynonymGroupProblem }[] = [];
  const seen = new Set<string>();
  members.forEach((member, index) => {
    const key = synonymKey(member);
    if (!key) problems.push({ index, problem: 'no_words' });
    else if (seen.has(key)) problems.push({ index, problem: 'duplicate' });
    else seen.add(key);
  });
  if (seen.size < 2) problems.push({ index: -1, problem: 'too_few' });
  return problems;
}
