import type { AdminProduct } from '@/lib/data/admin/products';
import { formatCOP } from '@/lib/domain/money';
import { basePrice } from '@/lib/domain/pricing';
import { normalizeSearchText, searchTerms } from '@/lib/domain/search';

/**
 * The list's price: what the shopper pays (the sale price when set), one value when every
 * variant costs the same, else the min–max range. Null for a product without variants.
 */
export function priceRangeText(variants: readonly { price: number; salePrice: number | null }[]): string | null {
  if (variants.length === 0) return null;
  const prices = variants.map(basePrice);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? formatCOP(min) : `${formatCOP(min)} – ${formatCOP(max)}`;
}

/** Client-side filter: every word must appear in the name, the category or a SKU (accents and case ignored). */
export function filterProducts(products: readonly AdminProduct[], query: string): AdminProduct[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...products];
  return products.filter((product) => {
    const haystack = normalizeSearchText([product.name, product.category.name, ...product.variants.map((v) => v.sku)].join(' '));
    return terms.every((term) => haystack.includes(term));
  });
}
