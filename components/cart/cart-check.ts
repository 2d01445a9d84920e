'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type CartItem } from '@/lib/cart/cart';
import { fetchAvailability } from '@/lib/cart/availability';
import { checkCartLine, type LineCheck } from '@/lib/cart/line-check';
import { type CartContextValue, useCart } from './cart-provider';

/**
 * The cart's stock and price check (issue 22 §2), shared by /carrito, the cart menu and the
 * checkout's 409 handling: one request for all lines; lines whose price, tiers or pack size
 * changed are refreshed at once (their former price kept to mark them); lines asking for more
 * than the stock are marked so the line offers 'Ajustar a N'.
 */
export type CartCheckState = {
  checks: ReadonlyMap<number, LineCheck>;
  /** Base price before the refresh, by variant id, for the lines whose price changed. */
  priceWas: ReadonlyMap<number, number>;
};

let state: CartCheckState = { checks: new Map(), priceWas: new Map() };
const listeners = new Set<() => void>();
let running: AbortController | null = null;

function publish(next: CartCheckState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartCheck(): CartCheckState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** Checks every line now (a newer check cancels an older one); the number of refreshed lines. */
export async function runCartCheck(items: readonly CartItem[], refreshLine: CartContextValue['refreshLine']): Promise<number> {
  if (items.length === 0) return 0;
  running?.abort();
  const controller = new AbortController();
  running = controller;
  const { variants } = await fetchAvailability(
    items.map((i) => i.variantId),
    controller.signal,
  );
  if (controller.signal.aborted) return 0;
  const byId = new Map(variants.map((v) => [v.variantId, v]));
  const checks = new Map<number, LineCheck>();
  const priceWas = new Map(state.priceWas);
  let refreshed = 0;
  for (const item of items) {
    const check = checkCartLine(item, byId.get(item.variantId));
    checks.set(item.variantId, check);
    if (check.kind === 'checked' && check.priceChanged) {
      if (check.fresh.price !== item.price && !priceWas.has(item.variantId)) priceWas.set(item.variantId, item.price);
      refreshLine(item.variantId, check.fresh);
      refreshed += 1;
    }
  }
  publish({ checks, priceWas });
  return refreshed;
}

/** After the shopper adjusted a line, its mark goes (its quantity now fits). */
export function settleCartLine(variantId: number, quantity: number) {
  const check = state.checks.get(variantId);
  if (check?.kind !== 'checked') return;
  const checks = new Map(state.checks);
  checks.set(variantId, { ...check, overStock: quantity > check.stock });
  publish({ ...state, checks });
}

/** Runs the check when the cart is shown (the page or the menu opens) and when lines come or go. */
export function useCartCheckOnOpen() {
  const { items, isReady, refreshLine } = useCart();
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  }, [items]);
  const ids = items.map((i) => i.variantId).join(',');
  useEffect(() => {
    if (!isReady || !ids) return;
    runCartCheck(latest.current, refreshLine).catch(() => undefined);
  }, [isReady, ids, refreshLine]);
}
