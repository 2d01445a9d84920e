'use client';

import { useEffect, useState } from 'react';
import { fetchAvailability } from '@/lib/cart/availability';

export type LiveStock = { stock: ReadonlyMap<number, number>; threshold: number };

/**
 * Today's stock of a product's variants (one uncached request when the picker mounts): the
 * pages and the product JSON are cached and say only in stock / sold out. Null until it answers
 * or when it fails; nothing is capped then, and order creation still has the last word.
 */
export function useLiveStock(variantIds: readonly number[]): LiveStock | null {
  const [live, setLive] = useState<LiveStock | null>(null);
  const key = variantIds.join(',');
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    fetchAvailability(key.split(',').map(Number), controller.signal).then(
      ({ threshold, variants }) => setLive({ threshold, stock: new Map(variants.map((v) => [v.variantId, v.stock])) }),
      () => undefined,
    );
    return () => controller.abort();
  }, [key]);
  return live;
}
