import { newIdempotencyKey } from './idempotency-key';

/**
 * The round of the checkout attempt key (lib/domain/checkout-attempt.ts), kept per tab in
 * sessionStorage so a retry after a reload still finds the first order; a new round starts once an
 * order has been placed, so buying the same cart again later is a new order.
 */
const STORAGE_KEY = 'checkout-round';
let memoryRound: string | null = null;

export function currentCheckoutRound(): string {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    if (stored) return stored;
    const round = newIdempotencyKey();
    window.sessionStorage.setItem(STORAGE_KEY, round);
    return round;
  } catch {
    // Storage refused (private mode, quota): the round lives as long as the page.
    return (memoryRound ??= newIdempotencyKey());
  }
}

export function startNextCheckoutRound(): void {
  memoryRound = null;
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored to forget.
  }
}
