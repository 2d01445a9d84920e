// What shoppers type into the store search, for the search bench (scripts/bench/lib/search.mjs):
// plurals, sizes, partial words, typos, categories, materials, colours, two- and three-word
// queries and one that finds nothing, over the words of the large catalogue (db/cli/seed-large.ts)
// and the demo one.

/** The fixed mix, with what each query exercises. */
export const SHOPPER_QUERIES = [
  { query: 'vasos', kind: 'plural' },
  { query: 'platos', kind: 'plural' },
  { query: 'servilletas', kind: 'plural' },
  { query: 'bolsas', kind: 'plural' },
  { query: 'tenedores', kind: 'plural' },
  { query: 'contenedores', kind: 'plural' },
  { query: 'vaso 12 oz', kind: 'size' },
  { query: 'vasos 12oz', kind: 'size' },
  { query: 'contenedor 16 oz', kind: 'size' },
  { query: 'vaso 7 onzas', kind: 'size' },
  { query: 'cont', kind: 'partial word' },
  { query: 'serv', kind: 'partial word' },
  { query: 'bande', kind: 'partial word' },
  { query: 'servileta', kind: 'typo' },
  { query: 'contenedro', kind: 'typo' },
  { query: 'aluminno', kind: 'typo' },
  { query: 'cucharra', kind: 'typo' },
  { query: 'biodegradables', kind: 'category' },
  { query: 'desechables', kind: 'category' },
  { query: 'cubiertos', kind: 'category' },
  { query: 'icopor', kind: 'material' },
  { query: 'kraft', kind: 'material' },
  { query: 'bolsa negra', kind: 'colour' },
  { query: 'vaso termico', kind: 'two words' },
  { query: 'plato premium', kind: 'two words' },
  { query: 'caja reforzada', kind: 'two words' },
  { query: 'vaso termico andina', kind: 'three words' },
  { query: 'bolsa papel kraft', kind: 'three words' },
  { query: 'cuchara madera eventos', kind: 'three words' },
  { query: 'televisor', kind: 'no result' },
];

const NOUNS = [
  ['vaso', 'vasos'],
  ['plato', 'platos'],
  ['contenedor', 'contenedores'],
  ['bolsa', 'bolsas'],
  ['bandeja', 'bandejas'],
  ['tapa', 'tapas'],
  ['caja', 'cajas'],
  ['cuchara', 'cucharas'],
  ['tenedor', 'tenedores'],
  ['servilleta', 'servilletas'],
];
const MODIFIERS = [
  'economico',
  'premium',
  'reforzado',
  'institucional',
  'termico',
  'ecologico',
  'clasico',
  'industrial',
  'hogar',
  'eventos',
  'andina',
  'caribe',
  'llanos',
  'pacifico',
  'santander',
  'norte',
  'sur',
  'oriente',
  'blanco',
  'transparente',
  'negro',
  'rojo',
  'azul',
  'verde',
  'kraft',
  'dorado',
  '4 oz',
  '7 oz',
  '9 oz',
  '12 oz',
  '16oz',
  '24 oz',
  '32 onzas',
  'icopor',
  'plastico',
  'carton',
  'madera',
  'bambu',
  'aluminio',
  'paquete',
  'caja',
];

/** A word with one letter doubled, dropped or two swapped (a shopper's typo), by `n`. */
function typo(word, n) {
  const at = 1 + (n % (word.length - 2));
  if (n % 3 === 0) return word.slice(0, at) + word[at] + word.slice(at);
  if (n % 3 === 1) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/**
 * `count` distinct queries, each as the header would send it (normalised: lower case, no
 * accents): the fixed mix first, then each noun (singular, plural, a prefix, a typo) with one
 * modifier and then with two. Distinct, so that no answer can come from the server's catalogue
 * cache (lib/cache/catalog-cache.ts): every request is a search. Deterministic.
 */
export function distinctQueries(count) {
  const out = [];
  const seen = new Set();
  const add = (q) => {
    const normal = q
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .trim()
      .replace(/\s+/g, ' ');
    if (out.length < count && !seen.has(normal)) {
      seen.add(normal);
      out.push(normal);
    }
  };
  for (const { query } of SHOPPER_QUERIES) add(query);
  const forms = NOUNS.flatMap(([one, many], n) => [one, many, one.slice(0, Math.max(3, one.length - 3)), typo(one, n)]);
  for (let m = 0; m < MODIFIERS.length && out.length < count; m++) for (const form of forms) add(`${form} ${MODIFIERS[m]}`);
  for (let a = 0; a < MODIFIERS.length && out.length < count; a++) {
    for (let b = a + 1; b < MODIFIERS.length && out.length < count; b++)
      for (const form of forms) add(`${form} ${MODIFIERS[a]} ${MODIFIERS[b]}`);
  }
  if (out.length < count) throw new Error(`distinctQueries: only ${out.length} distinct queries, ${count} asked for`);
  return out;
}
