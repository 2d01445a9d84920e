'use client';

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { storageKeys } from '@/lib/browser-storage-keys';
import { type CartItem, type CartProductInput, cartItemFromProduct, cartLineCount, cartReducer, parseStoredCart } from '@/lib/cart/cart';
import { loadStoredCart, saveStoredCart } from '@/lib/cart/cart-storage';
import { cartTotal } from '@/lib/domain/pricing';

/** Spec §9: the cart button shakes for 500 ms after every add. */
export const CART_SHAKE_MS = 500;

export type CartContextValue = {
  items: CartItem[];
  /** Distinct lines (the header badge). */
  lineCount: number;
  /** Sum of the line totals after volume tiers, whole pesos. */
  total: number;
  /** False until the stored cart has been read: the server render and the first client render are empty. */
  isReady: boolean;
  isShaking: boolean;
  /** True when a line was added or increased. */
  addToCart: (product: CartProductInput, variantId?: number, quantity?: number) => boolean;
  /** 0 or less removes the line. */
  updateQuantity: (variantId: number, quantity: number) => void;
  removeFromCart: (variantId: number) => void;
  clearCart: () => void;
  /** Today's price, tiers and pack size for a line, keeping its quantity (the cart's stock check). */
  refreshLine: (variantId: number, fresh: Pick<CartItem, 'price' | 'volumeDiscounts' | 'unitsPerItem'>) => void;
  /** Puts back a line that was taken out, at its place (the 'Deshacer' of a quantity set to 0). */
  restoreLine: (item: CartItem, index: number) => void;
};

const CartContext = createContext<CartContextValue | null>(null);

const browserStorage = () => window.localStorage;

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, dispatch] = useReducer(cartReducer, []);
  const [isReady, setReady] = useState(false);
  const [isShaking, setShaking] = useState(false);
  const shakeTimer = useRef<number | undefined>(undefined);

  // Read storage after hydration, so the server HTML and the first client render match.
  useEffect(() => {
    dispatch({ type: 'replace', items: loadStoredCart(browserStorage) });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read after hydration, so the server HTML and the first render match.
    setReady(true);
    const onStorage = (event: StorageEvent) => {
      // key null: another tab cleared the whole storage.
      if (event.key !== storageKeys.cart && event.key !== null) return;
      dispatch({ type: 'replace', items: parseStoredCart(event.newValue) });
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.clearTimeout(shakeTimer.current);
    };
  }, []);

  // Save every change, never before the stored cart was read (it would overwrite it with []).
  useEffect(() => {
    if (isReady) saveStoredCart(browserStorage, items);
  }, [items, isReady]);

  const addToCart = useCallback((product: CartProductInput, variantId?: number, quantity = 1) => {
    if (product.variants.length === 0) {
      console.error('El producto no tiene variantes para añadir al carrito.');
      return false;
    }
    const item = cartItemFromProduct(product, variantId, quantity);
    if (!item) return false;
    dispatch({ type: 'add', item });
    setShaking(true);
    window.clearTimeout(shakeTimer.current);
    shakeTimer.current = window.setTimeout(() => setShaking(false), CART_SHAKE_MS);
    return true;
  }, []);

  const updateQuantity = useCallback((variantId: number, quantity: number) => dispatch({ type: 'setQuantity', variantId, quantity }), []);
  const removeFromCart = useCallback((variantId: number) => dispatch({ type: 'remove', variantId }), []);
  const clearCart = useCallback(() => dispatch({ type: 'clear' }), []);
  const refreshLine = useCallback<CartContextValue['refreshLine']>(
    (variantId, fresh) => dispatch({ type: 'refresh', variantId, fresh }),
    [],
  );
  const restoreLine = useCallback((item: CartItem, index: number) => dispatch({ type: 'restore', item, index }), []);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      lineCount: cartLineCount(items),
      total: cartTotal(items),
      isReady,
      isShaking,
      addToCart,
      updateQuantity,
      removeFromCart,
      clearCart,
      refreshLine,
      restoreLine,
    }),
    [items, isReady, isShaking, addToCart, updateQuantity, removeFromCart, clearCart, refreshLine, restoreLine],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used within a CartProvider');
  return context;
}
