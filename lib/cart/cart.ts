/**
 * The browser cart (storefront spec §3 "Cart item", §4 "Cart"): pure rules with no I/O, so the
 * provider, the header menu, the cart page and the WhatsApp message all agree, and every rule
 * is unit-tested. Prices go through lib/domain/pricing, the same function the server uses.
 */
import type { PublicProduct, PublicVariant } from '@/lib/contracts/catalog';
import { nextTierNudge, priceLine, type PricedLine, type VolumeTier } from '@/lib/domain/pricing';

/** Field names as the spec gives them (image_url included): this is what browser storage holds. */
export type CartItem = {
  productId: number;
  variantId: number;
  name: string;
  /** The variant's attribute values joined with ' / ' ('' when it has none). */
  variantDescription: string;
  unitOfMeasure: string | null;
  volumeDiscounts: VolumeTier[];
  /** Base unit price in whole pesos: the variant's salePrice when set, else its price. */
  price: number;
  image_url: string | null;
  quantity: number;
  /**
   * Pieces in one selling unit (a 'Paquete x50' holds 50): beyond the spec's fields, so the
   * cart, the message and the checkout can say '10 paquetes = 500 unidades'. 1 when unknown.
   */
  unitsPerItem: number;
};

/**
 * A line never holds more than this: keeps every total a safe integer even with a typo
 * ("10000000") in the quantity field, far above any real order of this distributor.
 */
export const MAX_LINE_QUANTITY = 99_999;

/** What cartItemFromProduct reads; a PublicProduct fits (tests can pass smaller fixtures). */
export type CartProductInput = Pick<PublicProduct, 'id' | 'name' | 'imageUrl'> & {
  variants: (Pick<PublicVariant, 'id' | 'price' | 'salePrice' | 'unitOfMeasure' | 'imageUrl' | 'variantValues' | 'volumeDiscounts'> &
    Partial<Pick<PublicVariant, 'unitsPerItem'>>)[];
};

export function variantDescription(variant: Pick<PublicVariant, 'variantValues'>): string {
  return variant.variantValues.map((v) => v.attributeValue.value).join(' / ');
}

/**
 * The line for `variantId`, or the first variant when none is chosen. Null when the product has
 * no variants, when the chosen id is not one of its variants (adding a different variant than
 * the shopper picked would be worse than adding nothing) or when the quantity is not ≥ 1.
 */
export function cartItemFromProduct(product: CartProductInput, variantId?: number, quantity = 1): CartItem | null {
  const variant = variantId === undefined ? product.variants[0] : product.variants.find((v) => v.id === variantId);
  const amount = clampQuantity(quantity);
  if (!variant || amount < 1) return null;
  return {
    productId: product.id,
    variantId: variant.id,
    name: product.name,
    variantDescription: variantDescription(variant),
    unitOfMeasure: variant.unitOfMeasure ?? null,
    volumeDiscounts: variant.volumeDiscounts.map(({ minQuantity, price }) => ({ minQuantity, price })),
    price: variant.salePrice ?? variant.price,
    image_url: variant.imageUrl ?? product.imageUrl ?? null,
    quantity: amount,
    // lib/domain/packs.ts's packSize, written out: this module is on every page, packs is not.
    unitsPerItem:
      typeof variant.unitsPerItem === 'number' && Number.isSafeInteger(variant.unitsPerItem) && variant.unitsPerItem > 1
        ? variant.unitsPerItem
        : 1,
  };
}

export type CartAction =
  /** `item.quantity` is the amount added. */
  | { type: 'add'; item: CartItem }
  | { type: 'setQuantity'; variantId: number; quantity: number }
  | { type: 'remove'; variantId: number }
  | { type: 'clear' }
  /** Today's price, tiers and pack size for a line (the cart's stock check), quantity kept. */
  | { type: 'refresh'; variantId: number; fresh: Pick<CartItem, 'price' | 'volumeDiscounts' | 'unitsPerItem'> }
  /** Whole cart from storage (start-up, another tab). */
  | { type: 'replace'; items: CartItem[] }
  /** A line taken out a moment ago, back where it was ('Deshacer'); nothing if it is there again. */
  | { type: 'restore'; item: CartItem; index: number };

export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'add': {
      const amount = clampQuantity(action.item.quantity);
      if (amount < 1) return items;
      const existing = items.find((i) => i.variantId === action.item.variantId);
      if (!existing) return [...items, { ...action.item, quantity: amount }];
      // Same variant: one line, quantities summed; the fresh product data (price, tiers,
      // picture) replaces what was stored, so re-adding refreshes a stale line.
      return items.map((i) => (i === existing ? { ...action.item, quantity: clampQuantity(existing.quantity + amount) } : i));
    }
    case 'setQuantity': {
      if (Number.isNaN(action.quantity)) return items;
      const quantity = clampQuantity(action.quantity);
      if (quantity <= 0) return items.filter((i) => i.variantId !== action.variantId);
      return items.map((i) => (i.variantId === action.variantId ? { ...i, quantity } : i));
    }
    case 'remove':
      return items.filter((i) => i.variantId !== action.variantId);
    case 'clear':
      return [];
    case 'refresh':
      return items.map((i) => (i.variantId === action.variantId ? { ...i, ...action.fresh } : i));
    case 'replace':
      return action.items;
    case 'restore':
      return items.some((i) => i.variantId === action.item.variantId)
        ? items
        : [...items.slice(0, action.index), action.item, ...items.slice(action.index)];
  }
}

