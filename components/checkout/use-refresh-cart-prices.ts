'use client';

import { useCallback } from 'react';
import { runCartCheck } from '@/components/cart/cart-check';
import { useCart } from '@/components/cart/cart-provider';

export type ServerPrice = { variantId: number; unitPrice: number };

/**
 * After a 409 (price_changed or out_of_stock): checks every cart line against today's stock and
 * prices in ONE request (GET /api/products/availability), refreshes the lines whose price, tiers
 * or pack size changed (keeping quantity and place) and marks them, and marks the lines that
 * ask for more than the stock so /carrito offers 'Ajustar a N'. Resolves to the lines refreshed.
 */
export function useRefreshCartPrices() {
  const { items, refreshLine } = useCart();
  return useCallback(
    // The 409's prices are not needed: the check reads them all again, with the stock.
    (_serverPrices?: readonly ServerPrice[]) => runCartCheck(items, refreshLine),
    [items, refreshLine],
  );
}
