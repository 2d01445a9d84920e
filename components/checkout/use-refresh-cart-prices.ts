'use client';

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCart } from '@/components/cart/cart-provider';
import { fetchFreshProducts } from '@/lib/api-client/product-by-id';
import { priceCartLine } from '@/lib/cart/cart';

export type ServerPrice = { variantId: number; unitPrice: number };

/**
 * After a 409 price_changed: re-reads the products whose price the server disagrees with and
 * refreshes those cart lines (base price, tiers, picture), keeping each line's quantity and
 * place. useCart has no "refresh line" action, so this re-adds one unit of today's product (the
 * reducer replaces the stored line's data) and then puts the quantity back.
 */
export function useRefreshCartPrices() {
  const queryClient = useQueryClient();
  const { items, addToCart, updateQuantity } = useCart();
  return useCallback(
    async (serverPrices: readonly ServerPrice[]) => {
      const stale = items.filter((item) =>
        serverPrices.some((p) => p.variantId === item.variantId && p.unitPrice !== priceCartLine(item).unitPrice),
      );
      // The answer lists every line; if none differs from what we have, refresh them all.
      const lines = stale.length > 0 ? stale : items;
      const products = await fetchFreshProducts(queryClient, lines.map((l) => l.productId));
      let refreshed = 0;
      for (const line of lines) {
        const product = products.get(line.productId);
        if (!product?.variants.some((v) => v.id === line.variantId)) continue;
        if (addToCart(product, line.variantId, 1)) {
          updateQuantity(line.variantId, line.quantity);
          refreshed += 1;
        }
      }
      return refreshed;
    },
    [items, queryClient, addToCart, updateQuantity],
  );
}
