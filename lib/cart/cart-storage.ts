/**
 * Where the browser cart is kept (under the brand-prefixed cart key other clients read too). The storage is
 * passed in, so the failure paths (disabled storage, full quota, bad data) are testable.
 */
import { storageKeys } from '@/lib/browser-storage-keys';
import { type CartItem, parseStoredCart, serializeCart } from './cart';

/** A cart that cannot be read goes to the console only; the shopper simply starts with an empty cart. */
export const CART_LOAD_ERROR = 'Error al cargar el carrito desde localStorage';

export type CartStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** `getStorage` may throw too: reading window.localStorage does when the browser blocks storage. */
export function loadStoredCart(getStorage: () => CartStorage, key: string = storageKeys.cart): CartItem[] {
  const report = (error: unknown) => console.error(CART_LOAD_ERROR, error);
  try {
    return parseStoredCart(getStorage().getItem(key), report);
  } catch (error) {
    report(error);
    return [];
  }
}

/**
 * Writes only when the stored text differs, so a change received from another tab is not
 * echoed back. A full or disabled storage keeps the in-memory cart working.
 */
export function saveStoredCart(getStorage: () => CartStorage, items: readonly CartItem[], key: string = storageKeys.cart): void {
  try {
    const storage = getStorage();
    const json = serializeCart(items);
    if (storage.getItem(key) !== json) storage.setItem(key, json);
  } catch {
    // Nothing to tell the shopper: the cart still works for this visit.
  }
}
