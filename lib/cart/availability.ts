/**
 * Live stock and prices (issue 22 §2) as the browser sees them: the answer of
 * GET /api/products/availability, its fetch (plain fetch: storefront pages carry no React
 * Query), and the pure comparison of a cart line against it. Server reads: lib/data/availability.ts.
 */
import type { VolumeTier } from '@/lib/domain/pricing';

export type VariantAvailability = {
  variantId: number;
  productId: number;
  stock: number;
  price: number;
  salePrice: number | null;
  unitOfMeasure: string | null;
  unitsPerItem: number;
  volumeDiscounts: VolumeTier[];
};

export type Availability = { threshold: number; variants: VariantAvailability[] };

/** One request for all the ids; throws on any failure (callers then cap nothing). */
export async function fetchAvailability(variantIds: readonly number[], signal?: AbortSignal): Promise<Availability> {
  const response = await fetch(`/api/products/availability?variantIds=${[...new Set(variantIds)].join(',')}`, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    signal,
  });
  if (!response.ok) throw new Error(`availability: ${response.status}`);
  return (await response.json()) as Availability;
}

type LineFields = { variantId: number; quantity: number; price: number; volumeDiscounts: readonly VolumeTier[]; unitsPerItem: number };

/** What changed for one cart line since it was added. */
export type LineCheck =
  /** The variant no longer exists. */
  | { kind: 'gone' }
  | {
      kind: 'checked';
      stock: number;
      /** The line asks for more than the stock: offer 'Ajustar a {stock}' (or remove, at 0). */
      overStock: boolean;
      /** Base price, tiers or pack size differ from the stored line: refresh them. */
      priceChanged: boolean;
      fresh: { price: number; volumeDiscounts: VolumeTier[]; unitsPerItem: number };
    };

const sameTiers = (a: readonly VolumeTier[], b: readonly VolumeTier[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x.minQuantity - y.minQuantity).every((t, i) => {
    const u = [...b].sort((x, y) => x.minQuantity - y.minQuantity)[i];
    return t.minQuantity === u.minQuantity && t.price === u.price;
  });

export function checkCartLine(line: LineFields, server: VariantAvailability | undefined): LineCheck {
  if (!server) return { kind: 'gone' };
  const price = server.salePrice ?? server.price;
  const fresh = {
    price,
    volumeDiscounts: server.volumeDiscounts.map(({ minQuantity, price: p }) => ({ minQuantity, price: p })),
    unitsPerItem: server.unitsPerItem,
  };
  return {
    kind: 'checked',
    stock: server.stock,
    overStock: line.quantity > server.stock,
    priceChanged: line.price !== price || !sameTiers(line.volumeDiscounts, fresh.volumeDiscounts) || line.unitsPerItem !== server.unitsPerItem,
    fresh,
  };
}
