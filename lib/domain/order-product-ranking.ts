import { parseSearchQuery, searchWords } from './search';

/*
 * The order of the staff product search's answer ('Nuevo pedido'): staff tap the first 'Añadir',
 * so the variant they meant must come first. The search index ranks the products; this ranks
 * what it cannot see, the variants of each product, and lifts the product whose SKU was typed.
 */

export type RankedVariant = { sku: string; description: string; unitOfMeasure: string | null };
export type RankedProduct<V extends RankedVariant> = { variants: V[] };

/** A SKU as typed or stored: case aside, outer spaces off. */
const skuKey = (text: string) => text.trim().toUpperCase();

/**
 * How well one variant answers the query, lower first: 0 its SKU exactly, 1 a SKU that starts
 * with the query ('BOLS-BLA' for BOLS-BLA-MED), 2 a SKU that holds it, 3 anything else; then
 * more query words that start a word of its own values, unit or SKU ('servilleta 30' → 30 × 30 cm
 * before 17 × 17 cm; '12 oz' → 12oz; 'bolsa negra' → Negro).
 */
function variantScore(query: { text: string; prefixes: string[][] }, variant: RankedVariant): [number, number] {
  const skuTier = skuMatchTier(query.text, variant.sku);
  const own = searchWords(`${variant.description} ${variant.unitOfMeasure ?? ''} ${variant.sku}`);
  const matched = query.prefixes.filter((prefixes) => own.some((word) => prefixes.some((prefix) => startsWord(word, prefix)))).length;
  return [skuTier, -matched];
}

/** `prefix` starts `word`, the gender of a Spanish adjective aside ('negra' → Negro, 'mediana' → Mediano). */
function startsWord(word: string, prefix: string): boolean {
  if (word.startsWith(prefix)) return true;
  return prefix.length >= 4 && /[ao]$/.test(prefix) && word.startsWith(prefix.slice(0, -1));
}

const compareScores = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];

/** How a SKU answers the query: 0 exactly, 1 it starts with the query, 2 it holds it, 3 not at all (case and outer spaces aside). */
export function skuMatchTier(query: string, sku: string): number {
  const [typed, stored] = [skuKey(query), skuKey(sku)];
  if (!typed) return 3;
  return stored === typed ? 0 : stored.startsWith(typed) ? 1 : stored.includes(typed) ? 2 : 3;
}

/** SKU tiers that put a product first: the SKU typed whole, or its start ('BOLS-BLA-MED' for BOLS-BLA-MED-PAQ). */
export const LIFTING_SKU_TIER = 1;

/**
 * Each product's variants best first for `query` (ties keep the catalogue's order), and the
 * products whose SKU was typed (whole, then its start: LIFTING_SKU_TIER) before the rest, which
 * keep the order they came in (the search's rank).
 */
export function rankOrderProducts<V extends RankedVariant, P extends RankedProduct<V>>(query: string, products: readonly P[]): P[] {
  const parsed = { text: query, prefixes: parseSearchQuery(query).map((term) => term.prefixes) };
  const ranked = products.map((product, place) => {
    const scored = product.variants.map((variant, index) => ({ variant, index, score: variantScore(parsed, variant) }));
    scored.sort((a, b) => compareScores(a.score, b.score) || a.index - b.index);
    const tier = Math.min(scored[0]?.score[0] ?? 3, LIFTING_SKU_TIER + 1);
    return { product: { ...product, variants: scored.map((entry) => entry.variant) }, place, tier };
  });
  ranked.sort((a, b) => a.tier - b.tier || a.place - b.place);
  return ranked.map((entry) => entry.product);
}
