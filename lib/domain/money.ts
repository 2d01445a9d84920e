/**
 * Colombian pesos (DESIGN.md "Money"): whole pesos stored as integers, shown as `$ 12.500`.
 * Reading a typed amount is ./parse-pesos.ts: every storefront page formats pesos, only forms
 * and imports parse them (Turbopack ships a module whole, whatever the page imports from it).
 */

import { wholeDigits } from './digits';

export const CENTAVOS_MESSAGE = 'Los precios van en pesos enteros, sin centavos.';

/**
 * 12500 → "$ 12.500", -12500 → "-$ 12.500" (a no-break space after `$`, which keeps the sign and
 * the amount on one line), rounded to whole pesos half away from zero: exactly what
 * `Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP' })` without decimals prints
 * (tests/unit/money.test.ts compares them). Written out instead of asking Intl because building
 * the first currency formatter loads ICU's currency data: 30-40 ms of one main-thread task in
 * Chromium on this host, paid by every storefront page during hydration.
 */
export function formatCOP(amount: number): string {
  if (!Number.isSafeInteger(Math.round(amount))) return `$\u00a0${amount}`;
  const digits = wholeDigits(amount, '.', 4);
  // -0 (and what rounds to it) prints no sign.
  return `${amount < 0 && digits !== '0' ? '-' : ''}$\u00a0${digits}`;
}

/** Whole pesos: an exactly representable integer. The sign is a separate rule (see ./parse-pesos.ts). */
export function isWholePesos(n: number): boolean {
  return Number.isSafeInteger(n);
}
