/**
 * How many products `npm run seed:large` loads: 2,000 unless `--products=N` (or
 * `SEED_LARGE_PRODUCTS=N`; the flag wins) asks for another number, e.g. the 20,000-product
 * catalogue of the search bench (scripts/bench/lib/search.mjs).
 */
export const DEFAULT_LARGE_PRODUCTS = 2_000;
export const MAX_LARGE_PRODUCTS = 200_000;

export function largeSeedProducts(argv: readonly string[], env: Record<string, string | undefined>): number {
  const flag = argv.find((a) => a.startsWith('--products='))?.slice('--products='.length);
  const raw = flag ?? env.SEED_LARGE_PRODUCTS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_LARGE_PRODUCTS;
  const value = raw.trim().replace(/[_,]/g, '');
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_LARGE_PRODUCTS) {
    throw new Error(`The number of products must be a whole number from 1 to ${MAX_LARGE_PRODUCTS.toLocaleString('en')} (got '${raw}').`);
  }
  return n;
}
