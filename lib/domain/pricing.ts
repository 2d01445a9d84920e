/**
 * Prices and volume tiers (DESIGN.md "Pricing and volume tiers", storefront spec §9).
 * One implementation for the cart, the WhatsApp message, the product page and the server's
 * order, so the shopper never sees a price the server would not charge. Whole pesos only.
 */

export type VolumeTier = { minQuantity: number; price: number };

/** The cart nudge shows when the next cheaper tier is at most this many units away. */
export const NUDGE_WINDOW = 100;

/** A sale price, when set, replaces the list price (0 counts as set). */
export function basePrice(variant: { price: number; salePrice?: number | null }): number {
  return variant.salePrice ?? variant.price;
}

/**
 * The tier with the highest minQuantity not above `quantity`, only when it is cheaper than
 * `base`. Deliberately literal (as the spec reads): if that tier is not cheaper, no tier
 * applies, even if a smaller tier would be; the back office should keep tiers decreasing.
 * Tiers may come in any order; of two tiers with the same minQuantity the cheaper wins.
 */
export function applicableTier(base: number, tiers: readonly VolumeTier[], quantity: number): VolumeTier | null {
  let best: VolumeTier | null = null;
  for (const tier of tiers) {
    if (tier.minQuantity > quantity) continue;
    if (!best || tier.minQuantity > best.minQuantity || (tier.minQuantity === best.minQuantity && tier.price < best.price)) {
      best = tier;
    }
  }
  return best && best.price < base ? best : null;
}

export function unitPriceFor(base: number, tiers: readonly VolumeTier[], quantity: number): number {
  return applicableTier(base, tiers, quantity)?.price ?? base;
}

export type PricedLine = { basePrice: number; unitPrice: number; lineTotal: number; discounted: boolean };

/** Prices one line. Throws RangeError on a bad quantity or price: money must never be guessed. */
export function priceLine(
  input: { price: number; salePrice?: number | null; volumeDiscounts?: readonly VolumeTier[] },
  quantity: number,
): PricedLine {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    throw new RangeError(`Quantity must be a positive integer, got ${quantity}`);
  }
  const base = basePrice(input);
  const unitPrice = unitPriceFor(base, input.volumeDiscounts ?? [], quantity);
  assertPesos(base, 'base price');
  assertPesos(unitPrice, 'unit price');
  const lineTotal = unitPrice * quantity;
  assertPesos(lineTotal, 'line total');
  return { basePrice: base, unitPrice, lineTotal, discounted: unitPrice < base };
}

/**
 * "Añade N unidades más y paga $X por cada una": the nearest tier above `quantity` that is
 * cheaper than today's unit price, if reaching it takes at most `window` more units.
 */
export function nextTierNudge(
  base: number,
  tiers: readonly VolumeTier[],
  quantity: number,
  window = NUDGE_WINDOW,
): { unitsToAdd: number; price: number } | null {
  const current = unitPriceFor(base, tiers, quantity);
  let next: number | null = null;
  for (const tier of tiers) {
    if (tier.minQuantity > quantity && tier.price < current && (next === null || tier.minQuantity < next)) {
      next = tier.minQuantity;
    }
  }
  if (next === null || next - quantity > window) return null;
  // Priced through the same rule the cart will apply once the units are added.
  return { unitsToAdd: next - quantity, price: unitPriceFor(base, tiers, next) };
}

export function cartTotal(
  lines: readonly {
    price: number;
    salePrice?: number | null;
    volumeDiscounts?: readonly VolumeTier[];
    quantity: number;
  }[],
): number {
  let total = 0;
  for (const line of lines) total += priceLine(line, line.quantity).lineTotal;
  assertPesos(total, 'cart total');
  return total;
}

function assertPesos(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`The ${what} must be whole non-negative pesos, got ${amount}`);
  }
}
