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
