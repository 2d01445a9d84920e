/**
 * Bulk price changes (issue 24 §4): a percentage or an amount applied to many variants, rounded
 * to the nearest $ 50 or $ 100. Pure: the service reads the variants and writes the results.
 */

export const PRICE_ROUNDINGS = ['none', '50', '100'] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];
export type PriceChangeKind = 'percent' | 'amount';
export type PriceChangeRule = { kind: PriceChangeKind; value: number; rounding: PriceRounding };

export const MIN_PERCENT = -90;
export const MAX_PERCENT = 500;
export const MAX_AMOUNT = 10_000_000;

/** Nearest multiple of `step`, halves up ($ 125 → $ 150 at 50; $ 1.049 → $ 1.000 at 100). */
export function roundToNearest(amount: number, step: number): number {
  return Math.floor(amount / step + 0.5) * step;
}

/**
 * The new price: +/- a percentage (to the peso, halves up, before rounding) or an amount, then
 * rounded; never below 0. Percentages are computed in hundredths so 8.5 % of 1.000 is exactly 85.
 */
export function adjustPrice(price: number, rule: PriceChangeRule): number {
  const raw =
    rule.kind === 'percent' ? Math.floor((price * (10_000 + Math.round(rule.value * 100))) / 10_000 + 0.5) : price + Math.trunc(rule.value);
  const rounded = rule.rounding === 'none' ? raw : roundToNearest(raw, Number(rule.rounding));
  return Math.max(0, rounded);
}

/** '+8 %', '-1.500' (for the history note). */
export function describePriceRule(rule: PriceChangeRule): string {
  const sign = rule.value > 0 ? '+' : '';
  const change = rule.kind === 'percent' ? `${sign}${rule.value} %` : `${sign}${rule.value}`;
  return rule.rounding === 'none' ? change : `${change}, redondeo a ${rule.rounding}`;
}
