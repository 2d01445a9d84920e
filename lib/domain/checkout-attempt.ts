/**
 * The checkout attempt and its Idempotency-Key (docs/orders-cancel.md "One attempt, one order"). The key
 * belongs to the attempt, not to the tap: the same cart, address, delivery option and way of
 * paying give the same key, so a doubled or retried request is answered with the first order
 * (lib/http/idempotency.ts), while a changed cart or another address is another attempt and
 * another key. `round` tells apart two purchases of the very same cart: the browser starts a new
 * round once an order has been placed, so buying the same again later makes a new order. Pure.
 */

export type CheckoutAttempt = {
  items: readonly { variantId: number; quantity: number; unitPrice: number }[];
  shippingAddressId: number;
  deliveryOption?: string;
  shippingFee?: number;
  /** The way of paying known at this point: on delivery, or online (chosen on the next page). */
  cashOnDelivery?: boolean;
  invoiceTo?: string;
  deliveryNotes?: string | null;
};

/** The attempt as one text: lines sorted, absent fields named, so the same attempt always reads the same. */
export function attemptText(attempt: CheckoutAttempt): string {
  const items = [...attempt.items]
    .sort((a, b) => a.variantId - b.variantId || a.quantity - b.quantity || a.unitPrice - b.unitPrice)
    .map((i) => [i.variantId, i.quantity, i.unitPrice]);
  return JSON.stringify([
    items,
    attempt.shippingAddressId,
    attempt.deliveryOption ?? null,
    attempt.shippingFee ?? null,
    attempt.cashOnDelivery ?? false,
    attempt.invoiceTo ?? null,
    attempt.deliveryNotes ?? null,
  ]);
}

/** 53-bit string hash (cyrb53): enough to tell one customer's attempts apart, and it runs without crypto.subtle (plain http). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** 'checkout-<round>-<hash of the attempt>': visible ASCII, well under the header's 255 characters. */
export function checkoutAttemptKey(round: string, attempt: CheckoutAttempt): string {
  return `checkout-${round}-${hash53(attemptText(attempt))}`;
}