function clampQuantity(quantity: number): number {
  if (Number.isNaN(quantity)) return 0;
  return Math.min(Math.floor(quantity), MAX_LINE_QUANTITY);
}

// Hand-written guard rather than zod: this module is on every storefront page (the header cart),
// and zod added about 48 KiB gzipped to each one's first load. Same rules as before: unknown
// fields are dropped, optional presentation fields fall back, anything else rejects the line.

// A ceiling far above any unit price here (100 millones) keeps tampered storage from pushing
// a total past the safe-integer range, where pricing refuses to compute (and would crash).
const MAX_PESOS = 100_000_000;

const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
// A pack far larger than any sold here; keeps pieces (quantity × pack) a safe integer.
const MAX_PACK_SIZE = 1_000_000;
const isPesos = (v: unknown): v is number => isInt(v, 0, MAX_PESOS);
const isId = (v: unknown): v is number => isInt(v, 1, Number.MAX_SAFE_INTEGER);

// Only site-relative paths or http(s) addresses end up in an <img src>; anything else
// (tampered storage) becomes "no picture" instead of costing the shopper the line.
function storedImageUrl(v: unknown): string | null {
  return typeof v === 'string' && (/^\/(?!\/)/.test(v) || /^https?:\/\//i.test(v)) ? v : null;
}

function storedTiers(v: unknown): VolumeTier[] {
  if (!Array.isArray(v)) return [];
  const tiers: VolumeTier[] = [];
  for (const t of v) {
    if (typeof t !== 'object' || t === null) return [];
    const { minQuantity, price } = t as Record<string, unknown>;
    if (!isId(minQuantity) || !isPesos(price)) return [];
    tiers.push({ minQuantity, price });
  }
  return tiers;
}

/** One stored line, or a TypeError naming the first field that is wrong. */
function parseStoredItem(line: unknown): CartItem | TypeError {
  if (typeof line !== 'object' || line === null || Array.isArray(line)) return new TypeError('Cart line is not an object');
  const l = line as Record<string, unknown>;
  if (!isId(l.productId)) return new TypeError('Cart line: invalid productId');
  if (!isId(l.variantId)) return new TypeError('Cart line: invalid variantId');
  if (typeof l.name !== 'string' || l.name.length < 1) return new TypeError('Cart line: invalid name');
  if (!isPesos(l.price)) return new TypeError('Cart line: invalid price');
  if (!isInt(l.quantity, 1, MAX_LINE_QUANTITY)) return new TypeError('Cart line: invalid quantity');
  return {
    productId: l.productId,
    variantId: l.variantId,
    name: l.name,
    variantDescription: typeof l.variantDescription === 'string' ? l.variantDescription : '',
    unitOfMeasure: typeof l.unitOfMeasure === 'string' ? l.unitOfMeasure : null,
    volumeDiscounts: storedTiers(l.volumeDiscounts),
    price: l.price,
    image_url: storedImageUrl(l.image_url),
    quantity: l.quantity,
    unitsPerItem: isInt(l.unitsPerItem, 1, MAX_PACK_SIZE) ? l.unitsPerItem : 1,
  };
}

/**
 * Reads the stored cart. Any problem (bad JSON, not a list, a malformed line) is reported to
 * `onError` and never thrown: bad lines are dropped, a bad document gives an empty cart.
 * Two lines of one variant (hand-edited storage) are merged.
 */
export function parseStoredCart(raw: string | null, onError?: (error: unknown) => void): CartItem[] {
  if (raw === null || raw === '') return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    onError?.(error);
    return [];
  }
  if (!Array.isArray(data)) {
    onError?.(new TypeError('The stored cart is not a list'));
    return [];
  }
  let items: CartItem[] = [];
  for (const line of data) {
    const parsed = parseStoredItem(line);
    if (parsed instanceof TypeError) onError?.(parsed);
    else items = cartReducer(items, { type: 'add', item: parsed });
  }
  return items;
}

export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items);
}

/** Unit price after the volume tier (shown only when lower), and the line total. */
export function priceCartLine(item: CartItem): PricedLine {
  return priceLine({ price: item.price, volumeDiscounts: item.volumeDiscounts }, item.quantity);
}

/** "Añade N unidades más y paga $X por cada una", when the next tier is within 100 units. */
export function cartNudge(item: CartItem): { unitsToAdd: number; price: number } | null {
  return nextTierNudge(item.price, item.volumeDiscounts, item.quantity);
}

/** The header badge counts distinct lines, not units. */
export function cartLineCount(items: readonly CartItem[]): number {
  return items.length;
}
