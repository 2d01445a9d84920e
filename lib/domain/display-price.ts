import { basePrice } from './pricing';

/**
 * The price a product shows before a variant is chosen (spec §2 Store card): the first
 * variant's, with its list price struck through when a sale price replaces it. When the
 * variants cost different amounts the card says 'Desde $X' with the cheapest one instead.
 */
export type DisplayPrice = {
  /** Whole pesos the shopper pays (the sale price when there is one). */
  amount: number;
  /** The list price, struck through, when `amount` is a lower sale price; else null. */
  regular: number | null;
  /** True when other variants cost more: shown as 'Desde {amount}'. */
  from: boolean;
};

type PricedVariant = { price: number; salePrice: number | null };

const regularOf = (variant: PricedVariant) => (variant.salePrice !== null && variant.salePrice < variant.price ? variant.price : null);

export function displayPrice(variants: readonly PricedVariant[]): DisplayPrice | null {
  if (variants.length === 0) return null;
  const bases = variants.map(basePrice);
  if (bases.every((b) => b === bases[0])) return { amount: bases[0], regular: regularOf(variants[0]), from: false };
  const cheapest = cheapestVariant(variants)!;
  return { amount: basePrice(cheapest), regular: regularOf(cheapest), from: true };
}

/** The variant with the lowest base price (the first of equals); null for none. */
export function cheapestVariant<V extends PricedVariant>(variants: readonly V[]): V | null {
  let cheapest: V | null = null;
  for (const variant of variants) if (!cheapest || basePrice(variant) < basePrice(cheapest)) cheapest = variant;
  return cheapest;
}
